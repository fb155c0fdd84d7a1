import { call } from './client'
import { verifyOtpResponse } from './schemas/auth'
import { mockSettings, mockSettingsUpdate, outboxResponse, pendingReviewsResponse, personasResponse } from './schemas/mock-control'
import { type } from 'arktype'

const ok = type({ ok: 'boolean' })

/** The mock backend's control API (demo panel and tests only). */
export const mockControl = {
  outbox: () => call('__mock/outbox', outboxResponse, { method: 'GET' }),
  reset: () => call('__mock/reset', ok),
  personas: () => call('__mock/personas', personasResponse, { method: 'GET' }),
  signInAs: (email: string) => call('__mock/personas/sign-in', verifyOtpResponse, { body: { email } }),
  settings: () => call('__mock/settings', mockSettings, { method: 'GET' }),
  saveSettings: (body: typeof mockSettingsUpdate.infer) => call('__mock/settings', mockSettings, { body }),
  pendingReviews: () => call('__mock/reviews/pending', pendingReviewsResponse, { method: 'GET' }),
  approveReview: (uuid: string) => call(`__mock/reviews/${encodeURIComponent(uuid)}/approve`, ok),
}
