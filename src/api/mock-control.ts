import { call } from './client'
import { MOCK_CONTROL } from './mock-control-endpoints'
import { verifyOtpResponse } from './schemas/auth'
import {
  mockClock,
  type MockClockMove,
  mockSettings,
  mockSettingsUpdate,
  outboxResponse,
  personasResponse,
  requestLogResponse,
  type StaffAction,
  type StaffApproval,
  staffQueueResponse,
} from './schemas/mock-control'
import { type } from 'arktype'

const ok = type({ ok: 'boolean' })

/** The mock backend's control API (demo panel and tests only). */
export const mockControl = {
  outbox: () => call(MOCK_CONTROL['GET __mock/outbox'], outboxResponse),
  requests: (status?: '4xx' | '5xx') =>
    call(MOCK_CONTROL['GET __mock/requests'], requestLogResponse, { query: status ? { status } : {} }),
  reset: () => call(MOCK_CONTROL['POST __mock/reset'], ok),
  personas: () => call(MOCK_CONTROL['GET __mock/personas'], personasResponse),
  signInAs: (email: string) =>
    call(MOCK_CONTROL['POST __mock/personas/sign-in'], verifyOtpResponse, { body: { email } }),
  settings: () => call(MOCK_CONTROL['GET __mock/settings'], mockSettings),
  saveSettings: (body: typeof mockSettingsUpdate.infer) =>
    call(MOCK_CONTROL['POST __mock/settings'], mockSettings, { body }),
  clock: () => call(MOCK_CONTROL['GET __mock/clock'], mockClock),
  moveClock: (body: MockClockMove) => call(MOCK_CONTROL['POST __mock/clock'], mockClock, { body }),
  staffQueue: (query: { kind?: string; search?: string } = {}) =>
    call(MOCK_CONTROL['GET __mock/staff/queue'], staffQueueResponse, {
      query: Object.fromEntries(Object.entries(query).filter((e): e is [string, string] => Boolean(e[1]))),
    }),
  approve: (kind: string, id: string, body: StaffApproval = {}) =>
    call(MOCK_CONTROL['POST __mock/staff/{kind}/{id}/approve'], ok, { params: { kind, id }, body }),
  reject: (kind: string, id: string, body: StaffAction = {}) =>
    call(MOCK_CONTROL['POST __mock/staff/{kind}/{id}/reject'], ok, { params: { kind, id }, body }),
}
