import { seedContent } from './seed'
import { contentHandlers } from './handlers'
import { area } from '../area'

/** Content pages, the inquiry form and the newsletter. */
export const content = area({ handlers: contentHandlers, seed: () => seedContent() })
