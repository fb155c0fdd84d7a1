import { membershipHandlers } from './handlers'
import { area } from '../area'

/** The Hola membership plans (their table and rows are the core seed's: store/seed.ts). */
export const membership = area({ handlers: membershipHandlers })
