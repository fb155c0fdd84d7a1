import { describe, expect, it } from 'vitest'
import { PAYMENT_RETURN_TEXTS, paymentReturnNotice } from './payment-return'

describe('the payment return notice', () => {
  it('warns FAILED for aborted and failure, and says success for anything else', () => {
    expect(paymentReturnNotice('aborted')).toEqual({ kind: 'warning', title: 'FAILED!', text: PAYMENT_RETURN_TEXTS.aborted })
    expect(paymentReturnNotice('failure')).toEqual({ kind: 'warning', title: 'FAILED!', text: PAYMENT_RETURN_TEXTS.failure })
    expect(paymentReturnNotice('success').kind).toBe('success')
    expect(paymentReturnNotice('').kind).toBe('success')
  })
})
