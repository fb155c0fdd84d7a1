import { authHandlers } from './auth'
import { controlHandlers } from './control'

/** Every mock route, in the order msw should try them. */
export const handlers = [...controlHandlers, ...authHandlers]
