import { describe, expect, it } from 'vitest'
import { routes } from '../routes'
import { menuFor } from './menu'

const labelsAndLinks = (viewer: Parameters<typeof menuFor>[0]) => menuFor(viewer).map((m) => `${m.label} ${m.href}`)

describe('signed-in menu (spec 3 §2), built from the route table', () => {
  it("lists each role's links in the spec's order; a guest has none", () => {
    expect(labelsAndLinks('customer')).toEqual([
      'Home /',
      'Dashboard /dashboard',
      'My Account /my-account',
      'My Deals /my-deals',
      'My Wishlist /my-wishlist',
      'My Orders /my-orders',
      'Wallet /statement',
      'Referrals /referrals',
      'Notifications /notification',
    ])
    expect(labelsAndLinks('vendor')).toEqual([
      'Home /',
      'Dashboard /dashboard',
      'Your Deals /dashboard#your-deals',
      'My Account /my-account',
      'Redeem Deal /redem-deal',
      'Advertisement /advertisement',
      'My Orders /my-orders',
      'Wallet /statement',
      'Referrals /referrals',
      'Reported Deals /reported-deals',
      'Notifications /notification',
    ])
    expect(menuFor('guest')).toEqual([])
  })

  it('links only to routes of the table, signed-in ones after home', () => {
    for (const viewer of ['customer', 'vendor'] as const)
      for (const item of menuFor(viewer)) {
        const route = routes.find((r) => r.path === item.href.replace(/#.*/, ''))
        expect(route, item.href).toBeDefined()
        // Signed in: for anyone signed in, or for this role alone (the route table's access).
        if (item.href !== '/') expect(['auth', viewer], item.href).toContain(route?.access)
      }
  })
})
