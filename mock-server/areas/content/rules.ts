import { db } from '../../store/db'
import type { ContentPageRecord } from '../catalogue/records'
import { HttpError } from '../../kit/http-error'
import { matches, searchWords } from '../catalogue/search'

/** Published pages in footer order: Company, Support, Contact, then as seeded. */
export function publishedPages(): ContentPageRecord[] {
  return db.contentPages
    .findMany((q) => q.where({ is_active: 1 }))
    .sort((a, b) => a.content_for - b.content_for || a.id - b.id)
}

/** content-page/{contenttype}: the published page of that type (case-insensitive); a draft or unknown type is a 404. */
export function pageByType(contentType: string): ContentPageRecord {
  const type = contentType.trim().toLowerCase()
  const page = db.contentPages.findFirst((q) =>
    q.where({ content_type: (t) => t.toLowerCase() === type, is_active: 1 }),
  )
  if (!page) throw new HttpError(404, 'Page not found.')
  return page
}

/** list-news-category: newsletter topics whose name contains the text, in their seeded order. */
export function newsCategories(text = '') {
  const words = searchWords(text)
  return db.newsletterCategories
    .findMany((q) => q.where({ name: (n) => matches(n, words) }))
    .sort((a, b) => a.id - b.id)
    .map((c) => ({ id: c.id, name: c.name }))
}
