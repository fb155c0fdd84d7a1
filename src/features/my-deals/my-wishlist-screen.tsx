import { useEffect, useState } from 'react'
import { Link, useLocation } from 'wouter'
import { useSnapshot } from 'valtio'
import { myList, removeFromWishlist } from '../../api/customer-deals'
import type { KeptDealEntry } from '../../api/schemas/customer-deals'
import { session } from '../../state/session'
import { confirm, notify } from '../../state/ui'
import { noteRemoved, rememberList } from '../../ui/customer-lists'
import { keepInMyDeals, reportCartFailure, WARNING_MS } from '../../ui/deal-keeping'
import { usePageTitle } from '../../ui/page-title'
import { Empty, Failed, Loading } from '../../ui/states'
import { useCall } from '../../ui/use-call'
import { KeptDealItem } from './kept-deal-item'
import { NotForVendors, failureText, notVerifiedOf } from './list-states'
import { loadIfVerified } from './verification-gate'
import './my-deals.css'

/** Spec 2 §2, My Wishlist, word for word (its warning has a comma where My Deals has a colon). */
export const WISHLIST_TEXTS = {
  notVerified: 'Not Allowed, Email or Phone is not verified, please verify first.',
  empty: 'No Deals Found',
  confirm: 'Are you sure you want to remove this deal',
  yes: 'Yes Remove it!',
  no: 'No, Keep it!',
  removed: 'This deal is removed from your wishlist',
} as const

/** /my-wishlist: the deals the customer hearted; add one to My Deals or remove it (after confirming). */
export default function MyWishlistScreen() {
  usePageTitle('My Wishlist')
  const snap = useSnapshot(session)
  const [, navigate] = useLocation()
  const [adding, setAdding] = useState<string | null>(null)
  const isCustomer = snap.userInfo.userType === 2
  const list = useCall(async () => (isCustomer ? loadIfVerified(WISHLIST_TEXTS.notVerified, () => myList(0)) : null), [isCustomer])

  const gate = list.status === 'failed' ? notVerifiedOf(list.error) : null
  useEffect(() => {
    if (!gate) return
    notify('warning', gate, undefined, WARNING_MS)
    navigate('/dashboard', { replace: true })
  }, [gate, navigate])
  useEffect(() => {
    if (list.status === 'done' && list.data) rememberList('mywishlist', list.data.my_deals.map((e) => e.deal.uuid))
  }, [list.status, list.data])

  if (!isCustomer) return <NotForVendors title="My Wishlist" />
  const entries = list.data?.my_deals ?? []

  async function remove(entry: KeptDealEntry) {
    const ok = await confirm({ title: WISHLIST_TEXTS.confirm, confirmText: WISHLIST_TEXTS.yes, cancelText: WISHLIST_TEXTS.no })
    if (!ok) {
      notify('info', 'Cancelled')
      return
    }
    try {
      await removeFromWishlist(entry.deal.uuid)
      noteRemoved('mywishlist', entry.deal.uuid)
      notify('success', 'Deleted', WISHLIST_TEXTS.removed)
      list.setData({ my_deals: entries.filter((e) => e.id !== entry.id) })
    } catch (e) {
      reportCartFailure(e)
      list.reload()
    }
  }

  async function addToMyDeals(entry: KeptDealEntry) {
    setAdding(entry.deal.uuid)
    await keepInMyDeals(entry.deal.uuid)
    setAdding(null)
  }

  return (
    <section className="page my-wishlist" aria-labelledby="my-wishlist-title">
      <h1 id="my-wishlist-title">My Wishlist</h1>
      {list.status === 'loading' && !list.data ? (
        <Loading />
      ) : list.status === 'failed' && !gate ? (
        <Failed text={failureText(list.error)} onRetry={list.reload} />
      ) : gate ? null : entries.length === 0 ? (
        <Empty text={WISHLIST_TEXTS.empty}>
          <Link href="/" className="button button-secondary">
            Browse deals
          </Link>
        </Empty>
      ) : (
        <ul className="kept-deals">
          {entries.map((entry) => (
            <KeptDealItem key={entry.id} deal={entry.deal}>
              {entry.deal.deal_status === 1 &&
                entry.deal.deal_available > 0 &&
                (entry.deal.is_paylater ? (
                  <Link href={`/payment/${entry.deal.uuid}`} className="button button-small">
                    Pay for the Deal Now
                  </Link>
                ) : (
                  <button type="button" className="button button-small" disabled={adding === entry.deal.uuid} aria-label={`Add ${entry.deal.name} to My Deals`} onClick={() => void addToMyDeals(entry)}>
                    Add to My Deals
                  </button>
                ))}
              <button type="button" className="button button-secondary button-small" aria-label={`Remove ${entry.deal.name}`} onClick={() => void remove(entry)}>
                Remove
              </button>
            </KeptDealItem>
          ))}
        </ul>
      )}
    </section>
  )
}
