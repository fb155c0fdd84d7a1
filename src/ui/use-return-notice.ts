import { useEffect, useRef } from 'react'
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
  // The query already said: StrictMode runs an effect twice on mount (in development), and the address is replaced
  // only after both runs, so the second must not say it again. Cleared once the message has left the address, so a
  // later return with the same message is said again.
  const said = useRef<string | null>(null)
  useEffect(() => {
    const message = new URLSearchParams(search).get('message')
    if (message === null) {
      said.current = null
      return
    }
    if (said.current !== search) {
      said.current = search
      const notice = noticeOf(message)
      notify(notice.kind, notice.title, notice.text, 8000)
    }
    navigate(address, { replace: true })
    // noticeOf is a module-level rule: only the address's query matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search, navigate, address])
}
