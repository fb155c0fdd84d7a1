import { describe, expect, it } from 'vitest'
import { categorySlug, dealSlug } from './slug'

describe('dealSlug', () => {
  it('drops non-alphanumerics, lower-cases, and turns spaces into hyphens', () => {
    expect(dealSlug('Masala Chai & Samosa Combo')).toBe('masala-chai-samosa-combo')
    expect(dealSlug('Buy 1 Get 1: Cold Coffee!')).toBe('buy-1-get-1-cold-coffee')
    expect(dealSlug('Café Mocha (Large) 50% off')).toBe('caf-mocha-large-50-off')
  })
  it('collapses runs of spaces left by removed characters', () => {
    expect(dealSlug('Pizza - Large')).toBe('pizza-large')
  })
  it('keeps an all-symbol name linkable', () => {
    expect(dealSlug('%%%')).toBe('')
  })
})

describe('categorySlug', () => {
  it('lower-cases and turns spaces into hyphens only', () => {
    expect(categorySlug('Food & Drinks')).toBe('food-&-drinks')
    expect(categorySlug('Cafes')).toBe('cafes')
    expect(categorySlug('Salons and Spa')).toBe('salons-and-spa')
  })
})
