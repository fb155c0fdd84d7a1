import { type } from '../../src/api/schemas/lazy'
import { mockSettingsUpdate, type MockSettings } from '../../src/api/schemas/mock-control'

/** The statuses a planned fault can answer with: the error answers the client handles, and an unavailable backend. */
export const FAULT_STATUSES = [401, 403, 404, 406, 409, 422, 429, 500, 503] as const
export type FaultStatus = (typeof FAULT_STATUSES)[number]
export const DEFAULT_FAULT_STATUS: FaultStatus = 503

/** Optional on the wire: a plan without it answers 503, as before `fail_status` existed. */
const faultStatus = type.enumerated(...FAULT_STATUSES)

export type MockServerSettings = MockSettings & { fail_status: FaultStatus }
/** POST /api/__mock/settings: only the fields it names (others are dropped); `fail_status` outside FAULT_STATUSES is a 422. */
export const mockServerSettingsUpdate = mockSettingsUpdate
  .and({ 'fail_status?': faultStatus })
  .onUndeclaredKey('delete')
export type MockServerSettingsUpdate = typeof mockServerSettingsUpdate.infer

/** Live settings of the mock (not persisted with the data). */
export const settings: MockServerSettings = {
  latency_ms: 0,
  fail_next: 0,
  fail_path: '',
  fail_status: DEFAULT_FAULT_STATUS,
}

/**
 * Applies a POST /api/__mock/settings body. A body that plans faults (names `fail_next`) is a new plan: what it does
 * not name is the default (`fail_status` 503, `fail_path` '' = any call), so an earlier plan's status or path never
 * leaks into the next one (the demo panel only plans 503s on any call).
 */
export function updateSettings(body: MockServerSettingsUpdate): MockServerSettings {
  const next = body.fail_next !== undefined ? { fail_status: DEFAULT_FAULT_STATUS, fail_path: '', ...body } : body
  return Object.assign(settings, next)
}

/** Back to no planned fault (POST /api/__mock/reset). */
export function clearFaults() {
  settings.fail_next = 0
  settings.fail_path = ''
  settings.fail_status = DEFAULT_FAULT_STATUS
}

/** The header a planned fault's answer carries, so the request log can tell it from a real refusal. */
export const PLANNED_FAULT_HEADER = 'x-mock-planned-fault'

/** What a Laravel backend answers with each fault status. */
const FAULT_BODIES: Record<FaultStatus, Record<string, unknown>> = {
  401: { message: 'Unauthenticated.' },
  403: { message: 'This action is unauthorized.' },
  404: { message: 'Not Found' },
  406: { message: 'Not Acceptable' },
  409: { message: 'Conflict', msg: 'Conflict' },
  422: { message: 'The given data was invalid.', errors: {} },
  429: { message: 'Too Many Attempts.' },
  500: { message: 'Server Error' },
  503: { message: 'The service is unavailable right now. Please try again.' },
}

export type Fault = { status: FaultStatus; body: Record<string, unknown> }

/**
 * Takes one planned fault for this path, if any is left (the demo panel's "Fail the next call", the tests' error
 * states): the status and Laravel-style body to answer with, or null to answer normally.
 */
export function takeFault(path: string): Fault | null {
  if (settings.fail_next <= 0 || !path.includes(settings.fail_path)) return null
  settings.fail_next -= 1
  return { status: settings.fail_status, body: { ...FAULT_BODIES[settings.fail_status] } }
}
