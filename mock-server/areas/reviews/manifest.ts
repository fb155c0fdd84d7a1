import { reviewQueue } from './staff-kinds'
import { reviewHandlers } from './handlers'
import { area } from '../area'

/** Reviews and ratings; a written review waits for staff (its table is the catalogue's: areas/catalogue/tables.ts). */
export const reviews = area({ handlers: reviewHandlers, staffKinds: { review: reviewQueue } })
