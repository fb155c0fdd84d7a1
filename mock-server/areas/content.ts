import { seedContent } from '../db/seed-content'
import { contentHandlers } from '../handlers/content'
import { area } from './area'

/** Content pages, the inquiry form and the newsletter. */
export const content = area({ handlers: contentHandlers, seed: () => seedContent() })
