import { lazySchemas } from './client'
import type { AddInquiryRequest, AddNewsletterRequest, ListNewsCategoryRequest } from './schemas/content'
import { defineCall } from './define-call'
import type { OperationTexts } from './operation-text'

// Response schemas load only when answers are checked (development, tests); production ships none.
const contentSchemas = lazySchemas(() => import('./schemas/content'))

/** GET content-page/{contenttype}: one published page; 404 when there is none. */
export const contentPage = defineCall(
  'GET content-page/{contenttype}',
  contentSchemas,
  'contentPageResponse',
  (contentType: string) => ({
    params: { contenttype: contentType },
  }),
)

/** GET content-pages: the published pages the footer links to. */
export const contentPages = defineCall('GET content-pages', contentSchemas, 'contentPagesResponse')

/** POST list-news-category: the newsletter's topics. */
export const listNewsCategory = defineCall(
  'POST list-news-category',
  contentSchemas,
  'listNewsCategoryResponse',
  (body: ListNewsCategoryRequest = {}) => ({ body }),
)

/** POST add-newsletter: 422 with errors on name, email, phone, category. */
export const addNewsletter = defineCall(
  'POST add-newsletter',
  contentSchemas,
  'addNewsletterResponse',
  (body: AddNewsletterRequest) => ({ body }),
)

/** POST add-inquiry: 422 with errors on name, email, subject, notes. */
export const addInquiry = defineCall(
  'POST add-inquiry',
  contentSchemas,
  'addInquiryResponse',
  (body: AddInquiryRequest) => ({ body }),
)

/** What this module's calls mean, for the OpenAPI document (./operation-text.ts); the build drops it. */
export const OPERATIONS = {
  'GET content-pages': { summary: 'The content pages', description: 'Spec 2 §7: the footer’s content pages.' },
  'GET content-page/{contenttype}': {
    summary: 'One content page',
    description: 'Spec 2 §7: `contenttype` names the page (about-us, privacy-policy, …); answers `content`.',
    errors: { 404: 'No such page.' },
  },
  'POST list-news-category': {
    summary: 'The newsletter’s categories',
    description: 'Spec 3 §7: `search`; answers `category`.',
  },
  'POST add-newsletter': {
    summary: 'Subscribe to the newsletter',
    description: 'Spec 3 §7: `email`, `name`, `phone`, `category` (ids).',
    errors: { 422: 'Per field: a required or malformed field, or an unknown category.' },
  },
  'POST add-inquiry': {
    summary: 'Send an inquiry',
    description: 'Spec 3 §2 Inquiry, §7: `name`, `email`, `subject`, `notes`.',
    errors: { 422: 'Per field: a required, malformed or too long field.' },
  },
} satisfies OperationTexts<typeof import('./content')>
