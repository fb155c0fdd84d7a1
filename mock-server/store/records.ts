import { type } from '../../src/api/schemas/lazy'
import { sessionUser } from '../../src/api/schemas/auth'
import { membershipPlan } from '../../src/api/schemas/membership'
import { outboxMessage } from '../../src/api/schemas/mock-control'

/**
 * A person who can sign in: a customer (userType 2) or a vendor (userType 1). Foreign keys are plain ids, as in a real
 * database. Who they are and their verification marks are the wire's session user's fields, taken from it.
 */
export const userRecord = sessionUser
  .pick(
    'id',
    'hash',
    'userType',
    'full_name',
    'email',
    'phone',
    'image',
    'is_email_verified',
    'is_verified',
    'referral_code',
  )
  .and({
    /** Customers: 1 active, 4 expired. Vendors: unused. */
    approve_status: 'number',
    /** Vendors: KYC approved. */
    is_approved: '0 | 1',
    hola_category_id: 'number | null',
    address: 'string',
    city: 'string',
    pincode: 'string',
    state_id: 'number | null',
    latitude: 'number | null',
    longitude: 'number | null',
    organization: 'string',
    description: 'string',
    aadhar_number: 'string',
    enrollment_no: 'string',
    expiry_date: 'string',
    institute_id: 'number | null',
    pan_no: 'string',
    gst_no: 'string | null',
    email_verified_at: 'string | null',
    created_at: 'string',
    /** Customers: the student ID card's picture, once uploaded (a data URL in the mock). */
    'card_image?': 'string',
  })
export type UserRecord = typeof userRecord.infer

export const tokenRecord = type({
  token: 'string',
  user_id: 'number',
  userType: '1 | 2',
  created_at: 'string',
  revoked: 'boolean',
})
export type TokenRecord = typeof tokenRecord.infer

/** A one-time-password challenge opened by authenticate (or register), bound to one user. */
export const otpChallengeRecord = type({
  id: 'string',
  user_id: 'number',
  userType: '1 | 2',
  code: 'string',
  /** ms since epoch */
  expires_at: 'number',
  failed_attempts: 'number',
  status: "'open' | 'used' | 'replaced' | 'locked'",
  /** Registration's challenge: the phone or email the code went to, verified by the right code (sign-in's verify nothing). */
  'verifies?': 'string',
})
export type OtpChallengeRecord = typeof otpChallengeRecord.infer

/** Everything the backend would send to a person: OTP SMS, emails. Same shape as the control API's outbox message. */
export const outboxRecord = outboxMessage
export type OutboxRecord = typeof outboxRecord.infer

/**
 * A membership plan (Hola category): the wire's plan without its margins, which live in holaMargins. Amounts are
 * rupees, as the wire carries them.
 */
export const holaCategoryRecord = membershipPlan.omit('hola_category_margin')
export type HolaCategoryRecord = typeof holaCategoryRecord.infer

export const stateRecord = type({ id: 'number', name: 'string' })
export type StateRecord = typeof stateRecord.infer
