import { type } from './lazy'

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

/** GET /api/__mock/server: what the standalone server was started with (the page's mock: no file, the default seed). */
export const mockServerFacts = type({
  /** The data file every change is written to (--data), or null: provider states would wipe such a file. */
  data_file: 'string | null',
  /** The deals the seed was asked for (--deals), or null for the default: a reset reseeds the same. */
  seed_deals: 'number.integer | null',
})

/** The answer of the control actions that only do something (reset, provider state, approve). */
export const mockActionResponse = type({ ok: 'boolean' })
/**
 * A provider state's set-up answers the provider's calendar too: the verifier injects these values into the requests
 * whose days the pacts leave to the provider (contracts/consumer/commission.pact.test.ts), so a pact is the same on
 * any day.
 */
export const providerStateAnswer = mockActionResponse.and({
  today: 'string',
  lastMonth: 'number.integer',
  lastMonthYear: 'number.integer',
  threeMonthsBack: 'number.integer',
  threeMonthsBackYear: 'number.integer',
})

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
/**
 * One item waiting for staff in the demo panel's queue (the staff role the spec does not show). Every area that needs
 * staff adds a kind (review now; vendor_kyc, franchise, deal, …), never a panel section of its own.
 */
export const staffItem = type({
  kind: 'string',
  id: 'string',
  /** What the item is, in a line ("4★ Crisp and spicy"). */
  title: 'string',
  /** Who and what it concerns ("Masala Chai & Bun Maska · by Priya Sharma"). */
  detail: 'string',
  /** When the item entered the queue (a deal's correction re-enters it). */
  created_at: 'string',
  /** Fields staff may comment on when sending the item back (a deal's deal_comments); absent: one optional reason. */
  'comment_fields?': type({ key: 'string', label: 'string' }).array(),
  /** Sending it back needs a reason (the vendor reads it); absent: the reason is optional. */
  'reason_required?': 'boolean',
  /**
   * What staff give to approve it (an ad request's price, discount and days), each prefilled with `value`; absent:
   * approve takes nothing. The server checks them and answers 422 per field.
   */
  'approve_fields?': type({ key: 'string', label: 'string', value: 'string', 'hint?': 'string' }).array(),
})
export type StaffItem = typeof staffItem.infer
/** Every kind the queue knows (also those with nothing waiting) and what the panel calls it. */
export const staffKind = type({ kind: 'string', name: 'string' })
export const staffQueueResponse = type({
  /** Latest to enter the queue first (created_at: when the item entered it; a correction re-enters). */
  items: staffItem.array(),
  /** How many items of each kind match the search, whatever kind is chosen. */
  counts: type.Record('string', 'number'),
  /** The kinds and their names: the server owns them (the panel keeps no list of its own). */
  kinds: staffKind.array(),
})
/** Approve takes no body; reject takes a reason or comments per field (only the fields the item offers). */
export const staffActionRequest = type({
  'reason?': 'string <= 1000',
  'comments?': type.Record('string', 'string <= 1000'),
})
export type StaffAction = typeof staffActionRequest.infer
/**
 * Approve takes the values of the item's approve_fields, by key (nothing for kinds without them): text as the panel's
 * inputs send it, or numbers as a script sends them (`"price": 499`), which the kinds read as their text.
 */
export const staffApproveRequest = type({ 'values?': type.Record('string', 'string <= 100 | number') })
export type StaffApproval = typeof staffApproveRequest.infer

/** One call in the mock's request log (GET __mock/requests): what was sent and answered, and why a refusal. */
export const loggedRequest = type({
  id: 'number',
  at: 'string',
  method: 'string',
  /** After the API base, with the query string. */
  path: 'string',
  status: 'number',
  duration_ms: 'number',
  caller: type({ role: "'customer' | 'vendor' | null", user_id: 'number | null', name: 'string' }).or('null'),
  /** As sent, secrets shown as [hidden], files as { file, type, size }. */
  body: 'unknown',
  answer: 'unknown',
  /** True when the answer was a fault planned through POST __mock/settings, not a rule of the backend. */
  planned_fault: 'boolean',
  /** For a 4xx or 5xx: the rule's message and the per-field errors behind it (a planned fault's says so). */
  refusal: type({ message: 'string', errors: type.Record('string', 'string[]').or('null') }).or('null'),
})
export type LoggedRequest = typeof loggedRequest.infer
export const requestLogResponse = type({ requests: loggedRequest.array() })

/** GET /api/__mock/clock: the demo clock's now (ISO) and how far it runs ahead of real time (0: real time). */
export const mockClock = type({ now: 'string', offset_ms: 'number.integer >= 0' })
export type MockClock = typeof mockClock.infer
/**
 * POST /api/__mock/clock: `{ advance_days }` moves it forward (whole days, never back: 422 otherwise), `{ reset: true }`
 * goes back to real time.
 */
export const mockClockMove = type({ 'advance_days?': 'number.integer', 'reset?': 'true' })
export type MockClockMove = typeof mockClockMove.infer
