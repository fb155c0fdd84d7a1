import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { routes as table } from './routes'
const asReadme = (path: string) => path.replace(/:(\w+)/g, '{$1}')

describe('route table', () => {
  it('covers every route of spec 1 §2 and keeps the content catch-all last', () => {
    const paths = table.map((r) => r.path)
    for (const p of [
      '/',
      '/inquiry',
      '/deal/:dealName/:id',
      '/reviews-and-ratings/:dealName/:id',
      '/review/:dealName/:id',
      '/c/:categoriesName',
      '/vendor/vendor-deals/:id',
      '/product/product-deals/:id',
      '/deals/deals-search/:id',
      '/keyword/keyword-deals/:id',
      '/content/preview/:contenttype',
      '/unsubscribe/:id',
      '/verify-email/:type/:id',
      '/my-account',
      '/dashboard',
      '/add-deal',
      '/my-wishlist',
      '/notification',
      '/payment/:id',
      '/my-deals',
      '/my-orders',
      '/referrals',
      '/my-order-details/:dealName/:id',
      '/statement-details',
      '/statement',
      '/redem-deal-details',
      '/redem-deal',
      '/reported-deals',
      '/advertisement',
      '/advertisement-details/:id',
      '/advertisement-payment/:id',
      '/advertisement-history',
      '/advertisement-request',
      '/order-history',
      '/commission',
      '/commission-payment',
      '/membership-payment/:id',
      '/payments-mobile',
      '/mobile-map',
    ])
      expect(paths).toContain(p)
    expect(paths.at(-1)).toBe('/:slag')
    // The spec's two blank routes, and the mock's simulated card gateway page (not the app's: no header or footer).
    expect(table.filter((r) => r.layout === 'blank').map((r) => r.path)).toEqual([
      '/payments-mobile',
      '/mobile-map',
      '/gateway/card-payment',
    ])
  })

  it("the README's coming-soon list is exactly the routes without a screen", () => {
    const readme = readFileSync('README.md', 'utf8')
    const block = readme.slice(readme.indexOf('<!-- coming-soon:start -->'), readme.indexOf('<!-- coming-soon:end -->'))
    const listed = new Set([...block.matchAll(/`(\/[^`]*)`/g)].map((m) => m[1]))
    const missing = table.filter((r) => !r.screen).map((r) => asReadme(r.path))
    expect([...listed].sort()).toEqual(missing.sort())
  })
})
