import { type } from '../../../src/api/schemas/lazy'

/**
 * A vendor's KYC document (bank document, PAN card, …): uploaded at sign-up (and later from the profile), verified one
 * by one by staff (the demo panel's vendor_kyc kind). The file is kept as a data URL: the mock has no file store
 * (docs/decisions/sign-up.md), and files are at most MAX_FILE_KB.
 */
export const vendorDocumentRecord = type({
  id: 'number',
  vendor_id: 'number',
  /** VENDOR_DOCUMENT_TYPES id (src/lib/signup-rules.ts). */
  doc_type: 'number',
  /** The file as uploaded: its name, and its bytes as a data URL. */
  name: 'string',
  path: 'string',
  mime: 'string',
  is_verified: '0 | 1',
  /** Set when staff sent the document back; it then waits for a new upload, not for staff. */
  rejected_at: 'string | null',
  created_at: 'string',
})
export type VendorDocumentRecord = typeof vendorDocumentRecord.infer

/** What a vendor's sign-up adds to the user row: the state code and the bank account (spec 1 §3 Vendor, accounts). */
export const vendorAccountRecord = type({
  id: 'number',
  vendor_id: 'number',
  state_code: 'string',
  bank_name: 'string',
  account_number: 'string',
  ifsc_code: 'string',
  account_type: "'Saving' | 'Current' | 'Salary'",
  /** KYC: pending until staff approve or reject the vendor (the user row's is_approved follows an approval). */
  kyc_status: "'pending' | 'approved' | 'rejected'",
  created_at: 'string',
})
export type VendorAccountRecord = typeof vendorAccountRecord.infer

/** Who referred a new account (the code they typed at sign-up: referral_by). */
export const referralRecord = type({
  id: 'number',
  user_id: 'number',
  referred_by_id: 'number',
  code: 'string',
  created_at: 'string',
})
export type ReferralRecord = typeof referralRecord.infer

/** A franchise (multi-location) request: the vendor form's details (venderInfo) and documents, waiting for staff. */
export const franchiseRequestRecord = type({
  id: 'number',
  uuid: 'string',
  /** The vendor form's text fields as sent (JSON). */
  details: 'string',
  email: 'string',
  organization: 'string',
  full_name: 'string',
  /** The documents, as data URLs with their names and types (JSON array). */
  documents: 'string',
  status: "'pending' | 'approved' | 'rejected'",
  created_at: 'string',
})
export type FranchiseRequestRecord = typeof franchiseRequestRecord.infer

/** A social sign-in token the mock's stand-in provider issued (the consent dialog); used once. */
export const socialGrantRecord = type({
  token: 'string',
  social_type: "'Google' | 'Facebook'",
  email: 'string',
  full_name: 'string',
  image: 'string',
  expires_at: 'number',
  used: 'boolean',
})
export type SocialGrantRecord = typeof socialGrantRecord.infer
