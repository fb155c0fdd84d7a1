import { describe, expect, it } from 'vitest'
import { paymentResultOf, resultTexts } from './payment-result'

describe('the payment result (spec 3 §8)', () => {
  it('says Order Placed with the order number and Rs. amount for a paid deal', () => {
    const r = paymentResultOf('?payment_for=deal&message=success&order_id=42&amount=129.00')!
    expect(resultTexts(r)).toEqual({ title: 'Order Placed', lines: ['Order number: 42', 'Rs. 129.00/-'], ok: true })
  })
  it('gives the aborted and declined texts, and the membership and pay_to_fh ones', () => {
    // Cancelled at the gateway: said as the student's choice, not charged, not a failure (docs/decisions/money-model.md).
    const cancelled = paymentResultOf('?payment_for=deal&message=aborted&payment_mode=3')!
    expect(resultTexts(cancelled)).toEqual({
      title: 'Payment cancelled',
      lines: [
        'You cancelled the payment at the gateway. You were not charged, and nothing was bought.',
        'Your choices are kept: pay again when you are ready.',
      ],
      ok: false,
    })
    expect(cancelled.paymentMode).toBe(3)
    expect(resultTexts(paymentResultOf('?payment_for=ads&message=failure')!).lines[0]).toMatch(
      /However,the transaction has been declined$/,
    )
    expect(resultTexts(paymentResultOf('?payment_for=pay_to_fh&message=success')!).lines[0]).toBe(
      'Thank you for payment to us. Your transaction is successful.',
    )
    expect(resultTexts(paymentResultOf('?payment_for=membership&message=success')!).lines[0]).toBe(
      'Thank you for membership upgrade. Your transaction is successful.',
    )
    expect(paymentResultOf('?payment_for=deal')).toBeNull()
  })
})
