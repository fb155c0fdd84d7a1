/**
 * The sign-up rules of spec 1 §5 (customer, vendor, franchise request), written once for the sign-up panels and the
 * mock backend, worded as Laravel's validator words them (spec texts where the spec gives one), so a refused field
 * shows the same sentence whichever side caught it. Checks that need the database (a taken email, an unknown
 * referral code) are the server's alone: mock-server/areas/signup/rules.ts.
 */
import { FIELD_LIMITS, emailError, indianMobile, type FieldErrors } from './contact-forms'
import { requiredText, textError } from './form-rules'
import { SIGNUP_TEXTS } from './signup-texts'
import { appNow } from './app-clock'

export type { FieldErrors }

/** What the rules need of an uploaded file: the browser's File and the mock's parsed form file both have it. */
export type UploadedFile = { name: string; type: string; size: number }

/** Spec 1 §9: images are png or jpeg; vendor documents also jpg and pdf. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg'] as const
export const DOCUMENT_TYPES = ['image/png', 'image/jpeg', 'application/pdf'] as const
export const DOCUMENT_ACCEPT = '.jpeg,.jpg,.png,.pdf,image/png,image/jpeg,application/pdf'
export const IMAGE_ACCEPT = '.png,.jpeg,.jpg,image/png,image/jpeg'
/** A sane upper bound per file (the spec names none): 1 MB. The mock keeps files as data URLs (docs/decisions/sign-up.md). */
export const MAX_FILE_KB = 1024
/** Spec 1 §9: a vendor holds at most 7 documents; at sign-up each kind may carry a few pages. */
export const MAX_DOCUMENTS_PER_KIND = 3

/** Spec 1 §9: the student ID card is cropped to 150 × 200. */
export const ID_CARD_SIZE = { width: 150, height: 200 } as const
/** The card's crop frames: spec 1 §9's 150 × 200, and the same turned for a card printed landscape. */
export const ID_CARD_FRAMES = {
  portrait: { ratio: ID_CARD_SIZE.width / ID_CARD_SIZE.height, ...ID_CARD_SIZE },
  landscape: {
    ratio: ID_CARD_SIZE.height / ID_CARD_SIZE.width,
    width: ID_CARD_SIZE.height,
    height: ID_CARD_SIZE.width,
  },
} as const

/** Spec 1 §9: the account types a vendor's bank account can have. */
export const ACCOUNT_TYPES = ['Saving', 'Current', 'Salary'] as const

/**
 * The longest text each sign-up field may hold, by wire name (the forms' maxLength and the rules' "not greater than").
 * Sign-up is multipart, its schema loose (src/api/schemas/signup.ts), so these are the source; the profile uses them too.
 */
export const SIGNUP_LIMITS = {
  full_name: 255,
  email: FIELD_LIMITS.email,
  phone: FIELD_LIMITS.phone,
  /** 12 digits in three groups of four. */
  aadhar_number: 14,
  address: 750,
  city: 100,
  organization: 100,
  pincode: 10,
  state_code: 3,
  referral_by: 230,
  institute_name: 255,
  enrollment_no: 50,
  pan_no: 10,
  gst_no: 15,
  bank_name: 100,
  account_number: 30,
  confirm_account_number: 30,
  ifsc_code: 11,
} as const

const LETTERS_AND_SPACES = /^[A-Za-z][A-Za-z ]*$/
/** Spec 1 §5: 12 digits in three groups of four separated by single spaces, the first digit 2 to 9. */
const AADHAR = /^[2-9]\d{3} \d{4} \d{4}$/
const PAN = /^[A-Z]{5}\d{4}[A-Z]$/
/** Spec 1 §5: 2 digits, 5 capitals, 4 digits, a capital, an alphanumeric, Z, an alphanumeric. */
const GST = /^\d{2}[A-Z]{5}\d{4}[A-Z][A-Z\d]Z[A-Z\d]$/
const IFSC = /^[A-Z]{4}0[A-Z\d]{6}$/
const DIGITS = /^\d+$/

/** The formats the rules check (on the trimmed value), by wire name: the OpenAPI document states them as patterns. */
export const SIGNUP_PATTERNS = {
  full_name: LETTERS_AND_SPACES,
  aadhar_number: AADHAR,
  pan_no: PAN,
  gst_no: GST,
  ifsc_code: IFSC,
  pincode: DIGITS,
  enrollment_no: DIGITS,
  account_number: DIGITS,
  state_code: /^\d{1,3}$/,
} as const

/** Shows an Aadhar number in groups of four once 12 digits are typed (spec 1 §5); anything else is left as typed. */
export function groupAadhar(value: string): string {
  const digits = value.replace(/\s/g, '')
  return /^\d{12}$/.test(digits) ? digits.replace(/(\d{4})(\d{4})(\d{4})/, '$1 $2 $3') : value
}

function fullNameError(value: string): string | undefined {
  return (
    textError('full_name', value, SIGNUP_LIMITS.full_name) ??
    (LETTERS_AND_SPACES.test(value.trim()) ? undefined : SIGNUP_TEXTS.fullNameLetters)
  )
}

/** Spec 1 §5: 'The Phone Number field is required.'; India is the one active country. */
export function signupPhoneError(value: string): string | undefined {
  if (!value.trim()) return SIGNUP_TEXTS.phoneRequired
  return indianMobile(value) ? undefined : SIGNUP_TEXTS.phoneInvalid
}

/** The ten digits an Indian mobile is stored as (the personas' phones are stored so). */
export const tenDigitPhone = (value: string) => indianMobile(value)?.slice(3) ?? value.trim()

function numericText(field: string, label: string, value: string, max: number): string | undefined {
  return textError(field, value, max) ?? (DIGITS.test(value.trim()) ? undefined : SIGNUP_TEXTS.numeric(label))
}

export const aadharError = (value: string) =>
  !value.trim()
    ? requiredText('Aadhar_Card_Number')
    : AADHAR.test(value.trim())
      ? undefined
      : SIGNUP_TEXTS.aadharInvalid

/** MM/YYYY, the wire form of the expiry month. */
export const monthValue = (year: number, month: number) => `${String(month).padStart(2, '0')}/${year}`

/** Spec 1 §5, §9: the months a student card may expire in, from this month to 5 years ahead, as MM/YYYY. */
export function expiryMonths(now = appNow()): string[] {
  const d = new Date(now)
  const out: string[] = []
  for (let i = 0; i <= 60; i++) {
    const m = d.getUTCMonth() + i
    out.push(monthValue(d.getUTCFullYear() + Math.floor(m / 12), (m % 12) + 1))
  }
  return out
}

export function expiryError(value: string, now = appNow()): string | undefined {
  if (!value.trim()) return requiredText('expiry_date')
  return expiryMonths(now).includes(value.trim()) ? undefined : SIGNUP_TEXTS.expiryRange
}

export function fileError(
  file: UploadedFile | null | undefined,
  label: string,
  types: readonly string[],
  required: string,
): string | undefined {
  if (!file || file.size === 0) return required
  if (!types.includes(file.type))
    return `The ${label} must be a file of type: ${types === IMAGE_TYPES ? 'png, jpeg' : 'jpeg, jpg, png, pdf'}.`
  if (file.size > MAX_FILE_KB * 1024) return `The ${label} must not be greater than ${MAX_FILE_KB} kilobytes.`
  return undefined
}

function documentsError(
  files: readonly UploadedFile[] | undefined,
  label: string,
  required: string,
): string | undefined {
  if (!files || files.length === 0) return required
  if (files.length > MAX_DOCUMENTS_PER_KIND)
    return `The ${label} field must not have more than ${MAX_DOCUMENTS_PER_KIND} items.`
  for (const f of files) {
    const e = fileError(f, label, DOCUMENT_TYPES, required)
    if (e) return e
  }
  return undefined
}

function referralError(have: boolean, code: string): string | undefined {
  return have ? textError('referral_code', code, SIGNUP_LIMITS.referral_by) : undefined
}

function collect(entries: Array<[string, string | undefined]>): FieldErrors | null {
  const errors: FieldErrors = {}
  for (const [field, error] of entries) if (error) errors[field] = [error]
  return Object.keys(errors).length ? errors : null
}

/** The customer sign-up form as the client holds it and the mock reads it (wire names). */
export type CustomerSignupValues = {
  full_name: string
  email: string
  phone: string
  aadhar_number: string
  address: string
  city: string
  /** The chosen state's id, '' when none. */
  state: string
  pincode: string
  enrollment_no: string
  /** MM/YYYY */
  expiry_date: string
  /** The chosen institute's id, '0' for Others, '' when none. */
  institute: string
  institute_name: string
  card_media: UploadedFile | null
  have_referral: boolean
  referral_by: string
  disclaimer: boolean
}

/** Every broken customer sign-up rule, per wire field; null when the form is valid. */
export const customerSignupErrors = (v: CustomerSignupValues, now = appNow()) =>
  collect([
    ['full_name', fullNameError(v.full_name)],
    ['email', emailError(v.email)],
    ['phone', signupPhoneError(v.phone)],
    ['aadhar_number', aadharError(v.aadhar_number)],
    ['address', textError('address', v.address, SIGNUP_LIMITS.address)],
    ['city', textError('city', v.city, SIGNUP_LIMITS.city)],
    ['state', v.state.trim() ? undefined : requiredText('state')],
    ['pincode', numericText('pincode', 'pincode', v.pincode, SIGNUP_LIMITS.pincode)],
    [
      'enrollment_no',
      numericText('enrollment_number', 'enrollment number', v.enrollment_no, SIGNUP_LIMITS.enrollment_no),
    ],
    ['expiry_date', expiryError(v.expiry_date, now)],
    ['institute', v.institute.trim() ? undefined : SIGNUP_TEXTS.instituteRequired],
    [
      'institute_name',
      v.institute.trim() === '0'
        ? v.institute_name.trim()
          ? textError('institute_name', v.institute_name, SIGNUP_LIMITS.institute_name)
          : SIGNUP_TEXTS.instituteNameRequired
        : undefined,
    ],
    ['card_media', fileError(v.card_media, 'Student ID Card', IMAGE_TYPES, SIGNUP_TEXTS.idCardRequired)],
    ['referral_by', referralError(v.have_referral, v.referral_by)],
    ['disclaimer', v.disclaimer ? undefined : SIGNUP_TEXTS.disclaimerRequired],
  ])

/** The vendor sign-up form (and the franchise request's venderInfo), wire names. */
export type VendorSignupValues = {
  full_name: string
  email: string
  phone: string
  address: string
  organization: string
  city: string
  state: string
  pincode: string
  state_code: string
  pan_no: string
  gst_no: string
  bank_name: string
  account_number: string
  confirm_account_number: string
  ifsc_code: string
  account_type: string
  have_referral: boolean
  referral_by: string
}
export type VendorDocuments = { bankDocuments: readonly UploadedFile[]; panDocuments: readonly UploadedFile[] }

/** Every broken vendor rule of the text fields, per wire field; null when valid. */
export const vendorDetailsErrors = (v: VendorSignupValues) =>
  collect([
    ['full_name', fullNameError(v.full_name)],
    ['email', emailError(v.email)],
    ['phone', signupPhoneError(v.phone)],
    ['address', textError('address', v.address, SIGNUP_LIMITS.address)],
    ['organization', textError('outlet_name', v.organization, SIGNUP_LIMITS.organization)],
    ['city', textError('city', v.city, SIGNUP_LIMITS.city)],
    ['state', v.state.trim() ? undefined : requiredText('state')],
    ['pincode', numericText('pincode', 'pincode', v.pincode, SIGNUP_LIMITS.pincode)],
    [
      'state_code',
      !v.state_code.trim()
        ? requiredText('state_code')
        : SIGNUP_PATTERNS.state_code.test(v.state_code.trim()) && Number(v.state_code) > 0
          ? undefined
          : SIGNUP_TEXTS.stateCodeInvalid,
    ],
    [
      'pan_no',
      !v.pan_no.trim() ? requiredText('PAN_number') : PAN.test(v.pan_no.trim()) ? undefined : SIGNUP_TEXTS.panInvalid,
    ],
    ['gst_no', !v.gst_no.trim() || GST.test(v.gst_no.trim()) ? undefined : SIGNUP_TEXTS.gstInvalid],
    ['bank_name', textError('bank_name', v.bank_name, SIGNUP_LIMITS.bank_name)],
    ['account_number', numericText('account_number', 'account number', v.account_number, SIGNUP_LIMITS.account_number)],
    [
      'confirm_account_number',
      !v.confirm_account_number.trim()
        ? requiredText('confirm_account_number')
        : v.confirm_account_number.trim() === v.account_number.trim()
          ? undefined
          : SIGNUP_TEXTS.accountMismatch,
    ],
    [
      'ifsc_code',
      !v.ifsc_code.trim()
        ? requiredText('IFSC_code')
        : IFSC.test(v.ifsc_code.trim())
          ? undefined
          : 'The IFSC code format is invalid (e.g. HDFC0001234).',
    ],
    [
      'account_type',
      !v.account_type
        ? requiredText('account_type')
        : (ACCOUNT_TYPES as readonly string[]).includes(v.account_type)
          ? undefined
          : SIGNUP_TEXTS.accountTypeInvalid,
    ],
    ['referral_by', referralError(v.have_referral, v.referral_by)],
  ])

/** The documents a vendor sign-up (and a franchise request) must carry: a bank and a PAN document (spec 1 §5). */
const vendorDocumentErrors = (d: VendorDocuments) =>
  collect([
    ['bankDocuments', documentsError(d.bankDocuments, 'Bank Document', SIGNUP_TEXTS.bankDocumentRequired)],
    ['panDocuments', documentsError(d.panDocuments, 'PAN Document', SIGNUP_TEXTS.panDocumentRequired)],
  ])

/** Every broken vendor sign-up rule: the text fields and the documents. */
export function vendorSignupErrors(v: VendorSignupValues, d: VendorDocuments): FieldErrors | null {
  const all = { ...vendorDetailsErrors(v), ...vendorDocumentErrors(d) }
  return Object.keys(all).length ? all : null
}

/** The document types a vendor's documents carry (vendor/get-user's media_type); sign-up's two kinds are 1 and 2. */
export const VENDOR_DOCUMENT_TYPES = [
  { id: 1, name: 'Bank Document' },
  { id: 2, name: 'PAN Card' },
  { id: 3, name: 'GST Certificate' },
  { id: 4, name: 'Shop Licence' },
] as const
export const SIGNUP_DOCUMENT_TYPE = { bankDocuments: 1, panDocuments: 2 } as const

/** The customer sign-up form before anything is typed (the form's start; the OpenAPI document's required fields). */
export const EMPTY_CUSTOMER_SIGNUP: CustomerSignupValues = {
  full_name: '',
  email: '',
  phone: '',
  aadhar_number: '',
  address: '',
  city: '',
  state: '',
  pincode: '',
  enrollment_no: '',
  expiry_date: '',
  institute: '',
  institute_name: '',
  card_media: null,
  have_referral: false,
  referral_by: '',
  disclaimer: false,
}

/** The vendor sign-up form before anything is typed. */
export const EMPTY_VENDOR_SIGNUP: VendorSignupValues = {
  full_name: '',
  email: '',
  phone: '',
  address: '',
  organization: '',
  city: '',
  state: '',
  pincode: '',
  state_code: '',
  pan_no: '',
  gst_no: '',
  bank_name: '',
  account_number: '',
  confirm_account_number: '',
  ifsc_code: '',
  account_type: '',
  have_referral: false,
  referral_by: '',
}
