import { useEffect, useState } from 'react'
import { Link, useLocation } from 'wouter'
import { useSnapshot } from 'valtio'
import { removeFromMyDeals, myList } from '../../api/customer-deals'
import type { KeptDealEntry } from '../../api/schemas/customer-deals'
import { dealReviewsPath } from '../../lib/slug'
import { session } from '../../state/session'
import { confirm, notify } from '../../state/ui'
import { rememberList, noteRemoved } from '../../ui/customer-lists'
import { reportCartFailure, WARNING_MS } from '../../ui/deal-keeping'
import { usePageTitle } from '../../ui/page-title'
import { Empty, Failed, Loading } from '../../ui/states'
import { useCall } from '../../ui/use-call'
import { KeptDealItem } from './kept-deal-item'
import { ListTabs, type Tab } from './list-tabs'
import { NotForVendors, failureText, notVerifiedOf } from './list-states'
import { loadIfVerified } from './verification-gate'
import './my-deals.css'

/** Spec 2 §2, My Deals, word for word. */
export const MY_DEALS_TEXTS = {
  notVerified: 'Not Allowed: Email or Phone is not verified, please verify first.',
  empty: 'No Deals Found',
  confirm: 'Are you sure you want to remove this deal',
  yes: 'Yes Delete it!',
  no: 'No, Keep it!',
  removed: 'This deal is removed from your deal list',
} as const

type Filter = 'all' | 'active' | 'pending' | 'expired'
const statusOf: Record<Exclude<Filter, 'all'>, number> = { active: 1, pending: 2, expired: 3 }

/** /my-deals: the customer's deals with the All, Active, Pending and Expired tabs; review and remove per deal. */
export default function MyDealsScreen() {
  usePageTitle('My Deals')
  const snap = useSnapshot(session)
  const [, navigate] = useLocation()
  const [filter, setFilter] = useState<Filter>('all')
  const isCustomer = snap.userInfo.userType === 2
  const list = useCall(async () => (isCustomer ? loadIfVerified(MY_DEALS_TEXTS.notVerified, () => myList(1)) : null), [isCustomer])

  const gate = list.status === 'failed' ? notVerifiedOf(list.error) : null
  useEffect(() => {
    if (!gate) return
    notify('warning', gate, undefined, WARNING_MS)
    navigate('/dashboard', { replace: true })
  }, [gate, navigate])
  useEffect(() => {
    if (list.status === 'done' && list.data) rememberList('Mydeallist', list.data.my_deals.map((e) => e.deal.uuid))
  }, [list.status, list.data])

  if (!isCustomer) return <NotForVendors title="My Deals" />

  const entries = list.data?.my_deals ?? []
  const count = (f: Filter) => (f === 'all' ? entries.length : entries.filter((e) => e.deal.deal_status === statusOf[f]).length)
  const tabs: Tab<Filter>[] = [
    { key: 'all', label: 'All', count: count('all') },
    { key: 'active', label: 'Active', count: count('active') },
    { key: 'pending', label: 'Pending', count: count('pending') },
    { key: 'expired', label: 'Expired', count: count('expired') },
  ]
  const shown = filter === 'all' ? entries : entries.filter((e) => e.deal.deal_status === statusOf[filter])

  async function remove(entry: KeptDealEntry) {
    const ok = await confirm({ title: MY_DEALS_TEXTS.confirm, confirmText: MY_DEALS_TEXTS.yes, cancelText: MY_DEALS_TEXTS.no })
    if (!ok) {
      notify('info', 'Cancelled')
      return
    }
    try {
      await removeFromMyDeals(entry.deal.uuid)
      noteRemoved('Mydeallist', entry.deal.uuid)
      notify('success', 'Deleted', MY_DEALS_TEXTS.removed)
      list.setData({ my_deals: entries.filter((e) => e.id !== entry.id) })
    } catch (e) {
      reportCartFailure(e)
      list.reload()
    }
  }

  return (
    <section className="page my-deals" aria-labelledby="my-deals-title">
      <h1 id="my-deals-title">My Deals</h1>
      <ListTabs tabs={tabs} value={filter} onChange={setFilter} panelId="my-deals-panel" label="Filter my deals" />
      <div id="my-deals-panel" role="tabpanel" aria-labelledby={`my-deals-panel-tab-${filter}`}>
        {list.status === 'loading' && !list.data ? (
          <Loading />
        ) : list.status === 'failed' && !gate ? (
          <Failed text={failureText(list.error)} onRetry={list.reload} />
        ) : gate ? null : shown.length === 0 ? (
          <Empty text={MY_DEALS_TEXTS.empty}>
            <Link href="/" className="button button-secondary">
              Browse deals
            </Link>
          </Empty>
        ) : (
          <ul className="kept-deals">
            {shown.map((entry) => (
              <KeptDealItem key={entry.id} deal={entry.deal}>
                {entry.deal.deal_status === 1 && entry.deal.deal_available > 0 && (
                  <Link href={`/payment/${entry.deal.uuid}`} className="button button-small">
                    Pay for the Deal Now
                  </Link>
                )}
                {/* Reviews belong to deals on show (active or expired); a pending deal has no reviews page. */}
                {(entry.deal.deal_status === 1 || entry.deal.deal_status === 3) && (
                  <Link href={dealReviewsPath(entry.deal)} className="button button-secondary button-small" aria-label={`Review ${entry.deal.name}`}>
                    Review
                  </Link>
                )}
                <button type="button" className="button button-secondary button-small" aria-label={`Remove ${entry.deal.name}`} onClick={() => void remove(entry)}>
                  Remove
                </button>
              </KeptDealItem>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}
