import { call } from './client'
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
  outbox: () => call('__mock/outbox', outboxResponse, { method: 'GET' }),
  requests: (status?: '4xx' | '5xx') =>
    call(`__mock/requests${status ? `?status=${status}` : ''}`, requestLogResponse, { method: 'GET' }),
  reset: () => call('__mock/reset', ok),
  personas: () => call('__mock/personas', personasResponse, { method: 'GET' }),
  signInAs: (email: string) => call('__mock/personas/sign-in', verifyOtpResponse, { body: { email } }),
  settings: () => call('__mock/settings', mockSettings, { method: 'GET' }),
  saveSettings: (body: typeof mockSettingsUpdate.infer) => call('__mock/settings', mockSettings, { body }),
  clock: () => call('__mock/clock', mockClock, { method: 'GET' }),
  moveClock: (body: MockClockMove) => call('__mock/clock', mockClock, { body }),
  staffQueue: (query: { kind?: string; search?: string } = {}) => {
    const params = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => Boolean(e[1])))
    return call(`__mock/staff/queue${params.size ? `?${params}` : ''}`, staffQueueResponse, { method: 'GET' })
  },
  approve: (kind: string, id: string, body: StaffApproval = {}) =>
    call(`__mock/staff/${encodeURIComponent(kind)}/${encodeURIComponent(id)}/approve`, ok, { body }),
  reject: (kind: string, id: string, body: StaffAction = {}) =>
    call(`__mock/staff/${encodeURIComponent(kind)}/${encodeURIComponent(id)}/reject`, ok, { body }),
}
