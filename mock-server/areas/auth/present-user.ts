import type { CustomerProfile, SessionUser, VendorProfile } from '../../../src/api/schemas/auth'
import { REVERIFICATION_MONTHS } from '../../../src/lib/profile-reverification'
import { ownPhoto } from '../../../src/lib/user-image'
import { VENDOR_DOCUMENT_TYPES } from '../../../src/lib/signup-rules'
import { USER_TYPE, isCustomerUser } from '../../../src/lib/user-type'
import { db } from '../../store/db'
import type { UserRecord } from '../../store/records'
import { pointsBalance } from '../../ledger/ledger'

const holaCategory = (id: number | null) => {
  if (id === null) return null
  const c = db.holaCategories.findFirst((q) => q.where({ id }))
  return c ? { id: c.id, name: c.name } : null
}
const state = (id: number | null) => {
  if (id === null) return null
  const s = db.states.findFirst((q) => q.where({ id }))
  return s ? { id: s.id, name: s.name } : null
}

const institute = (id: number | null) => {
  if (id === null) return null
  const i = db.institutes.findFirst((q) => q.where({ id }))
  return i ? { id: i.id, name: i.name, institute_id: i.institute_id } : null
}

/** The vendor's documents (those staff rejected are gone from the profile: a new upload replaces them) and bank account. */
function vendorPapers(vendorId: number) {
  const account = db.vendorAccounts.findFirst((q) => q.where({ vendor_id: vendorId }))
  return {
    verification_proofs: db.vendorDocuments
      .findMany((q) => q.where({ vendor_id: vendorId, rejected_at: null }))
      .sort((a, b) => a.id - b.id)
      .map((d) => ({
        id: d.id,
        name: d.name,
        path: d.path,
        doc_type: d.doc_type,
        pivot: { is_verified: d.is_verified },
      })),
    accounts: account
      ? [
          {
            bank_name: account.bank_name,
            account_type: account.account_type,
            account_number: account.account_number,
            ifsc_code: account.ifsc_code,
          },
        ]
      : [],
    state_code: account?.state_code ?? '',
  }
}

/** What both profiles (customer and vendor) say of the account: its plan, Hola points and own photo. */
const accountFigures = (u: UserRecord) => ({
  hola_category_id: u.hola_category_id,
  hola_points: pointsBalance(u.id),
  media: ownPhoto(u.image),
})

export function sessionUser(u: UserRecord): SessionUser {
  return {
    id: u.id,
    hash: u.hash,
    userType: u.userType,
    full_name: u.full_name,
    email: u.email,
    phone: u.phone,
    image: u.image,
    is_email_verified: u.is_email_verified,
    is_verified: u.is_verified,
    referral_code: u.referral_code,
    hola_category: holaCategory(u.hola_category_id),
    organization: u.userType === USER_TYPE.vendor ? u.organization : null,
    address: { address: u.address, city: u.city, pincode: u.pincode, state: state(u.state_id) },
    ...(isCustomerUser(u) ? { approve_status: u.approve_status } : {}),
  }
}

export function customerProfile(u: UserRecord): CustomerProfile {
  return {
    ...sessionUser(u),
    userType: 2,
    approve_status: u.approve_status,
    aadhar_number: u.aadhar_number,
    enrollment_no: u.enrollment_no,
    expiry_date: u.expiry_date,
    institute: institute(u.institute_id),
    ...accountFigures(u),
    card_media: u.card_image ? { path: u.card_image } : null,
  }
}

export function vendorProfile(u: UserRecord): VendorProfile {
  return {
    ...sessionUser(u),
    userType: 1,
    organization: u.organization,
    description: u.description,
    latitude: u.latitude,
    longitude: u.longitude,
    pan_no: u.pan_no,
    gst_no: u.gst_no,
    is_approved: u.is_approved,
    email_verified_at: u.email_verified_at,
    monthDuration: REVERIFICATION_MONTHS,
    ...accountFigures(u),
    account_types: ['Saving', 'Current', 'Salary'],
    media_type: VENDOR_DOCUMENT_TYPES.map((t) => ({ ...t })),
    ...vendorPapers(u.id),
  }
}
