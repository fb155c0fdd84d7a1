import { describe, expect, it } from 'vitest'
import { paymentReturnNotice } from './payment-return'

describe('the payment return notice (a membership upgrade, spec 1 §2 and spec 3 §8)', () => {
  it('warns FAILED for aborted and failure, and gives the success words for anything else', () => {
    expect(paymentReturnNotice('aborted')).toEqual({
      kind: 'warning',
      title: 'FAILED',
      text: 'Thank you for shopping with us. We will keep you posted regarding the status of your order through e-mail',
    })
    expect(paymentReturnNotice('failure')).toEqual({
      kind: 'warning',
      title: 'FAILED',
      text: 'Thank you for shopping with us. However,the transaction has been declined',
    })
    for (const message of ['success', '']) {
      expect(paymentReturnNotice(message)).toEqual({
        kind: 'success',
        title: 'Success',
        text: 'Thank you for membership upgrade. Your transaction is successful.',
      })
    }
  })
})
