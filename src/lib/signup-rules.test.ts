import { describe, expect, it } from 'vitest'
import { SIGNUP_TEXTS } from './signup-texts'
import {
  aadharError,
  customerSignupErrors,
  expiryError,
  expiryMonths,
  groupAadhar,
  vendorSignupErrors,
  type CustomerSignupValues,
  type VendorSignupValues,
} from './signup-rules'

const JUNE_15_2026 = Date.UTC(2026, 5, 15)

describe('Aadhar (spec 1 §5)', () => {
  it('is grouped in fours once 12 digits are typed, and left as typed before', () => {
    expect(groupAadhar('234567890124')).toBe('2345 6789 0124')
    expect(groupAadhar('23456789')).toBe('23456789')
    expect(groupAadhar('2345 6789 0124')).toBe('2345 6789 0124')
  })
  it('needs three groups of four with a first digit from 2 to 9', () => {
    expect(aadharError('2345 6789 0124')).toBeUndefined()
    expect(aadharError('1234 5678 9012')).toBe(SIGNUP_TEXTS.aadharInvalid)
    expect(aadharError('234567890124')).toBe(SIGNUP_TEXTS.aadharInvalid)
    expect(aadharError('')).toBe('The Aadhar Card Number field is required.')
  })
})

describe('expiry month (spec 1 §9: this month to 5 years ahead)', () => {
  it('offers 61 months from this one', () => {
    const months = expiryMonths(JUNE_15_2026)
    expect(months).toHaveLength(61)
    expect(months[0]).toBe('06/2026')
    expect(months[6]).toBe('12/2026')
    expect(months[7]).toBe('01/2027')
    expect(months.at(-1)).toBe('06/2031')
  })
  it('refuses last month and the month after the window', () => {
    expect(expiryError('05/2026', JUNE_15_2026)).toBe(SIGNUP_TEXTS.expiryRange)
    expect(expiryError('07/2031', JUNE_15_2026)).toBe(SIGNUP_TEXTS.expiryRange)
    expect(expiryError('06/2031', JUNE_15_2026)).toBeUndefined()
  })
})

const student: CustomerSignupValues = {
  full_name: 'Meera Joshi',
  email: 'meera@example.com',
  phone: '+91 90000 12345',
  aadhar_number: '2345 6789 0124',
  address: '5 MG Road',
  city: 'Bengaluru',
  state: '1',
  pincode: '560001',
  enrollment_no: '20240001',
  expiry_date: '12/2026',
  institute: '1',
  institute_name: '',
  card_media: { name: 'card.jpg', type: 'image/jpeg', size: 9000 },
  have_referral: false,
  referral_by: '',
  disclaimer: true,
}

describe('customer sign-up', () => {
  it('accepts a complete form', () => expect(customerSignupErrors(student, JUNE_15_2026)).toBeNull())
  it('asks for the institute name under Others, the code when the box is ticked, and a png or jpeg card', () => {
    expect(
      customerSignupErrors(
        {
          ...student,
          institute: '0',
          have_referral: true,
          card_media: { name: 'card.gif', type: 'image/gif', size: 10 },
        },
        JUNE_15_2026,
      ),
    ).toEqual({
      institute_name: [SIGNUP_TEXTS.instituteNameRequired],
      referral_by: ['The referral code field is required.'],
      card_media: ['The Student ID Card must be a file of type: png, jpeg.'],
    })
  })
  it('refuses digits in a name and a card over 1 MB', () => {
    expect(
      customerSignupErrors(
        { ...student, full_name: 'R2D2', card_media: { name: 'c.png', type: 'image/png', size: 2_000_000 } },
        JUNE_15_2026,
      ),
    ).toEqual({
      full_name: [SIGNUP_TEXTS.fullNameLetters],
      card_media: ['The Student ID Card must not be greater than 1024 kilobytes.'],
    })
  })
})

const vendor: VendorSignupValues = {
  full_name: 'Kiran Rao',
  email: 'kiran@example.com',
  phone: '9000054321',
  address: '1 Church Street',
  organization: 'Dosa Corner',
  city: 'Bengaluru',
  state: '1',
  pincode: '560001',
  state_code: '29',
  pan_no: 'ABCDE1234F',
  gst_no: '29ABCDE1234F1Z5',
  bank_name: 'HDFC Bank',
  account_number: '12345678',
  confirm_account_number: '12345678',
  ifsc_code: 'HDFC0001234',
  account_type: 'Salary',
  have_referral: false,
  referral_by: '',
}
const docs = {
  bankDocuments: [{ name: 'c.pdf', type: 'application/pdf', size: 100 }],
  panDocuments: [{ name: 'p.png', type: 'image/png', size: 100 }],
}

describe('vendor sign-up', () => {
  it('accepts a complete form; GST is optional', () => {
    expect(vendorSignupErrors(vendor, docs)).toBeNull()
    expect(vendorSignupErrors({ ...vendor, gst_no: '' }, docs)).toBeNull()
  })
  it('checks PAN, GST, the state code, the account confirmation and type, and both documents', () => {
    expect(
      vendorSignupErrors(
        {
          ...vendor,
          pan_no: 'ABCDE12345',
          gst_no: '29ABCDE1234F1X5',
          state_code: '0',
          confirm_account_number: '1234567',
          account_type: 'Joint',
          organization: '',
        },
        { bankDocuments: [], panDocuments: [{ name: 'p.txt', type: 'text/plain', size: 3 }] },
      ),
    ).toEqual({
      organization: ['The outlet name field is required.'],
      state_code: [SIGNUP_TEXTS.stateCodeInvalid],
      pan_no: [SIGNUP_TEXTS.panInvalid],
      gst_no: [SIGNUP_TEXTS.gstInvalid],
      confirm_account_number: [SIGNUP_TEXTS.accountMismatch],
      account_type: [SIGNUP_TEXTS.accountTypeInvalid],
      bankDocuments: [SIGNUP_TEXTS.bankDocumentRequired],
      panDocuments: ['The PAN Document must be a file of type: jpeg, jpg, png, pdf.'],
    })
  })
})
