/**
 * The rules of the visitor forms (spec 3 §5): the newsletter and the inquiry. One copy, used by the forms in the
 * browser and by the mock backend, worded as Laravel's validator words them so both sides show the same text.
 */

import { maxText, requiredText, textError } from './form-rules'

export type FieldErrors = Record<string, string[]>

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/

const isEmailAddress = (value: string) => EMAIL.test(value.trim())

/**
 * An Indian mobile number (India is the one active country) as +91 and ten digits starting 6–9, or null.
 * Accepts what people type: spaces, dashes, a leading 0, 91 or +91.
 */
export function indianMobile(value: string): string | null {
  const compact = value.trim().replace(/[\s\-().]/g, '')
  const m = /^(?:\+91|0091|91|0)?([6-9]\d{9})$/.exec(compact)
  return m ? `+91${m[1]}` : null
}

export const FIELD_LIMITS = {
  newsletterName: 100,
  email: 100,
  /** A phone number as typed: +91 and ten digits, with spaces. */
  phone: 16,
  inquiryName: 230,
  subject: 255,
  notes: 2000,
} as const

/** Name: required, at most `max` characters. */
export const nameError = (value: string, max: number) => textError('name', value, max)

/** Email: required, a valid address, at most 100 characters. */
export function emailError(value: string): string | undefined {
  const v = value.trim()
  if (!v) return requiredText('email')
  if (v.length > FIELD_LIMITS.email) return maxText('email', FIELD_LIMITS.email)
  if (!isEmailAddress(v)) return 'The email field must be a valid email address.'
  return undefined
}

/** Phone: required, an Indian mobile number. */
export function phoneError(value: string): string | undefined {
  if (!value.trim()) return requiredText('phone')
  if (!indianMobile(value)) return 'The phone field must be a valid Indian mobile number.'
  return undefined
}

/** Newsletter categories: at least one. */
export const categoryError = (ids: readonly number[]) => (ids.length === 0 ? requiredText('category') : undefined)

export const subjectError = (value: string) => textError('subject', value, FIELD_LIMITS.subject)
export const notesError = (value: string) => textError('notes', value, FIELD_LIMITS.notes)

function collect(entries: Array<[string, string | undefined]>): FieldErrors | null {
  const errors: FieldErrors = {}
  for (const [field, error] of entries) if (error) errors[field] = [error]
  return Object.keys(errors).length ? errors : null
}

export type NewsletterValues = { name: string; email: string; phone: string; category: readonly number[] }
/** Every broken newsletter rule, per field; null when the form is valid. */
export const newsletterErrors = (v: NewsletterValues) =>
  collect([
    ['name', nameError(v.name, FIELD_LIMITS.newsletterName)],
    ['email', emailError(v.email)],
    ['phone', phoneError(v.phone)],
    ['category', categoryError(v.category)],
  ])

export type InquiryValues = { name: string; email: string; subject: string; notes: string }
/** Every broken inquiry rule, per field; null when the form is valid. */
export const inquiryErrors = (v: InquiryValues) =>
  collect([
    ['name', nameError(v.name, FIELD_LIMITS.inquiryName)],
    ['email', emailError(v.email)],
    ['subject', subjectError(v.subject)],
    ['notes', notesError(v.notes)],
  ])

/** Laravel's summary message of a 422: the first error, and how many more there are. */
export function summary(errors: FieldErrors): string {
  const all = Object.values(errors).flat()
  const first = all[0] ?? 'The given data was invalid.'
  return all.length > 1 ? `${first} (and ${all.length - 1} more error${all.length > 2 ? 's' : ''})` : first
}
