import { describe, expect, it } from 'vitest'
import { DOCUMENT_TEXTS, documentCountError, exceedsMaximum } from './profile-documents'
import { canSendCode } from './profile-contact'
import { customerProfileErrors, expiryMonth, expiryWire, optionalImageError } from './profile-rules'
import { canBuyPlan, marginFor, planStyle } from './membership-plans'

const now = Date.UTC(2026, 10, 23)
const valid = {
  full_name: 'Priya Sharma',
  email: 'customer@example.com',
  phone: '9876543210',
  aadhar_number: '2345 6789 0123',
  address: '12, 4th Cross',
  city: 'Bengaluru',
  state: '1',
  pincode: '560034',
  enrollment_no: '20231045',
  expiry_date: '06/2028',
  institute: '1',
  institute_name: '',
}

describe('customer profile rules', () => {
  it("are sign-up's, without the ID card, referral or disclaimer", () => {
    expect(customerProfileErrors(valid, now)).toBeNull()
    expect(customerProfileErrors({ ...valid, aadhar_number: '1234 5678 9012', institute: '0' }, now)).toEqual({
      aadhar_number: ['The Aadhar Card Number is invalid.'],
      institute_name: ['The institute name field is required when Others is chosen.'],
    })
  })
  it('take a new photo only as png or jpeg', () => {
    expect(optionalImageError(null, 'image')).toBeUndefined()
    expect(optionalImageError({ name: 'a.gif', type: 'image/gif', size: 10 }, 'image')).toBe(
      'The image must be a file of type: png, jpeg.',
    )
  })
  it('read the expiry month from either wire form and send MM/DD/YYYY', () => {
    expect(expiryMonth('06/01/2028')).toBe('06/2028')
    expect(expiryMonth('06/2028')).toBe('06/2028')
    expect(expiryMonth('2028-06')).toBe('')
    expect(expiryWire('06/2028')).toBe('06/01/2028')
  })
})

describe('contact codes', () => {
  it('go only to an unverified or changed value', () => {
    expect(canSendCode({ value: 'a@example.com', verified: true }, 'A@example.com ')).toBe(false)
    expect(canSendCode({ value: 'a@example.com', verified: false }, 'a@example.com')).toBe(true)
    expect(canSendCode({ value: 'a@example.com', verified: true }, 'b@example.com')).toBe(true)
    expect(canSendCode({ value: 'a@example.com', verified: false }, ' ')).toBe(false)
  })
})

describe('vendor documents', () => {
  it('are 2 to 7 in total', () => {
    expect(documentCountError(1)).toBe(DOCUMENT_TEXTS.atLeastTwo)
    expect(documentCountError(2)).toBeUndefined()
    expect(documentCountError(7)).toBeUndefined()
    expect(documentCountError(8)).toBe(DOCUMENT_TEXTS.atMostSeven)
    expect(exceedsMaximum(2, 5)).toBe(false)
    expect(exceedsMaximum(2, 6)).toBe(true)
  })
})

describe('membership plans', () => {
  it('style Silver and Gold, hide Buy Now on the current plan, and fall back to the UPI margin', () => {
    expect([planStyle('Silver'), planStyle(' gold '), planStyle('Platinum')]).toEqual(['silver', 'gold', 'plain'])
    expect(canBuyPlan({ id: 1 }, 1)).toBe(false)
    expect(canBuyPlan({ id: 2 }, 1)).toBe(true)
    expect(canBuyPlan({ id: 2 }, null)).toBe(true)
    const margins = [
      { payment_method_type: 1, gross_margin: 25 },
      { payment_method_type: 6, gross_margin: 20 },
    ]
    expect(marginFor(margins, 1)?.gross_margin).toBe(25)
    expect(marginFor(margins, 3)?.gross_margin).toBe(20)
  })
})
