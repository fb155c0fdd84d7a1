import { call, lazySchemas } from './client'
import type { GatewayCompleteRequest } from './schemas/checkout'

const checkoutSchemas = lazySchemas(() => import('./schemas/checkout'))

/**
 * The mock's simulated card gateway (docs/decisions/gateway.md): the card page reads its session and reports the
 * outcome. Demo and tests only: the page is left out of a build without the mock, and so is this module.
 */
export const simulatedGateway = {
  session: (data: string) =>
    call('__mock/gateway/session', checkoutSchemas('gatewaySessionResponse'), { body: { data } }),
  /** The sessions still waiting for an outcome (the demo panel's Gateway section). */
  sessions: () => call('__mock/gateway/sessions', checkoutSchemas('gatewaySessionsResponse'), { method: 'GET' }),
  complete: (body: GatewayCompleteRequest) =>
    call('__mock/gateway/complete', checkoutSchemas('gatewayCompleteResponse'), { body }),
}
