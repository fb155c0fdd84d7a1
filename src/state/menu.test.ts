import { describe, expect, it } from 'vitest'
import { loadMenu, menuBody } from './menu'
import { session } from './session'

describe('shared menu-category', () => {
  it('makes one request for the same place while it is in flight, and keeps the lists in the session', async () => {
    const a = loadMenu()
    const b = loadMenu(menuBody())
    expect(b).toBe(a)
    const answer = await a
    expect(answer.top_menu_cateogry.length).toBeGreaterThan(0)
    expect(session.slider_category).toEqual(answer.slider_category)
    expect(session.featured_vendor).toEqual(answer.featured_vendor)
    // Settled: the next visit asks again (fresh wishlist flags).
    expect(loadMenu()).not.toBe(a)
  })

  it('a different city is a different request', () => {
    expect(loadMenu({ wishlist_customer_id: null, city_id: 1 })).not.toBe(loadMenu({ wishlist_customer_id: null, city_id: 2 }))
  })
})
