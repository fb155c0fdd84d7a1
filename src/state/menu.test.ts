import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { server } from '../../mock-server/node'
import { countRequestsTo } from '../../mock-server/testing/test-kit'
import { forgetMenu, loadMenu, menuBody } from './menu'
import { session } from './session'

/** How many menu-category requests reach the mock. */
const requests = countRequestsTo('menu-category')
beforeEach(() => forgetMenu())

describe('shared menu-category', () => {
  it('makes one request for the same place while it is in flight, and keeps the lists in the session', async () => {
    const a = loadMenu()
    const b = loadMenu(menuBody())
    expect(b).toBe(a)
    const answer = await a
    expect(answer.top_menu_cateogry.length).toBeGreaterThan(0)
    expect(session.slider_category).toEqual(answer.slider_category)
    expect(session.featured_vendor).toEqual(answer.featured_vendor)
    expect(requests.asked).toBe(1)
  })

  it("asks once on a first load although home asks after the footer's answer came in", async () => {
    // The footer (in the shell) asks first; home's chunk arrives later and asks for the same place.
    const footer = await loadMenu()
    const home = await loadMenu(menuBody())
    expect(home).toBe(footer)
    expect(requests.asked).toBe(1)
  })

  it('asks again in the next visit (fresh wishlist flags) and after a failure', async () => {
    const first = await loadMenu()
    window.dispatchEvent(new Event('pushState'))
    expect(await loadMenu()).not.toBe(first)
    expect(requests.asked).toBe(2)

    window.dispatchEvent(new Event('popstate'))
    server.use(
      http.post('*/menu-category', () => HttpResponse.json({ message: 'Service Unavailable' }, { status: 503 }), {
        once: true,
      }),
    )
    await expect(loadMenu()).rejects.toThrow()
    expect(requests.asked).toBe(3)
    // The failed answer is not kept: the next load asks again.
    await loadMenu()
    expect(requests.asked).toBe(4)
  })

  it('a different city is a different request', () => {
    expect(loadMenu({ wishlist_customer_id: null, city_id: 1 })).not.toBe(
      loadMenu({ wishlist_customer_id: null, city_id: 2 }),
    )
  })
})
