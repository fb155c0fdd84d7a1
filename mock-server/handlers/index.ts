import { authHandlers } from './auth'
import { contentHandlers } from './content'
import { controlHandlers } from './control'
import { customerDealHandlers } from './customer-deals'
import { dealHandlers } from './deals'
import { endpointOf, type EndpointInfo } from './kit'
import { lookupHandlers } from './lookups'
import { membershipHandlers } from './membership'
import { profileHandlers } from './profile'
import { reviewHandlers } from './reviews'
import { searchHandlers } from './search'
import { signupHandlers } from './signup'
import { unmatchedRoute } from './unmatched'
import { vendorDealHandlers } from './vendor-deals'
import { checkoutHandlers } from './checkout'
import { gatewayHandlers } from './gateway'
import { orderHandlers } from './orders'

const routes = [
  ...controlHandlers,
  ...authHandlers,
  ...customerDealHandlers,
  ...dealHandlers,
  ...searchHandlers,
  ...lookupHandlers,
  ...reviewHandlers,
  ...contentHandlers,
  ...membershipHandlers,
  ...vendorDealHandlers,
  ...profileHandlers,
  ...signupHandlers,
  ...checkoutHandlers,
  ...gatewayHandlers,
  ...orderHandlers,
]

/** What every route promises (method, path, access, body and response schemas): the 405 answer and the tests read it. */
export const endpoints: EndpointInfo[] = routes.map((h) => {
  const info = endpointOf(h)
  if (!info) throw new Error(`${h.info.header} was not made with endpoint()`)
  return info
})

/** Every mock route, in the order msw should try them; the last answers whatever no route took (404, 405). */
export const handlers = [...routes, unmatchedRoute(endpoints)]
