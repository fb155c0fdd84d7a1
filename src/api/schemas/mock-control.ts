import { type } from 'arktype'

/** The demo and test control API of the mock backend (/api/__mock/...). Not part of the real backend's contract. */
export const outboxMessage = type({
  id: 'number',
  channel: "'sms' | 'email'",
  to: 'string',
  subject: 'string',
  text: 'string',
  otp: 'string | null',
  created_at: 'string',
})
export type OutboxMessage = typeof outboxMessage.infer
export const outboxResponse = type({ messages: outboxMessage.array() })

export const persona = type({
  key: 'string',
  email: 'string',
  phone: 'string',
  userType: '1 | 2',
  label: 'string',
  story: 'string',
})
export type Persona = typeof persona.infer
export const personasResponse = type({ personas: persona.array() })

export const personaSignInRequest = type({ email: 'string.email' })

export const providerStateRequest = type({
  state: 'string',
  'params?': type.Record('string', 'unknown'),
  'action?': "'setup' | 'teardown'",
})

export const mockSettings = type({
  /** Extra delay on every API answer, to show loaders. */
  latency_ms: '0 <= number.integer <= 10000',
})
export type MockSettings = typeof mockSettings.infer
