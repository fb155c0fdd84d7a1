import { type } from '../../../src/api/schemas/lazy'

/** A city listings can be filtered by; coordinates are real. */
export const cityRecord = type({
  id: 'number',
  name: 'string',
  state_id: 'number',
  latitude: 'number',
  longitude: 'number',
})
export type CityRecord = typeof cityRecord.infer

export const categoryRecord = type({
  id: 'number',
  uuid: 'string',
  name: 'string',
  image: 'string',
  sort_order: 'number',
  /** Shown as a carousel on home (top_menu_cateogry / slider_category). */
  is_top_menu: '0 | 1',
  is_active: '0 | 1',
})
export type CategoryRecord = typeof categoryRecord.infer

export const productRecord = type({
  id: 'number',
  uuid: 'string',
  name: 'string',
  category_id: 'number',
  is_active: '0 | 1',
})
export type ProductRecord = typeof productRecord.infer

export const keywordRecord = type({ id: 'number', name: 'string' })
export type KeywordRecord = typeof keywordRecord.infer

export const instituteRecord = type({ id: 'number', name: 'string', institute_id: 'string', is_active: '0 | 1' })
export type InstituteRecord = typeof instituteRecord.infer

/** Per membership plan and payment method: points rate, gross margin and GST (spec 1 §3). */
export const holaMarginRecord = type({
  id: 'number',
  hola_category_id: 'number',
  payment_method_type: '1 | 2 | 3 | 4 | 5 | 6',
  hola_to_currency: 'number',
  gross_margin: 'number',
  gst: 'number',
})
export type HolaMarginRecord = typeof holaMarginRecord.infer

/** A deal. Status: 1 active, 2 pending, 3 expired, 4 inactive. Foreign keys are ids. */
export const dealRecord = type({
  id: 'number',
  uuid: 'string',
  deal_code: 'string',
  vendor_id: 'number',
  name: 'string',
  description: 'string',
  terms_conditions: 'string',
  small_image: 'string',
  banner_image: 'string',
  deal_price: 'number',
  discount: 'number',
  deal_available: 'number',
  is_paylater: '0 | 1',
  is_open_deal: '0 | 1',
  deal_status: '1 | 2 | 3 | 4',
  is_active: '0 | 1',
  is_approved: '0 | 1',
  /** YYYY-MM-DD */
  from_date: 'string',
  end_date: 'string',
  /** Weekday ids 1 (Sunday) to 7 (Saturday). */
  days: 'number[]',
  category_ids: 'number[]',
  product_id: 'number | null',
  keyword_ids: 'number[]',
  city_id: 'number',
  address: 'string',
  latitude: 'number',
  longitude: 'number',
  /** Hola points a customer earns (hp_for_customer) and the vendor's points for the deal (hola_for_deal). */
  hp_for_customer: 'number',
  hola_for_deal: 'number',
  criteria: type({ id: 'number', amount: 'number', discount: 'number' }).array(),
  created_at: 'string',
  /** When the deal last entered the staff queue (a correction re-enters it); absent: when it was created. */
  'queued_at?': 'string',
})
export type DealRecord = typeof dealRecord.infer

/** A customer's review of a deal; only approved ones count for others. */
export const reviewRecord = type({
  id: 'number',
  uuid: 'string',
  deal_id: 'number',
  customer_id: 'number',
  title: 'string',
  rating: '1 | 2 | 3 | 4 | 5',
  review_text: 'string',
  is_approved: '0 | 1',
  created_at: 'string',
})
export type ReviewRecord = typeof reviewRecord.infer

/** A static content page (content_for 1 company, 2 support, 3 contact); content is HTML. */
export const contentPageRecord = type({
  id: 'number',
  uuid: 'string',
  title: 'string',
  content_type: 'string',
  content_for: '1 | 2 | 3',
  content: 'string',
  is_active: '0 | 1',
})
export type ContentPageRecord = typeof contentPageRecord.infer

export const newsletterCategoryRecord = type({ id: 'number', name: 'string' })
export const newsletterSubscriptionRecord = type({
  id: 'number',
  name: 'string',
  email: 'string',
  phone: 'string',
  category_ids: 'number[]',
  created_at: 'string',
})
export const inquiryRecord = type({
  id: 'number',
  name: 'string',
  email: 'string',
  subject: 'string',
  notes: 'string',
  created_at: 'string',
})
