import { call, lazySchemas } from './client'
import { ENDPOINTS } from './client-endpoints'
import type { AddInquiryRequest, AddNewsletterRequest, ListNewsCategoryRequest } from './schemas/content'

// Response schemas load only when answers are checked (development, tests); production ships none.
const contentSchemas = lazySchemas(() => import('./schemas/content'))

/** GET content-page/{contenttype}: one published page; 404 when there is none. */
export const contentPage = (contentType: string) =>
  call(ENDPOINTS['GET content-page/{contenttype}'], contentSchemas('contentPageResponse'), {
    params: { contenttype: contentType },
  })

/** GET content-pages: the published pages the footer links to. */
export const contentPages = () => call(ENDPOINTS['GET content-pages'], contentSchemas('contentPagesResponse'))

/** POST list-news-category: the newsletter's topics. */
export const listNewsCategory = (body: ListNewsCategoryRequest = {}) =>
  call(ENDPOINTS['POST list-news-category'], contentSchemas('listNewsCategoryResponse'), { body })

/** POST add-newsletter: 422 with errors on name, email, phone, category. */
export const addNewsletter = (body: AddNewsletterRequest) =>
  call(ENDPOINTS['POST add-newsletter'], contentSchemas('addNewsletterResponse'), { body })

/** POST add-inquiry: 422 with errors on name, email, subject, notes. */
export const addInquiry = (body: AddInquiryRequest) =>
  call(ENDPOINTS['POST add-inquiry'], contentSchemas('addInquiryResponse'), { body })
