import { describe, expect, it } from 'vitest'
import { termsOf } from './present-voucher'

describe("the voucher's terms", () => {
  it('draws list items as points and the introducing paragraph as a line of its own', () => {
    expect(
      termsOf('<p>Please read before you redeem:</p><ul><li>Show the code.</li><li>One per visit &amp; ID.</li></ul>'),
    ).toEqual([
      { text: 'Please read before you redeem:', point: false },
      { text: 'Show the code.', point: true },
      { text: 'One per visit & ID.', point: true },
    ])
    expect(termsOf('<p>One per visit.</p><p>Taxes extra.</p>').every((t) => !t.point)).toBe(true)
    expect(termsOf('<ul><li class="x">Only one.</li></ul>')).toEqual([{ text: 'Only one.', point: true }])
  })
})
