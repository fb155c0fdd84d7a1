import { describe, expect, it } from 'vitest'
import { categoryPath, categorySlug, dealPath, dealSlug, keywordPath } from './slug'

describe('dealSlug', () => {
  it('drops non-alphanumerics, lower-cases, and turns spaces into hyphens', () => {
    expect(dealSlug('Masala Chai & Samosa Combo')).toBe('masala-chai-samosa-combo')
    expect(dealSlug('Buy 1 Get 1: Cold Coffee!')).toBe('buy-1-get-1-cold-coffee')
    expect(dealSlug("Café Mocha (Large) 50% off")).toBe('caf-mocha-large-50-off')
  })
  it('collapses runs of spaces left by removed characters', () => {
    expect(dealSlug('Pizza - Large')).toBe('pizza-large')
  })
  it('keeps an all-symbol name linkable', () => {
    expect(dealSlug('%%%')).toBe('')
    expect(dealPath({ name: '%%%', uuid: 'u1' })).toBe('/deal/deal/u1')
  })
  it('builds the deal route', () => {
    expect(dealPath({ name: 'Gym Day Pass', uuid: 'abc' })).toBe('/deal/gym-day-pass/abc')
  })
})

describe('categorySlug', () => {
  it('lower-cases and turns spaces into hyphens only', () => {
    expect(categorySlug('Food & Drinks')).toBe('food-&-drinks')
    expect(categorySlug('Cafes')).toBe('cafes')
    expect(categorySlug('Salons and Spa')).toBe('salons-and-spa')
  })
  it('routes encode what the URL needs', () => {
    expect(categoryPath('Food & Drinks')).toBe('/c/food-%26-drinks')
    expect(keywordPath('cold coffee')).toBe('/keyword/keyword-deals/cold%20coffee')
  })
})
