import type { CustomerSaveProfileRequest } from '../../../src/api/schemas/profile'
import { summary } from '../../../src/lib/contact-forms'
import { customerProfileErrors, expiryMonth, optionalImageError } from '../../../src/lib/profile-rules'
import { groupAadhar, tenDigitPhone } from '../../../src/lib/signup-rules'
import { db, nextId } from '../../store/db'
import type { UserRecord } from '../../store/records'
import { clock } from '../../clock/clock'
import { HttpError } from '../../kit/http-error'

/** Texts of the profile save that only the server gives. */
export const PROFILE_SAVE_TEXTS = {
  verifyEmailFirst: 'Verify the new email address with the code first (the tick beside it).',
  verifyPhoneFirst: 'Verify the new phone number with the code first (the tick beside it).',
  unknownState: 'The selected state is invalid.',
  unknownInstitute: 'The selected institute is invalid.',
  notAFile: (field: string) => `The ${field.replace(/_/g, ' ')} field must be a file.`,
} as const

/**
 * What the customer's and the vendor's saves refuse alike, added to the form rules' errors: an email or phone that was
 * not verified by its code, a state not on the list. Returns how to add more: each field keeps its first error.
 */
export function checkContactsAndState(
  errors: Record<string, string[]>,
  user: UserRecord,
  body: { email: string; phone: string },
  state: number | null,
  rawState: string | number,
) {
  const put = (field: string, text: string | undefined) => {
    if (text && !errors[field]) errors[field] = [text]
  }
  if (body.email.trim().toLowerCase() !== user.email.toLowerCase()) put('email', PROFILE_SAVE_TEXTS.verifyEmailFirst)
  if (tenDigitPhone(body.phone) !== tenDigitPhone(user.phone)) put('phone', PROFILE_SAVE_TEXTS.verifyPhoneFirst)
  // Sent but not one of the states (not a whole number, 0, or not on the list): invalid, as Laravel's `exists` says.
  if (!isBlank(rawState) && (state === null || state <= 0 || !db.states.findFirst((q) => q.where({ id: state }))))
    put('state', PROFILE_SAVE_TEXTS.unknownState)
  return put
}

/** Laravel's `required` takes a blank text as missing; anything else was sent. */
export const isBlank = (v: string | number) => typeof v === 'string' && v.trim() === ''
/** The form's text for a field the id rules check separately: blank stays blank (required), anything sent is kept. */
export const sentText = (v: string | number) => (isBlank(v) ? '' : String(v).trim())

const idOf = (v: string | number) => (typeof v === 'number' ? v : /^\d+$/.test(v.trim()) ? Number(v.trim()) : null)
/** A file part of a multipart body (by shape: the runtimes' File classes differ, so instanceof is not reliable). */
export const isFile = (v: unknown): v is Blob =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as Blob).arrayBuffer === 'function' &&
  typeof (v as Blob).type === 'string' &&
  typeof (v as Blob).size === 'number'

/** A photo as a data URL, so the browser mock keeps it across reloads like any other field. */
export async function dataUrl(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer())
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return `data:${file.type};base64,${btoa(binary)}`
}

function fileError(field: string, label: string, value: unknown): string | undefined {
  if (value === undefined || value === '' || value === null) return undefined
  return isFile(value)
    ? optionalImageError(value as Blob & { name: string }, label)
    : PROFILE_SAVE_TEXTS.notAFile(field)
}

/**
 * customer/save-profile (spec 1 §7): every rule of spec 1 §5 at once, as a 422 per field. Email and phone change only
 * through their codes (resend-phone-email-otp, verify-phone), so a save with a different one is refused under that
 * field. The Others institute (id 0) adds the named institute, inactive until staff review it. Nothing is stored from
 * a refused save.
 */
export async function saveCustomerProfile(user: UserRecord, body: CustomerSaveProfileRequest, now = clock.now()) {
  const state = idOf(body.state)
  const institute = idOf(body.institute)
  const expiry = expiryMonth(body.expiry_date)
  const values = {
    full_name: body.full_name,
    email: body.email,
    phone: body.phone,
    aadhar_number: groupAadhar(body.aadhar_number.trim()),
    address: body.address,
    city: body.city,
    state: sentText(body.state),
    pincode: body.pincode,
    enrollment_no: body.enrollment_no,
    expiry_date: expiry || body.expiry_date,
    institute: sentText(body.institute),
    institute_name: body.institute_name ?? '',
  }
  const errors = customerProfileErrors(values, now) ?? {}
  const put = checkContactsAndState(errors, user, body, state, body.state)
  // 0 is Others (spec 1 §5); anything else sent must be an institute on the list.
  if (
    !isBlank(body.institute) &&
    (institute === null ||
      institute < 0 ||
      (institute > 0 && !db.institutes.findFirst((q) => q.where({ id: institute }))))
  )
    put('institute', PROFILE_SAVE_TEXTS.unknownInstitute)
  put('image', fileError('image', 'image', body.image))
  put('card_media', fileError('card_media', 'Student ID Card', body.card_media))
  if (Object.keys(errors).length) throw new HttpError(422, summary(errors), errors)

  const image = isFile(body.image) ? await dataUrl(body.image) : null
  const card = isFile(body.card_media) ? await dataUrl(body.card_media) : null
  let instituteId = institute!
  if (institute === 0) {
    instituteId = nextId(db.institutes)
    await db.institutes.create({
      id: instituteId,
      name: body.institute_name!.trim(),
      institute_id: `INST-${String(instituteId).padStart(4, '0')}`,
      is_active: 0,
    })
  }
  await db.users.update((q) => q.where({ id: user.id }), {
    data(r) {
      r.full_name = body.full_name.trim()
      r.aadhar_number = groupAadhar(body.aadhar_number.trim())
      r.address = body.address.trim()
      r.city = body.city.trim()
      r.state_id = state
      r.pincode = body.pincode.trim()
      r.enrollment_no = body.enrollment_no.trim()
      r.expiry_date = expiry
      r.institute_id = instituteId
      if (image) r.image = image
      if (card) r.card_image = card
    },
  })
}
