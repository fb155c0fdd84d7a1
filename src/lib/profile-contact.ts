/**
 * Changing or verifying an email or phone from the profile (spec 1 §4, §8): the texts the profile shows and the mock
 * answers with, written once.
 */
export const CONTACT_CHANGE_TEXTS = {
  otpSent: 'Otp sent successfully',
  emailVerified: 'Email updated and verified successfully',
  phoneVerified: 'Phone number updated and verified successfully',
  emailTaken: 'Email has already taken',
  phoneTaken: 'Phone number has already taken',
  alreadyVerified: 'This is already your verified address. Change it first to send a code.',
  otpInvalid: 'The OTP you entered is invalid.',
  otpExpired: 'This code has expired. Please resend the OTP.',
  noCode: 'No code was sent for this value. Please send a new code.',
  notYours: 'You can only verify your own email or phone.',
} as const

export type ContactKind = 'email' | 'phone'

/** Only an unverified or changed value can be sent for verification (spec 1 §4). */
export const canSendCode = (current: { value: string; verified: boolean }, edited: string) =>
  edited.trim() !== '' && (edited.trim().toLowerCase() !== current.value.trim().toLowerCase() || !current.verified)
