import { useEffect } from 'react'
import { useLocation, useSearch } from 'wouter'
import { paths } from '../../lib/paths'
import { notify } from '../../state/ui'

export const PAYMENT_RETURN_TEXTS = {
  failedTitle: 'FAILED!',
  aborted: 'The payment was not completed. The order status will be emailed to you.',
  failure: 'The transaction was declined. Please try again or use another payment method.',
  successTitle: 'Success!',
  success: 'Your membership upgrade was successful.',
} as const

export function paymentReturnNotice(message: string): { kind: 'warning' | 'success'; title: string; text: string } {
  if (message === 'aborted') return { kind: 'warning', title: PAYMENT_RETURN_TEXTS.failedTitle, text: PAYMENT_RETURN_TEXTS.aborted }
  if (message === 'failure') return { kind: 'warning', title: PAYMENT_RETURN_TEXTS.failedTitle, text: PAYMENT_RETURN_TEXTS.failure }
  return { kind: 'success', title: PAYMENT_RETURN_TEXTS.successTitle, text: PAYMENT_RETURN_TEXTS.success }
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
