import { describe, expect, it } from 'vitest'
import { amountInWords, numberInWords } from './amount-in-words'

describe('an invoice total in words (the Indian system)', () => {
  it('writes thousands, lakhs and crores', () => {
    expect(numberInWords(0)).toBe('Zero')
    expect(numberInWords(105)).toBe('One Hundred Five')
    expect(numberInWords(1_234_567)).toBe('Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven')
    expect(numberInWords(20_00_00_019)).toBe('Twenty Crore Nineteen')
  })

  it('writes rupees and paise', () => {
    expect(amountInWords(5_960)).toBe('Rupees Fifty Nine and Paise Sixty Only')
    expect(amountInWords(74_500)).toBe('Rupees Seven Hundred Forty Five Only')
  })
})
