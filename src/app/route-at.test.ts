import { describe, expect, it } from 'vitest'
import { ROUTES } from '../lib/paths'
import { routeAt } from './routes'

describe('routeAt: the route the page opens on, found before React renders (main.tsx)', () => {
  const DEAL = 'dea10000-0000-4000-8000-000000000126'
  const cases: [string, string | null, Record<string, string | undefined>][] = [
    ['/', ROUTES.home, {}],
    [`/deal/cafe-latte/${DEAL}`, ROUTES.deal, { dealName: 'cafe-latte', id: DEAL }],
    [`/deal/cafe-latte/${DEAL}/`, ROUTES.deal, { dealName: 'cafe-latte', id: DEAL }],
    ['/c/cafes', ROUTES.category, { categoriesName: 'cafes' }],
    // An optional last segment (spec 2 §2: the screen then says "Something went wrong").
    ['/c/', ROUTES.category, { categoriesName: undefined }],
    ['/my-orders/', ROUTES.myOrders, {}],
    ['/payment/5', ROUTES.payment, { id: '5' }],
    // The router hands parameters on as the address writes them.
    ['/my-order-details/some%20deal/9', ROUTES.orderDetails, { dealName: 'some%20deal', id: '9' }],
    ['/404', ROUTES.notFound, {}],
    // A content page is the catch-all, after every named route.
    ['/about-us', ROUTES.contentPage, { slag: 'about-us' }],
    ['/deal/only-a-name', null, {}],
    ['/a/b/c/d', null, {}],
  ]
  it.each(cases)('%s', (path, pattern, params) => {
    const found = routeAt(path)
    expect(found?.route.path ?? null).toBe(pattern)
    if (found) expect(found.params).toMatchObject(params)
  })
})
