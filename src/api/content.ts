import { call } from './client'
import {
  addInquiryResponse,
  addNewsletterResponse,
  contentPageResponse,
  contentPagesResponse,
  listNewsCategoryResponse,
  type AddInquiryRequest,
  type AddNewsletterRequest,
  type ListNewsCategoryRequest,
} from './schemas/content'

/** GET content-page/{contenttype}: one published page; 404 when there is none. */
export const contentPage = (contentType: string) =>
  call(`content-page/${encodeURIComponent(contentType)}`, contentPageResponse, { method: 'GET' })

/** GET content-pages: the published pages the footer links to. */
export const contentPages = () => call('content-pages', contentPagesResponse, { method: 'GET' })

/** POST list-news-category: the newsletter's topics. */
export const listNewsCategory = (body: ListNewsCategoryRequest = {}) => call('list-news-category', listNewsCategoryResponse, { body })

/** POST add-newsletter: 422 with errors on name, email, phone, category. */
export const addNewsletter = (body: AddNewsletterRequest) => call('add-newsletter', addNewsletterResponse, { body })

/** POST add-inquiry: 422 with errors on name, email, subject, notes. */
export const addInquiry = (body: AddInquiryRequest) => call('add-inquiry', addInquiryResponse, { body })
