import {
  isUpload,
  type CustomerRegisterRequest,
  type VendorDetails,
  type VendorRegisterRequest,
} from '../../../src/api/schemas/signup'
import { summary } from '../../../src/lib/contact-forms'
import {
  ACCOUNT_TYPES,
  SIGNUP_DOCUMENT_TYPE,
  SIGNUP_LIMITS,
  customerSignupErrors,
  tenDigitPhone,
  vendorSignupErrors,
  type FieldErrors,
  type VendorSignupValues,
} from '../../../src/lib/signup-rules'
import { SIGNUP_TEXTS } from '../../../src/lib/signup-texts'
import { USER_TYPE } from '../../../src/lib/user-type'
import { db, nextId } from '../../store/db'
import type { UserRecord } from '../../store/records'
import { findByUsername, openChallenge } from '../auth/rules'
import { clock, iso } from '../../clock/clock'
import { HttpError } from '../../kit/http-error'
import { bytesMatchType, dataUrlOf, describeFile, describeFiles, nameOf } from './files'
import { blankUser } from '../../store/blank-user'
import { announce } from '../../events/events'

const str = (v: unknown) => (typeof v === 'string' ? v : '')

/** A refusal of every broken rule at once, per field (as Laravel answers), so nothing is stored. */
function refuse(errors: FieldErrors): never {
  throw new HttpError(422, summary(errors), errors)
}

/** The rules only the server can check: a taken email or phone, an unknown state or referral code. */
function accountConflicts(
  v: { email: string; phone: string; state: string; have_referral: boolean; referral_by: string },
  errors: FieldErrors,
) {
  if (!errors.email && findByUsername(v.email)) errors.email = [SIGNUP_TEXTS.emailTaken]
  if (!errors.phone && findByUsername(tenDigitPhone(v.phone))) errors.phone = [SIGNUP_TEXTS.phoneTaken]
  if (!errors.state && !db.states.findFirst((q) => q.where({ id: Number(v.state) })))
    errors.state = [SIGNUP_TEXTS.stateUnknown]
  if (v.have_referral && !errors.referral_by && !referrerOf(v.referral_by))
    errors.referral_by = [SIGNUP_TEXTS.referralUnknown]
}

const referrerOf = (code: string) => {
  const c = code.trim().toLowerCase()
  return c ? db.users.findFirst((q) => q.where({ referral_code: (r) => r !== '' && r.toLowerCase() === c })) : undefined
}

/** Each file's bytes must be what its type says (a renamed .exe is not a png). */
async function checkBytes(files: Array<[string, unknown, string]>, errors: FieldErrors) {
  for (const [field, file, label] of files) {
    if (errors[field] || !isUpload(file)) continue
    if (!(await bytesMatchType(file)))
      errors[field] = [`The ${label} is not a valid ${file.type === 'application/pdf' ? 'PDF' : 'image'} file.`]
  }
}

/** A referral code for a new account: the first name's letters and a number, unique. */
function newReferralCode(fullName: string) {
  const stem =
    (fullName.split(' ')[0] ?? 'HOLA')
      .replace(/[^A-Za-z]/g, '')
      .toUpperCase()
      .slice(0, 8) || 'HOLA'
  for (let n = db.users.all().length + 1; ; n++) {
    const code = `${stem}${1000 + n}`
    if (!referrerOf(code)) return code
  }
}

async function noteReferral(user: UserRecord, have: boolean, code: string, now: number) {
  const referrer = have ? referrerOf(code) : undefined
  if (referrer)
    await db.referrals.create({
      id: nextId(db.referrals),
      user_id: user.id,
      referred_by_id: referrer.id,
      code: referrer.referral_code,
      created_at: iso(now),
    })
}

type AccountValues = Record<'full_name' | 'email' | 'phone' | 'address' | 'city' | 'pincode' | 'state', string>

/** What every new account holds from its sign-up form: who and where, a new referral code from `codeStem`. */
function newAccount(userType: UserRecord['userType'], values: AccountValues, codeStem: string, now: number) {
  return {
    ...blankUser(iso(now)),
    id: nextId(db.users),
    hash: crypto.randomUUID(),
    userType,
    full_name: values.full_name.trim(),
    email: values.email.trim().toLowerCase(),
    phone: tenDigitPhone(values.phone),
    referral_code: newReferralCode(codeStem),
    address: values.address.trim(),
    city: values.city.trim(),
    pincode: values.pincode.trim(),
    state_id: Number(values.state),
  }
}

/** The institute a student chose: an active one by id, or Others (0) named by them, found or added (as add-institutes). */
async function instituteFor(id: string, name: string) {
  if (id.trim() === '0') return (await addInstitute(name)).id
  return db.institutes.findFirst((q) => q.where({ id: Number(id), is_active: 1 }))?.id
}

/**
 * customer/register (spec 1 §5, §7): every rule of the form, then a taken email or phone, an unknown state, institute
 * or referral code, and a card that is not the image it claims; all refused at once, storing nothing. A new student
 * starts unverified, active, on no plan; the OTP goes to their phone (the outbox) and the answer is its challenge id.
 */
export async function registerCustomer(body: CustomerRegisterRequest, now = clock.now()) {
  const values = {
    full_name: str(body.full_name),
    email: str(body.email),
    phone: str(body.phone),
    aadhar_number: str(body.aadhar_number),
    address: str(body.address),
    city: str(body.city),
    state: str(body.state),
    pincode: str(body.pincode),
    enrollment_no: str(body.enrollment_no),
    expiry_date: str(body.expiry_date),
    institute: str(body.institute),
    institute_name: str(body.institute_name),
    card_media: describeFile(body.card_media),
    have_referral: body.is_referral === '1',
    referral_by: str(body.referral_by),
    disclaimer: body.disclaimer === '1',
  }
  const errors = customerSignupErrors(values, now) ?? {}
  accountConflicts(values, errors)
  if (
    !errors.institute &&
    values.institute !== '0' &&
    !db.institutes.findFirst((q) => q.where({ id: Number(values.institute), is_active: 1 }))
  ) {
    errors.institute = ['The selected institute is invalid.']
  }
  await checkBytes([['card_media', body.card_media, 'Student ID Card']], errors)
  if (Object.keys(errors).length) refuse(errors)

  const institute_id = (await instituteFor(values.institute, values.institute_name)) ?? null
  const user = await db.users.create({
    ...newAccount(USER_TYPE.customer, values, values.full_name, now),
    aadhar_number: values.aadhar_number.trim(),
    enrollment_no: values.enrollment_no.trim(),
    expiry_date: values.expiry_date.trim(),
    institute_id,
    card_image: await dataUrlOf(body.card_media as Blob),
  })
  await noteReferral(user, values.have_referral, values.referral_by, now)
  await announce(
    'account.created',
    { user_id: user.id, referral_code: values.have_referral ? values.referral_by.trim() : null },
    now,
  )
  return { id: await openChallenge(user, 'sms', now, 'registration'), user }
}

/** The vendor form's text fields as the rules read them (vendor/register and the franchise request's venderInfo). */
export function vendorValues(body: VendorDetails): VendorSignupValues {
  return {
    full_name: str(body.full_name),
    email: str(body.email),
    phone: str(body.phone),
    address: str(body.address),
    organization: str(body.organization),
    city: str(body.city),
    state: str(body.state),
    pincode: str(body.pincode),
    state_code: str(body.state_code),
    pan_no: str(body.pan_no),
    gst_no: str(body.gst_no),
    bank_name: str(body.bank_name),
    account_number: str(body.account_number),
    confirm_account_number: str(body.confirm_account_number),
    ifsc_code: str(body.ifsc_code),
    account_type: str(body.account_type),
    have_referral: body.is_referral === '1',
    referral_by: str(body.referral_by),
  }
}

type Documents = { bankDocuments?: unknown; panDocuments?: unknown }

/** Every broken rule of a vendor form and its documents, bytes included. */
export async function vendorFormErrors(values: VendorSignupValues, docs: Documents): Promise<FieldErrors> {
  const errors =
    vendorSignupErrors(values, {
      bankDocuments: describeFiles(docs.bankDocuments),
      panDocuments: describeFiles(docs.panDocuments),
    }) ?? {}
  for (const kind of ['bankDocuments', 'panDocuments'] as const) {
    const files = Array.isArray(docs[kind]) ? (docs[kind] as unknown[]) : []
    await checkBytes(
      files.map((f) => [kind, f, kind === 'bankDocuments' ? 'Bank Document' : 'PAN Document']),
      errors,
    )
  }
  return errors
}

/** The documents as stored: name, type and bytes (data URL), with the sign-up document type of their kind. */
export async function storedDocuments(docs: Documents) {
  const out: Array<{ doc_type: number; name: string; mime: string; path: string }> = []
  for (const kind of ['bankDocuments', 'panDocuments'] as const) {
    for (const f of (docs[kind] as Blob[] | undefined) ?? []) {
      out.push({ doc_type: SIGNUP_DOCUMENT_TYPE[kind], name: nameOf(f), mime: f.type, path: await dataUrlOf(f) })
    }
  }
  return out
}

/**
 * vendor/register (spec 1 §5, §7): the vendor's rules and documents, a taken email or phone, an unknown state or
 * referral code, all at once, storing nothing when refused. A new vendor may sign in at once, but their KYC is
 * pending: their deals stay hidden until staff verify the documents and approve them (the vendor_kyc staff kind).
 */
export async function registerVendor(body: VendorRegisterRequest, now = clock.now()) {
  const values = vendorValues(body)
  const errors = await vendorFormErrors(values, body)
  accountConflicts(values, errors)
  if (Object.keys(errors).length) refuse(errors)

  const user = await db.users.create({
    ...newAccount(USER_TYPE.vendor, values, values.organization, now),
    organization: values.organization.trim(),
    pan_no: values.pan_no.trim().toUpperCase(),
    gst_no: values.gst_no.trim() ? values.gst_no.trim().toUpperCase() : null,
  })
  await db.vendorAccounts.create({
    id: nextId(db.vendorAccounts),
    vendor_id: user.id,
    state_code: values.state_code.trim(),
    bank_name: values.bank_name.trim(),
    account_number: values.account_number.trim(),
    ifsc_code: values.ifsc_code.trim().toUpperCase(),
    account_type: values.account_type as (typeof ACCOUNT_TYPES)[number],
    kyc_status: 'pending',
    created_at: iso(now),
  })
  for (const d of await storedDocuments(body)) {
    await db.vendorDocuments.create({
      id: nextId(db.vendorDocuments),
      vendor_id: user.id,
      ...d,
      is_verified: 0,
      rejected_at: null,
      created_at: iso(now),
    })
  }
  await noteReferral(user, values.have_referral, values.referral_by, now)
  await announce(
    'account.created',
    { user_id: user.id, referral_code: values.have_referral ? values.referral_by.trim() : null },
    now,
  )
  return { id: await openChallenge(user, 'sms', now, 'registration'), user }
}

/**
 * customer/add-institutes (spec 1 §7): the institute a student named under Others. A name already held (any case)
 * answers that institute instead of a second copy; is_active 1 (what the client sends) makes it searchable at once.
 */
export async function addInstitute(name: string, isActive: 0 | 1 = 1) {
  const n = name.trim().replace(/\s+/g, ' ')
  if (!n) throw new HttpError(422, 'The name field is required.', { name: ['The name field is required.'] })
  if (n.length > SIGNUP_LIMITS.institute_name) {
    const text = `The name field must not be greater than ${SIGNUP_LIMITS.institute_name} characters.`
    throw new HttpError(422, text, { name: [text] })
  }
  const same = db.institutes.findFirst((q) => q.where({ name: (x) => x.toLowerCase() === n.toLowerCase() }))
  if (same) return same
  const id = nextId(db.institutes)
  return db.institutes.create({ id, name: n, institute_id: `INST-${String(id).padStart(4, '0')}`, is_active: isActive })
}
