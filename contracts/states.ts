/**
 * Provider states the contracts rely on. The consumer tests name them in `given(...)`; the mock backend's
 * control API (POST /api/__mock/provider-state) sets them up; a real backend implements the same names (docs/backend-team.md).
 */
export const STATES = {
  /** The five seed personas exist (customer@example.com, vendor@example.com, ...). */
  personas: 'the seed personas exist',
  /** An open OTP challenge `id` with code `otp` for the persona of `role`. */
  otpChallenge: 'an OTP challenge is open',
  /** A bearer `token` that belongs to the persona of `role`. */
  signedIn: 'a user is signed in',
} as const

export type StateName = (typeof STATES)[keyof typeof STATES]

/** The fixed values the contracts use with those states. */
export const PACT_VALUES = {
  customerToken: 'pact-customer-token-0000000000000000000000000000000000000000',
  vendorToken: 'pact-vendor-token-00000000000000000000000000000000000000000',
  challengeId: 'pact-otp-challenge-0001',
  otp: '1234',
} as const
