import { reviewQueue } from '../control/staff/review-queue'
import { reviewHandlers } from '../handlers/reviews'
import { area } from './area'

/** Reviews and ratings; a written review waits for staff (its table is the catalogue's: db/catalogue-tables.ts). */
export const reviews = area({ handlers: reviewHandlers, staffKinds: { review: reviewQueue } })
