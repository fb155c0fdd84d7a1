import { call, lazySchemas } from './client'
import { MOCK_CONTROL } from './mock-control-endpoints'
import type { GatewayCompleteRequest } from './schemas/checkout'

const checkoutSchemas = lazySchemas(() => import('./schemas/checkout'))

/**
 * The mock's simulated card gateway (docs/decisions/gateway.md): the card page reads its session and reports the
 * outcome. Demo and tests only: the page is left out of a build without the mock, and so is this module.
 */
export const simulatedGateway = {
  session: (data: string) =>
    call(MOCK_CONTROL['POST __mock/gateway/session'], checkoutSchemas('gatewaySessionResponse'), { body: { data } }),
  /** The sessions still waiting for an outcome (the demo panel's Gateway section). */
  sessions: () => call(MOCK_CONTROL['GET __mock/gateway/sessions'], checkoutSchemas('gatewaySessionsResponse')),
  complete: (body: GatewayCompleteRequest) =>
    call(MOCK_CONTROL['POST __mock/gateway/complete'], checkoutSchemas('gatewayCompleteResponse'), { body }),
}
