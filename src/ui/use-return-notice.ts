import { useEffect } from 'react'
import { useLocation, useSearch } from 'wouter'
import { notify, type NoticeKind } from '../state/ui'

/** What a return address's `message` says to the person. */
export type ReturnNotice = { kind: NoticeKind; title: string; text: string }

/**
 * A page the gateway returns to with `?message=…` (spec 1 §2, spec 3 §2): shows the notice the area's rule gives for
 * that message, then puts the page's own address back, so a reload does not say it twice.
 */
export function useReturnNotice(noticeOf: (message: string) => ReturnNotice, address: string) {
  const search = useSearch()
  const [, navigate] = useLocation()
  useEffect(() => {
    const message = new URLSearchParams(search).get('message')
    if (message === null) return
    const notice = noticeOf(message)
    notify(notice.kind, notice.title, notice.text, 8000)
    navigate(address, { replace: true })
    // noticeOf is a module-level rule: only the address's query matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search, navigate, address])
}
