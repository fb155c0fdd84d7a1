import { describe, expect, it } from 'vitest'
import { paymentResultOf, resultTexts } from './payment-result'

describe('the payment result (spec 3 §8)', () => {
  it('says Order Placed with the order number and Rs. amount for a paid deal', () => {
    const r = paymentResultOf('?payment_for=deal&message=success&order_id=42&amount=129.00')!
    expect(resultTexts(r)).toEqual({ title: 'Order Placed', lines: ['Order number: 42', 'Rs. 129.00/-'], ok: true })
  })
  it('gives the aborted and declined texts, and the membership and pay_to_fh ones', () => {
    expect(resultTexts(paymentResultOf('?payment_for=deal&message=aborted')!).lines[0]).toBe(
      'Thank you for shopping with us. We will keep you posted regarding the status of your order through e-mail',
    )
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
