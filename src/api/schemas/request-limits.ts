// Written by `npm run schemas:limits` (tools/request-limits.ts) from the request schemas of this folder: do not edit.
// The longest text each field may hold, for the forms' maxLength and "too long" checks without loading a schema.
export const adRequestLimits = { days: 3, discount: 3 } as const
export const adsCreateRequestLimits = { days: 3, deal_id: 64, description: 5000, title: 230 } as const
export const adsOrdersRequestLimits = { page: 6 } as const
export const adsUpdateRequestLimits = { days: 3, deal_id: 64, description: 5000, title: 230 } as const
export const purchaseAdvertiseRequestLimits = { advertisement_id: 64, deal_id: 64, start_date: 10 } as const
export const applyCouponRequestLimits = { cupon_code: 30, deal_id: 64 } as const
export const gatewayCompleteRequestLimits = { data: 200 } as const
export const gatewaySessionRequestLimits = { data: 200 } as const
export const getEncryptKeyRequestLimits = { amount: 8, tid_id: 64 } as const
export const getMobileEncryptKeyRequestLimits = { amount: 8, tid_id: 64, device: 40, secret_key: 200 } as const
export const membershipPlanPaymentRequestLimits = { id: 64 } as const
export const placeOrderRequestLimits = { amount: 8, deal_id: 64, discount: 3, cupon_code: 30 } as const
export const vendorEncryptKeyRequestLimits = { amount: 8, tid_id: 64 } as const
export const orderToPayRequestLimits = { page: 6, rowsPerPage: 2 } as const
export const payToRequestLimits = { amount: 8 } as const
export const listNewsCategoryRequestLimits = { search: 100 } as const
export const addToPaynowRequestLimits = { id: 64 } as const
export const addToWishlistRequestLimits = { id: 64 } as const
export const dealUuidRequestLimits = { id: 64 } as const
export const removeFromPaynowRequestLimits = { id: 64 } as const
export const removeFromWishlistRequestLimits = { id: 64 } as const
export const saveDealReportingRequestLimits = { description: 1000, title: 230 } as const
export const categoryDealRequestLimits = { id: 120 } as const
export const dealDetailRequestLimits = { id: 64 } as const
export const keywordDealRequestLimits = { name: 120 } as const
export const productDealRequestLimits = { id: 64 } as const
export const vendorDealDetailRequestLimits = { id: 64 } as const
export const vendorDealRequestLimits = { id: 64 } as const
export const taxInvoicePdfRequestLimits = { month: 2, year: 4 } as const
export const citySearchRequestLimits = { search: 100 } as const
export const instituteSearchRequestLimits = { search: 100 } as const
export const searchStateRequestLimits = { name: 100, search: 100 } as const
export const staffActionRequestLimits = { comments: 1000, reason: 1000 } as const
export const listNotificationRequestLimits = { page: 6, rowsPerPage: 2 } as const
export const seenNotificationRequestLimits = { id: 64 } as const
export const cancelDealOrderRequestLimits = { description: 1000, new_reason: 230 } as const
export const orderListRequestLimits = { page: 6, rowsPerPage: 2 } as const
export const orderPdfRequestLimits = { reference_code: 40 } as const
export const referenceCodeRequestLimits = { reference_code: 40 } as const
export const addRatingReviewRequestLimits = { id: 64, review_text: 1000, title: 230 } as const
export const dealAllReviewRequestLimits = { page: 6, rowsPerPage: 2, uuid: 64 } as const
export const searchDealsRequestLimits = { search: 100 } as const
export const addInstituteRequestLimits = { name: 5000, customer_name: 5000 } as const
export const customerRegisterRequestLimits = {
  aadhar_number: 5000,
  address: 5000,
  city: 5000,
  email: 5000,
  enrollment_no: 5000,
  expiry_date: 5000,
  full_name: 5000,
  institute: 5000,
  institute_name: 5000,
  phone: 5000,
  pincode: 5000,
  referral_by: 5000,
  state: 5000,
} as const
export const franchiseRegisterRequestLimits = { venderInfo: 50000 } as const
export const socialGrantRequestLimits = { email: 100, full_name: 255, image: 2000 } as const
export const socialLoginRequestLimits = { email: 5000, full_name: 5000, image: 5000, social_token: 10000 } as const
export const vendorRegisterRequestLimits = {
  account_number: 5000,
  account_type: 5000,
  address: 5000,
  bank_name: 5000,
  city: 5000,
  confirm_account_number: 5000,
  email: 5000,
  full_name: 5000,
  gst_no: 5000,
  ifsc_code: 5000,
  organization: 5000,
  pan_no: 5000,
  phone: 5000,
  pincode: 5000,
  referral_by: 5000,
  state: 5000,
  state_code: 5000,
} as const
export const keywordListRequestLimits = { search: 100 } as const
export const listReportedDealRequestLimits = { per_page: 2 } as const
export const searchActiveCategoryRequestLimits = { search: 100 } as const
export const searchActiveProductRequestLimits = { search: 100 } as const
export const statementRequestLimits = { page: 6, deal_id: 64, end_date: 19, rowsPerPage: 2, start_date: 19 } as const
