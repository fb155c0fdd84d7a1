import { authHandlers } from './auth'
import { controlHandlers } from './control'
import { customerDealHandlers } from './customer-deals'

/** Every mock route, in the order msw should try them. */
export const handlers = [...controlHandlers, ...authHandlers, ...customerDealHandlers]
