/**
 * Laravel's length-aware page, the one way the mock answers a list by pages (orders, reviews, reported deals; next
 * statements, commission, ads, notifications and referrals). Its wire shape is `pageOf` in src/api/schemas/common.ts.
 */
export type Page<T> = { data: T[]; current_page: number; last_page: number; per_page: number; total: number }

/** One page of a list (1-based). A page past the end is empty but keeps the list's last_page and total. */
export function paginate<T>(items: readonly T[], page: number, perPage: number): Page<T> {
  const start = (page - 1) * perPage
  return {
    data: items.slice(start, start + perPage),
    current_page: page,
    last_page: Math.max(1, Math.ceil(items.length / perPage)),
    per_page: perPage,
    total: items.length,
  }
}

/** The same page with each row presented for the wire (presenters run on the page's rows only, not the whole list). */
export const presentPage = <T, U>(page: Page<T>, present: (row: T) => U): Page<U> => ({
  ...page,
  data: page.data.map(present),
})
