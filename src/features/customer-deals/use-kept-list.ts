import { useEffect } from 'react'
import { useLocation } from 'wouter'
import { myList } from '../../api/customer-deals'
import type { KeptDealEntry } from '../../api/schemas/customer-deals'
import { paths } from '../../lib/paths'
import { useViewer } from '../../state/session'
import { WARNING_MS, confirm, notify } from '../../state/ui'
import { useCall } from '../../ui/use-call'
import { reportKeepFailure } from './keep-deal'
import { notVerifiedOf } from './list-states'
import { noteRemoved, rememberList } from './session-lists'
import { loadIfVerified } from './verification-gate'
import type { KeptList } from '../../api/schemas/customer-deals'

type Texts = { notVerified: string; confirm: string; yes: string; no: string; removed: string }

/**
 * One of the customer's kept lists (cart_type 0 wishlist, 1 My Deals): loads it behind the verification gate (an
 * unverified customer goes to /dashboard with the list's warning), keeps the session's copy in step, and removes an
 * entry after the confirm dialog, with the spec's messages.
 */
export function useKeptList(options: {
  keptList: KeptList
  sessionKey: 'mywishlist' | 'Mydeallist'
  texts: Texts
  remove: (uuid: string) => Promise<unknown>
}) {
  const { keptList, sessionKey, texts } = options
  const [, navigate] = useLocation()
  const isCustomer = useViewer().viewer === 'customer'
  const list = useCall(
    async () => (isCustomer ? loadIfVerified(texts.notVerified, () => myList(keptList)) : null),
    [isCustomer],
  )

  const gate = list.status === 'failed' ? notVerifiedOf(list.error) : null
  useEffect(() => {
    if (!gate) return
    notify('warning', gate, undefined, WARNING_MS)
    navigate(paths.dashboard(), { replace: true })
  }, [gate, navigate])
  useEffect(() => {
    if (list.status === 'done' && list.data)
      rememberList(
        sessionKey,
        list.data.my_deals.map((e) => e.deal.uuid),
      )
  }, [list.status, list.data, sessionKey])

  const entries = list.data?.my_deals ?? []

  async function remove(entry: KeptDealEntry) {
    // The entry's row goes away with its Remove button: keyboard users carry on from the next row (or the page).
    const row = (document.activeElement as HTMLElement | null)?.closest('li')
    const neighbour = row?.nextElementSibling ?? row?.previousElementSibling ?? null
    const ok = await confirm({ title: texts.confirm, confirmText: texts.yes, cancelText: texts.no })
    if (!ok) {
      notify('info', 'Cancelled')
      return
    }
    try {
      await options.remove(entry.deal.uuid)
      noteRemoved(sessionKey, entry.deal.uuid)
      notify('success', 'Deleted', texts.removed)
      list.setData({ my_deals: entries.filter((e) => e.id !== entry.id) })
      requestAnimationFrame(() =>
        (neighbour?.querySelector<HTMLElement>('a[href], button') ?? document.getElementById('main'))?.focus(),
      )
    } catch (e) {
      reportKeepFailure(e)
      list.reload()
    }
  }

  return { isCustomer, list, entries, remove, turnedAway: gate !== null }
}
