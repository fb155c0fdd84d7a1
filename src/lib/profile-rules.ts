/**
 * The rules of the customer profile (spec 1 §5, "Customer sign-up and profile"): sign-up's rules (signup-rules.ts)
 * minus what the profile does not ask again (the student ID card already on file, the referral code, the disclaimer),
 * plus the profile's own texts. One copy for the profile form and the mock backend.
 */
import {
  IMAGE_TYPES,
  customerSignupErrors,
  fileError,
  type CustomerSignupValues,
  type FieldErrors,
  type UploadedFile,
} from './signup-rules'
import { EXPIRED_ACCOUNT_TEXT } from './account-status'
import { appNow } from './app-clock'

export const PROFILE_TEXTS = {
  saved: 'Profile updated successfully.',
  expired: EXPIRED_ACCOUNT_TEXT,
  copied: 'Referral code copied',
  linkCopied: 'Share link copied: whoever signs up by it brings you Hola',
  copyFailed: 'Oops, unable to copy',
} as const

/** The profile form's values: sign-up's fields without the ID card, referral and disclaimer. */
export type CustomerProfileValues = Omit<
  CustomerSignupValues,
  'card_media' | 'have_referral' | 'referral_by' | 'disclaimer'
>

/** Stands for the ID card sign-up required and the profile keeps: present, so the card's rule passes. */
const ON_FILE: UploadedFile = { name: 'on-file.png', type: 'image/png', size: 1 }

/** Every broken rule of the customer profile, per wire field; null when the form is valid. */
export function customerProfileErrors(v: CustomerProfileValues, now = appNow()): FieldErrors | null {
  return customerSignupErrors(
    { ...v, card_media: ON_FILE, have_referral: false, referral_by: '', disclaimer: true },
    now,
  )
}

/** A new photo or ID card on the profile is optional; one that is sent must be a png or jpeg within the size limit. */
export const optionalImageError = (file: UploadedFile | null | undefined, label: string) =>
  file && file.size > 0 ? fileError(file, label, IMAGE_TYPES, '') : undefined

/** The expiry month as MM/YYYY from the wire's `MM/DD/YYYY` (save-profile) or `MM/YYYY` (get-user); '' otherwise. */
export function expiryMonth(wire: string): string {
  const m = /^(\d{2})\/(?:\d{2}\/)?(\d{4})$/.exec(wire.trim())
  return m ? `${m[1]}/${m[2]}` : ''
}
/** save-profile's expiry_date, MM/DD/YYYY (spec 1 §7), from the month picker's MM/YYYY: the first of the month. */
export const expiryWire = (month: string) =>
  /^\d{2}\/\d{4}$/.test(month) ? `${month.slice(0, 2)}/01/${month.slice(3)}` : month
