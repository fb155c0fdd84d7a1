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
import { vendorDealHandlers } from './vendor-deals'
import { checkoutHandlers } from './checkout'
import { gatewayHandlers } from './gateway'
import { orderHandlers } from './orders'
import { dispatchingHandler } from './dispatch'

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

/** The mock as msw handlers: one that dispatches through the routes in this order, and answers 404/405 for the rest. */
export const handlers = [dispatchingHandler(routes)]
