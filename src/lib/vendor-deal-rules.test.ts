import { describe, expect, it } from 'vitest'
import { dealFormErrors, isBlankRichText, parseDashDate, weekdayChoice, type DealFormInput } from './vendor-deal-rules'

const valid: DealFormInput = {
  name: 'Masala Chai for Two',
  is_open_deal: false,
  deal_price: '149.50',
  discount: '20',
  category_id: ['1'],
  deal_available: '50',
  product_id: 'a-product-uuid',
  from_date: '20-01-2026',
  end_date: '19-02-2026',
  days: ['2', '3'],
  keyword: ['4'],
  new_keywork: [],
  description: '<p>Two cups.</p>',
  terms_conditions: '<ul><li>One per visit.</li></ul>',
  criteria_amount: [],
  criteria_discount: [],
  small_image: { type: 'image/png' },
  banner_image: { type: 'image/jpeg' },
}
const TODAY = '2026-01-20'

describe('weekdayChoice (spec 2 §4)', () => {
  it('disables every day without a range, selects the one day of a one-day range', () => {
    expect(weekdayChoice(null, null)).toEqual({ enabled: [], selected: [] })
    // 2026-01-20 is a Tuesday (id 3).
    expect(weekdayChoice('2026-01-20', '2026-01-20')).toEqual({ enabled: [3], selected: [3] })
  })
  it('enables only the covered weekdays under 7 days, and all from 7', () => {
    expect(weekdayChoice('2026-01-23', '2026-01-25').enabled).toEqual([1, 6, 7])
    expect(weekdayChoice('2026-01-20', '2026-01-26').enabled).toEqual([1, 2, 3, 4, 5, 6, 7])
  })
})

describe('dealFormErrors (spec 2 §5)', () => {
  it('accepts a complete deal', () => expect(dealFormErrors(valid, TODAY)).toEqual({}))

  it('names each missing or wrong field with the shared words', () => {
    const errors = dealFormErrors(
      {
        ...valid,
        name: 'x'.repeat(231),
        deal_price: '12.345',
        discount: '0',
        category_id: [],
        keyword: [],
        days: [],
        small_image: null,
        banner_image: { type: 'image/gif' },
        description: '<p> </p>',
      },
      TODAY,
    )
    expect(errors).toEqual({
      name: ['The name field must not be greater than 230 characters.'],
      deal_price: ['The deal price field must be an amount with at most 2 decimal places.'],
      discount: ['The discount field must be between 1 and 100.'],
      category_id: ['The category field is required.'],
      keyword: ['The keyword field is required.'],
      days: ['The valid days field is required.'],
      description: ['The description field is required.'],
      small_image: ['The Small Image field is required.'],
      banner_image: ['The field field must be a valid file.'],
    })
  })

  it('refuses a range that starts before today (in India) and days the range does not cover', () => {
    expect(dealFormErrors({ ...valid, from_date: '19-01-2026' }, TODAY).from_date).toEqual([
      'The valid till date cannot start before today.',
    ])
    expect(
      dealFormErrors({ ...valid, from_date: '20-01-2026', end_date: '21-01-2026', days: ['1'] }, TODAY).days,
    ).toEqual(['Choose only days the valid till dates cover.'])
    expect(parseDashDate('31-02-2026')).toBeNull()
  })

  it('checks criteria rows instead of price, discount and category for an open deal', () => {
    const open = {
      ...valid,
      is_open_deal: true,
      deal_price: '',
      discount: '',
      category_id: [],
      criteria_amount: ['500', ''],
      criteria_discount: ['10', '101'],
    }
    expect(dealFormErrors(open, TODAY)).toEqual({
      'criteria_amount.1': ['The Amount field is required.'],
      'criteria_discount.1': ['The Discount field is required.'],
    })
  })

  it('treats a picture as content in rich text', () => {
    expect(isBlankRichText('<p><br></p>')).toBe(true)
    expect(isBlankRichText('<p><img src="x.png"></p>')).toBe(false)
  })
})
