import { describe, expect, it } from 'vitest'
import { emailError, indianMobile, inquiryErrors, newsletterErrors, summary } from './contact-forms'

describe('indianMobile', () => {
  it.each([
    ['9876543210', '+919876543210'],
    ['+91 98765 43210', '+919876543210'],
    ['0091-98765-43210', '+919876543210'],
    ['09876543210', '+919876543210'],
    ['919876543210', '+919876543210'],
    ['6000000000', '+916000000000'],
  ])('%s is %s', (input, out) => expect(indianMobile(input)).toBe(out))

  it.each(['', '12345', '5876543210', '+1 415 555 0100', '98765432101', 'call me'])(
    '%s is not an Indian mobile',
    (input) => expect(indianMobile(input)).toBeNull(),
  )
})

describe('emailError', () => {
  it('requires a valid address of at most 100 characters', () => {
    expect(emailError(' ')).toBe('The email field is required.')
    expect(emailError('priya@')).toBe('The email field must be a valid email address.')
    expect(emailError('priya@example')).toBe('The email field must be a valid email address.')
    expect(emailError(`${'a'.repeat(96)}@x.in`)).toBe('The email field must not be greater than 100 characters.')
    expect(emailError('priya.sharma@christuniversity.in')).toBeUndefined()
  })
})

describe('newsletterErrors', () => {
  it('lists every broken rule per field', () => {
    expect(newsletterErrors({ name: '', email: 'x', phone: '123', category: [] })).toEqual({
      name: ['The name field is required.'],
      email: ['The email field must be a valid email address.'],
      phone: ['The phone field must be a valid Indian mobile number.'],
      category: ['The category field is required.'],
    })
    expect(newsletterErrors({ name: 'n'.repeat(101), email: 'a@b.in', phone: '9876543210', category: [1] })).toEqual({
      name: ['The name field must not be greater than 100 characters.'],
    })
    expect(newsletterErrors({ name: 'Priya', email: 'a@b.in', phone: '9876543210', category: [1] })).toBeNull()
  })
})

describe('inquiryErrors', () => {
  it('allows a 230-character name and needs subject and notes', () => {
    expect(inquiryErrors({ name: 'n'.repeat(230), email: 'a@b.in', subject: ' ', notes: '' })).toEqual({
      subject: ['The subject field is required.'],
      notes: ['The notes field is required.'],
    })
    expect(inquiryErrors({ name: 'n'.repeat(231), email: 'a@b.in', subject: 's', notes: 'n' })).toEqual({
      name: ['The name field must not be greater than 230 characters.'],
    })
  })
})

describe('summary', () => {
  it('says the first error and how many more', () => {
    expect(summary({ a: ['First.'], b: ['Second.'], c: ['Third.'] })).toBe('First. (and 2 more errors)')
    expect(summary({ a: ['Only.'] })).toBe('Only.')
  })
})
