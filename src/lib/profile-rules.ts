/**
 * The rules of the customer profile (spec 1 §5, "Customer sign-up and profile"): one copy for the profile form and the
 * mock backend, worded as Laravel's validator words them (the Aadhar text is the spec's own).
 */
import { emailError, maxText, phoneError, requiredText, type FieldErrors } from './contact-forms'

export const PROFILE_LIMITS = { fullName: 255, address: 750, city: 100, pincode: 10, expiryYears: 5 } as const

const NAME = /^[A-Za-z ]+$/
/** 12 digits in three groups of four, first digit 2–9 (spec 1 §5). */
const AADHAR = /^[2-9]\d{3} \d{4} \d{4}$/

export const PROFILE_TEXTS = {
  nameLetters: 'The full name field must only contain letters and spaces.',
  aadharInvalid: 'The Aadhar Card Number is invalid.',
  pincodeNumeric: 'The pincode field must be a number.',
  enrollmentNumeric: 'The enrollment no field must be a number.',
  expiryRange: 'The expiry date must be a month from now to 5 years ahead.',
  instituteName: 'The institute name field is required when Others is chosen.',
  imageType: 'The image field must be a file of type: png, jpeg.',
  imageSize: 'The image field must not be greater than 1024 kilobytes.',
  saved: 'Profile updated successfully.',
  expired: 'Your account has been expired.',
  copied: 'Referral code copied',
  copyFailed: 'Oops, unable to copy',
} as const

/** Photos: png or jpeg only (spec 1 §9), at most 1 MB (a cropped photo is a few kilobytes). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg'] as const
export const IMAGE_MAX_BYTES = 1024 * 1024
export function imageError(file: { type: string; size: number }): string | undefined {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return PROFILE_TEXTS.imageType
  if (file.size > IMAGE_MAX_BYTES) return PROFILE_TEXTS.imageSize
  return undefined
}

/** Shown grouped once 12 digits long: `234567890123` → `2345 6789 0123` (spec 1 §5). */
export function groupAadhar(value: string): string {
  const digits = value.replace(/\D/g, '')
  return digits.length === 12 ? `${digits.slice(0, 4)} ${digits.slice(4, 8)} ${digits.slice(8)}` : value
}

function text(field: string, value: string, max: number) {
  const v = value.trim()
  if (!v) return requiredText(field)
  if (v.length > max) return maxText(field, max)
  return undefined
}

export function fullNameError(value: string) {
  return text('full_name', value, PROFILE_LIMITS.fullName) ?? (NAME.test(value.trim()) ? undefined : PROFILE_TEXTS.nameLetters)
}
export const aadharError = (value: string) => (!value.trim() ? requiredText('aadhar_number') : AADHAR.test(groupAadhar(value.trim())) ? undefined : PROFILE_TEXTS.aadharInvalid)
export const addressError = (value: string) => text('address', value, PROFILE_LIMITS.address)
export const cityError = (value: string) => text('city', value, PROFILE_LIMITS.city)
export const stateError = (id: number | null) => (id === null || id <= 0 ? requiredText('state') : undefined)
export function pincodeError(value: string) {
  return text('pincode', value, PROFILE_LIMITS.pincode) ?? (/^\d+$/.test(value.trim()) ? undefined : PROFILE_TEXTS.pincodeNumeric)
}
export const enrollmentError = (value: string) => (!value.trim() ? requiredText('enrollment_no') : /^\d+$/.test(value.trim()) ? undefined : PROFILE_TEXTS.enrollmentNumeric)

/** A month as `YYYY-MM` (the month picker's value) from the wire's `MM/DD/YYYY` (save) or `MM/YYYY` (get-user). */
export function expiryMonth(wire: string): string {
  const full = /^(\d{2})\/\d{2}\/(\d{4})$/.exec(wire)
  if (full) return `${full[2]}-${full[1]}`
  const short = /^(\d{2})\/(\d{4})$/.exec(wire)
  return short ? `${short[2]}-${short[1]}` : ''
}
/** The wire's `MM/DD/YYYY` for save-profile (the first of the month). */
export const expiryWire = (month: string) => (/^\d{4}-\d{2}$/.test(month) ? `${month.slice(5)}/01/${month.slice(0, 4)}` : '')

/** The month picker's range: from this month to 5 years ahead (spec 1 §5, §9). */
export function expiryRange(now: Date) {
  const m = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`
  return { min: m(now), max: m(new Date(now.getFullYear() + PROFILE_LIMITS.expiryYears, now.getMonth(), 1)) }
}
export function expiryError(month: string, now: Date) {
  if (!month) return requiredText('expiry_date')
  const { min, max } = expiryRange(now)
  return /^\d{4}-\d{2}$/.test(month) && month >= min && month <= max ? undefined : PROFILE_TEXTS.expiryRange
}

export type CustomerProfileValues = {
  full_name: string
  email: string
  phone: string
  aadhar_number: string
  address: string
  city: string
  state: number | null
  pincode: string
  enrollment_no: string
  /** YYYY-MM */
  expiry: string
  institute: number | null
  institute_name: string
}

/** Every broken rule of the customer profile, per wire field; null when the form is valid. */
export function customerProfileErrors(v: CustomerProfileValues, now: Date): FieldErrors | null {
  const errors: FieldErrors = {}
  const put = (field: string, error: string | undefined) => {
    if (error) errors[field] = [error]
  }
  put('full_name', fullNameError(v.full_name))
  put('email', emailError(v.email))
  put('phone', phoneError(v.phone))
  put('aadhar_number', aadharError(v.aadhar_number))
  put('address', addressError(v.address))
  put('city', cityError(v.city))
  put('state', stateError(v.state))
  put('pincode', pincodeError(v.pincode))
  put('enrollment_no', enrollmentError(v.enrollment_no))
  put('expiry_date', expiryError(v.expiry, now))
  if (v.institute === null) put('institute', requiredText('institute'))
  else if (v.institute === 0 && !v.institute_name.trim()) put('institute_name', PROFILE_TEXTS.instituteName)
  return Object.keys(errors).length ? errors : null
}
