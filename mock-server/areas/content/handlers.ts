import {
  addInquiryRequest,
  addInquiryResponse,
  addNewsletterRequest,
  addNewsletterResponse,
  contentPageResponse,
  contentPagesResponse,
  listNewsCategoryRequest,
  listNewsCategoryResponse,
} from '../../../src/api/schemas/content'
import type { ContentPageRecord } from '../catalogue/records'
import { newsCategories, pageByType, publishedPages } from './rules'
import { INQUIRY_TEXTS, submitInquiry } from './inquiry'
import { NEWSLETTER_TEXTS, subscribe } from './newsletter'
import { endpoint } from '../../kit/endpoint'
import { ENDPOINTS } from '../../../src/api/endpoints'

const summaryOf = (p: ContentPageRecord) => ({
  uuid: p.uuid,
  title: p.title,
  content_type: p.content_type,
  content_for: p.content_for,
})

/** Content pages, the newsletter and the contact inquiry (spec 2 §2, spec 3 §2, §5): open to everyone. */
export const contentHandlers = [
  endpoint(ENDPOINTS['GET content-pages'], { reads: true, access: 'guest', response: contentPagesResponse }, () => ({
    content_pages: publishedPages().map(summaryOf),
  })),
  endpoint(
    ENDPOINTS['GET content-page/{contenttype}'],
    { reads: true, access: 'guest', response: contentPageResponse },
    ({ params }) => {
      const page = pageByType(params.contenttype ?? '')
      return { content: { ...summaryOf(page), content: page.content } }
    },
  ),
  endpoint(
    ENDPOINTS['POST list-news-category'],
    { reads: true, body: listNewsCategoryRequest, access: 'guest', response: listNewsCategoryResponse },
    ({ body }) => ({
      category: newsCategories(body.search),
    }),
  ),
  endpoint(
    ENDPOINTS['POST add-newsletter'],
    { body: addNewsletterRequest, access: 'guest', response: addNewsletterResponse },
    async ({ body }) => {
      await subscribe(body)
      return { success: true as const, message: NEWSLETTER_TEXTS.subscribed }
    },
  ),
  endpoint(
    ENDPOINTS['POST add-inquiry'],
    { body: addInquiryRequest, access: 'guest', response: addInquiryResponse },
    async ({ body }) => {
      await submitInquiry(body)
      return { success: true as const, message: INQUIRY_TEXTS.received }
    },
  ),
]
