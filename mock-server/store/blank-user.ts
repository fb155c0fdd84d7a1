import { DEFAULT_USER_IMAGE } from '../../src/lib/user-image'
import type { UserRecord } from './records'

/**
 * A user row's fields as a new account has them: nothing verified, approved or filled in yet. The seed's personas and
 * sign-up both start from it and set what they know.
 */
export const blankUser = (
  createdAt: string,
): Omit<UserRecord, 'id' | 'hash' | 'userType' | 'full_name' | 'email' | 'phone'> => ({
  image: DEFAULT_USER_IMAGE,
  is_email_verified: 0,
  is_verified: 0,
  approve_status: 1,
  is_approved: 0,
  referral_code: '',
  hola_category_id: null,
  address: '',
  city: '',
  pincode: '',
  state_id: null,
  latitude: null,
  longitude: null,
  organization: '',
  description: '',
  aadhar_number: '',
  enrollment_no: '',
  expiry_date: '',
  institute_id: null,
  pan_no: '',
  gst_no: null,
  email_verified_at: null,
  created_at: createdAt,
})
