import { describe, expect, it } from 'vitest'
import { paginate, presentPage } from './paginate'

describe('paginate', () => {
  const items = [1, 2, 3, 4, 5, 6, 7]
  it('slices the page and says where it is, as Laravel does', () => {
    expect(paginate(items, 2, 3)).toEqual({ data: [4, 5, 6], current_page: 2, last_page: 3, per_page: 3, total: 7 })
    expect(paginate(items, 3, 3).data).toEqual([7])
  })
  it('keeps last_page and total on a page past the end, and one (empty) page for an empty list', () => {
    expect(paginate(items, 9, 3)).toEqual({ data: [], current_page: 9, last_page: 3, per_page: 3, total: 7 })
    expect(paginate([], 1, 10)).toEqual({ data: [], current_page: 1, last_page: 1, per_page: 10, total: 0 })
  })
  it('presents only the rows of the page', () => {
    const seen: number[] = []
    const page = presentPage(paginate(items, 1, 2), (n) => (seen.push(n), `#${n}`))
    expect(page.data).toEqual(['#1', '#2'])
    expect(seen).toEqual([1, 2])
  })
})
