import { describe, expect, it } from 'vitest'
import { optionsOf } from './search-options'

describe('optionsOf', () => {
  it('links every group to its listing route, in the dropdown order', () => {
    const options = optionsOf({
      vendors: [{ uuid: 'v-1', name: 'Chai Point Koramangala' }],
      keywords: [{ id: 4, name: 'iced tea' }],
      products: [{ uuid: 'p-1', name: 'Masala Chai' }],
      deals: [{ uuid: 'd-1', name: 'Chai for Two' }],
      categories: [{ uuid: 'c-1', name: 'Food and Drinks' }],
    })
    expect(options.map((o) => [o.group, o.href])).toEqual([
      ['categories', '/c/food-and-drinks'],
      ['deals', '/deals/deals-search/d-1'],
      ['products', '/product/product-deals/p-1'],
      ['keywords', '/keyword/keyword-deals/iced%20tea'],
      ['vendors', '/vendor/vendor-deals/v-1'],
    ])
    expect(new Set(options.map((o) => o.id)).size).toBe(5)
  })
})
