import {
  gatewayCompleteRequest,
  gatewayCompleteResponse,
  gatewaySessionRequest,
  gatewaySessionResponse,
  gatewaySessionsResponse,
} from '../../src/api/schemas/checkout'
import { completeSession, openSessions, sessionView } from './gateway'
import { endpoint } from '../kit/endpoint'
import { MOCK_CONTROL } from '../../src/api/mock-control-endpoints'

/**
 * The simulated card gateway's own calls (control API, docs/decisions/gateway.md): the card page reads its session and
 * reports the outcome, as the real gateway would report to the backend; tests and the demo panel call complete too.
 * Guests may call them: the card page is the gateway's, not the app's, and the session reference is unguessable.
 */
export const gatewayHandlers = [
  endpoint(
    MOCK_CONTROL['POST __mock/gateway/session'],
    { body: gatewaySessionRequest, access: 'optional', response: gatewaySessionResponse },
    ({ body }) => sessionView(body.data),
  ),
  endpoint(
    MOCK_CONTROL['GET __mock/gateway/sessions'],
    { reads: true, access: 'optional', response: gatewaySessionsResponse },
    () => ({
      sessions: openSessions(),
    }),
  ),
  endpoint(
    MOCK_CONTROL['POST __mock/gateway/complete'],
    { body: gatewayCompleteRequest, access: 'optional', response: gatewayCompleteResponse },
    ({ body }) => completeSession(body.data, body.outcome),
  ),
]
