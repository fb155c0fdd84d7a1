import { resultTexts } from '../../lib/payment-result'
import type { ReturnNotice } from '../../ui/use-return-notice'

/** The notice for a membership payment's return (spec 3 §8: the success words, or a FAILED warning). */
export function paymentReturnNotice(message: string): ReturnNotice {
  const t = resultTexts({ paymentFor: 'membership', message, orderId: '', amount: '' })
  return { kind: t.ok ? 'success' : 'warning', title: t.title, text: t.lines.join(' ') }
}
