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

/** The answer of the control actions that only do something (reset, provider state, approve). */
export const mockActionResponse = type({ ok: 'boolean' })

export const providerStateRequest = type({
  state: 'string',
  'params?': type.Record('string', 'unknown'),
  'action?': "'setup' | 'teardown'",
})

export const mockSettings = type({
  /** Extra delay on every API answer, to show loaders. */
  latency_ms: '0 <= number.integer <= 10000',
  /** Deterministic faults: the next `fail_next` API calls whose path contains `fail_path` ('' = any) answer 503. */
  fail_next: '0 <= number.integer <= 100',
  fail_path: 'string <= 100',
})
/** POST /api/__mock/settings changes only the fields it names. */
export const mockSettingsUpdate = mockSettings.partial()
export type MockSettings = typeof mockSettings.infer

/** A review waiting for approval: the demo panel stands in for the staff who approve reviews. */
export const pendingReview = type({
  uuid: 'string',
  title: 'string',
  rating: 'number',
  review_text: 'string',
  created_at: 'string',
  deal: { uuid: 'string', name: 'string' },
  customer: { full_name: 'string' },
})
export type PendingReview = typeof pendingReview.infer
export const pendingReviewsResponse = type({ reviews: pendingReview.array() })
