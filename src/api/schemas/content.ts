import { type } from './lazy'
import { SEARCH_TEXT_MAX } from './text-limits'
import { idName } from './common'

/** Content page groups (spec 2 §3): 1 Company, 2 Support, 3 Contact. */
export const contentFor = type('1 | 2 | 3')
export type ContentFor = typeof contentFor.infer

/** A content page as listed in the footer: its route is /{content_type}. */
export const contentPageSummary = type({
  uuid: 'string',
  title: 'string',
  content_type: 'string',
  content_for: contentFor,
})
export type ContentPageSummary = typeof contentPageSummary.infer

/** GET content-page/{contenttype}: the page with its rich text (HTML from the CMS, sanitised before display). */
export const contentPageResponse = type({
  content: contentPageSummary.and({ content: 'string' }),
})
export type ContentPageResponse = typeof contentPageResponse.infer

/** GET content-pages: every published page (the spec leaves the shape open; this is it). */
export const contentPagesResponse = type({
  content_pages: contentPageSummary.array(),
})
export type ContentPagesResponse = typeof contentPagesResponse.infer

/** POST list-news-category: newsletter topics, optionally filtered by name. */
export const listNewsCategoryRequest = type({ 'search?': `string <= ${SEARCH_TEXT_MAX}` })
export type ListNewsCategoryRequest = typeof listNewsCategoryRequest.infer
export const listNewsCategoryResponse = type({ category: idName.array() })
export type ListNewsCategoryResponse = typeof listNewsCategoryResponse.infer

/**
 * POST add-newsletter (spec 3 §5, §7). The wire shape only; the rules (lengths, email, Indian mobile, known
 * categories, one subscription per email) answer as Laravel-style 422s from the backend.
 */
export const addNewsletterRequest = type({
  name: 'string',
  email: 'string',
  phone: 'string',
  category: 'number[]',
})
export type AddNewsletterRequest = typeof addNewsletterRequest.infer
export const addNewsletterResponse = type({ success: 'true', message: 'string' })
export type AddNewsletterResponse = typeof addNewsletterResponse.infer

/** POST add-inquiry (spec 3 §5, §7). */
export const addInquiryRequest = type({
  name: 'string',
  email: 'string',
  subject: 'string',
  notes: 'string',
})
export type AddInquiryRequest = typeof addInquiryRequest.infer
export const addInquiryResponse = type({ success: 'true', message: 'string' })
export type AddInquiryResponse = typeof addInquiryResponse.infer
