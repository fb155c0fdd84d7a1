import { useEffect } from 'react'
import { useLocation, useSearch } from 'wouter'
import { paths } from '../../lib/paths'
import { resultTexts } from '../../lib/payment-result'
import { notify } from '../../state/ui'

/** The notice for a membership payment's return (spec 3 §8: the success words, or a FAILED warning). */
export function paymentReturnNotice(message: string): { kind: 'warning' | 'success'; title: string; text: string } {
  const t = resultTexts({ paymentFor: 'membership', message, orderId: '', amount: '' })
  return { kind: t.ok ? 'success' : 'warning', title: t.title, text: t.lines.join(' ') }
}

/**
 * The gateway's return to /my-account?message=… (spec 1 §2): the notice for the outcome, then the address goes back to
 * /my-account so a reload does not show it again.
 */
export function usePaymentReturn() {
  const search = useSearch()
  const [, navigate] = useLocation()
  useEffect(() => {
    const message = new URLSearchParams(search).get('message')
    if (message === null) return
    const notice = paymentReturnNotice(message)
    notify(notice.kind, notice.title, notice.text, 8000)
    navigate(paths.myAccount(), { replace: true })
  }, [search, navigate])
}
