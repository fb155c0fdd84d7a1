import { authHandlers } from './auth'
import { contentHandlers } from './content'
import { controlHandlers } from './control'
import { customerDealHandlers } from './customer-deals'
import { dealHandlers } from './deals'
import { lookupHandlers } from './lookups'
import { reviewHandlers } from './reviews'
import { searchHandlers } from './search'

/** Every mock route, in the order msw should try them. */
export const handlers = [...controlHandlers, ...authHandlers, ...customerDealHandlers, ...dealHandlers, ...searchHandlers, ...lookupHandlers, ...reviewHandlers, ...contentHandlers]
