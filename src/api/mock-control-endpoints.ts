import { table } from './endpoint-types'

/**
 * The mock's own control API under `__mock/` (docs/demo.md), written as the endpoint table is (endpoints.ts): the demo
 * panel, the simulated gateway and social provider, and the tests. A backend does not implement it, so the OpenAPI
 * document and the backend team's table leave it out; production never imports this file (its calls live in modules
 * only the demo loads), so no `__mock/` path ships.
 */
export const MOCK_CONTROL = /* @__PURE__ */ table([
  'POST __mock/reset',
  'GET __mock/requests',
  'GET __mock/outbox',
  'GET __mock/personas',
  'POST __mock/personas/sign-in',
  'GET __mock/clock',
  'POST __mock/clock',
  'GET __mock/server',
  'GET __mock/settings',
  'POST __mock/settings',
  'POST __mock/provider-state',
  'GET __mock/staff/queue',
  'POST __mock/staff/{kind}/{id}/approve',
  'POST __mock/staff/{kind}/{id}/reject',
  'POST __mock/social/grant',
  'POST __mock/gateway/session',
  'GET __mock/gateway/sessions',
  'POST __mock/gateway/complete',
])

export type ControlKey = keyof typeof MOCK_CONTROL
