import { describe, expect, it } from 'vitest'
import { ROUTES, fillRoute, paths } from './paths'

describe('paths', () => {
  it('builds the deal routes from the deal, with a slug even for an all-symbol name', () => {
    expect(paths.deal({ name: 'Gym Day Pass', uuid: 'abc' })).toBe('/deal/gym-day-pass/abc')
    expect(paths.deal({ name: '%%%', uuid: 'u1' })).toBe('/deal/deal/u1')
    expect(paths.reviews({ name: 'Gym Day Pass', uuid: 'abc' })).toBe('/reviews-and-ratings/gym-day-pass/abc')
    expect(paths.review({ name: 'Gym Day Pass', uuid: 'abc' })).toBe('/review/gym-day-pass/abc')
  })
  it('encodes what the URL needs', () => {
    expect(paths.category('Food & Drinks')).toBe('/c/food-%26-drinks')
    expect(paths.keyword('cold coffee')).toBe('/keyword/keyword-deals/cold%20coffee')
    expect(paths.contentPage('about us')).toBe('/about%20us')
  })
  it('fills the same patterns the route table matches', () => {
    expect(paths.payment({ uuid: 'd1' })).toBe('/payment/d1')
    expect(paths.vendor({ uuid: 'v1' })).toBe('/vendor/vendor-deals/v1')
    expect(paths.product({ uuid: 'p1' })).toBe('/product/product-deals/p1')
    expect(paths.openDeals()).toBe('/c/opendeal')
    expect(fillRoute(ROUTES.verifyEmail, { type: 'customer', id: '7' })).toBe('/verify-email/customer/7')
  })
})

describe('in-app links', () => {
  it('are built by paths everywhere: no product file but paths.ts writes a route as a string', async () => {
    const { readdirSync, readFileSync } = await import('node:fs')
    const { join } = await import('node:path')
    // The first segment of every route but home and `/{slag}` ('/deal/', '/my-account', …), as a string starts it.
    const starts = [
      ...new Set(
        Object.values(ROUTES)
          .map((p) => p.split('/')[1]!)
          .filter((s) => s && !s.startsWith(':')),
      ),
    ]
    const written = new RegExp(`['"\`]/(${starts.join('|')})([/?#'"\`]|$)`)
    const files = readdirSync('src', { recursive: true, encoding: 'utf8' }).filter(
      (f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.endsWith('paths.ts') && !f.startsWith('api'),
    )
    const found = files.flatMap((f) =>
      readFileSync(join('src', f), 'utf8')
        .split('\n')
        .flatMap((line, n) => (written.test(line) && !/^\s*(\/\/|\*|\/\*)/.test(line) ? [`${f}:${n + 1}`] : [])),
    )
    expect(found).toEqual([])
  })
})
