import { useState } from 'react'
import { Link } from 'wouter'
import { removeFromMyDeals } from '../../api/customer-deals'
import { MY_DEALS_TEXTS } from '../../lib/customer-deal-texts'
import { DEAL_STATUS, canAddToMyDeals, isOnShow } from '../../lib/deal-status'
import { paths } from '../../lib/paths'
import { usePageTitle } from '../../ui/page-title'
import { KeptDealItem, RemoveKeptDeal } from './kept-deal-item'
import { ListTabs, type Tab } from '../../ui/list-tabs'
import { KeptListBody } from './kept-list-body'
import { NotForVendors } from './list-states'
import { useKeptList } from './use-kept-list'
import '../../ui/deal-rows.css'
import './my-deals.css'

type Filter = 'all' | 'active' | 'pending' | 'expired'
const statusOf: Record<Exclude<Filter, 'all'>, number> = {
  active: DEAL_STATUS.active,
  pending: DEAL_STATUS.pending,
  expired: DEAL_STATUS.expired,
}

/** /my-deals: the customer's deals with the All, Active, Pending and Expired tabs; review and remove per deal. */
export default function MyDealsScreen() {
  usePageTitle('My Deals')
  const [filter, setFilter] = useState<Filter>('all')
  const { isCustomer, list, entries, remove, turnedAway } = useKeptList({
    keptList: 1,
    sessionKey: 'Mydeallist',
    texts: MY_DEALS_TEXTS,
    remove: removeFromMyDeals,
  })

  if (!isCustomer) return <NotForVendors title="My Deals" />

  const count = (f: Filter) =>
    f === 'all' ? entries.length : entries.filter((e) => e.deal.deal_status === statusOf[f]).length
  const tabs: Tab<Filter>[] = [
    { key: 'all', label: 'All', count: count('all') },
    { key: 'active', label: 'Active', count: count('active') },
    { key: 'pending', label: 'Pending', count: count('pending') },
    { key: 'expired', label: 'Expired', count: count('expired') },
  ]
  const shown = filter === 'all' ? entries : entries.filter((e) => e.deal.deal_status === statusOf[filter])

  return (
    <section className="page my-deals" aria-labelledby="my-deals-title">
      <h1 id="my-deals-title">My Deals</h1>
      <ListTabs tabs={tabs} value={filter} onChange={setFilter} panelId="my-deals-panel" label="Filter my deals" />
      <div id="my-deals-panel" role="tabpanel" aria-labelledby={`my-deals-panel-tab-${filter}`}>
        <KeptListBody
          list={list}
          turnedAway={turnedAway}
          emptyText={MY_DEALS_TEXTS.empty}
          items={shown.map((entry) => (
            <KeptDealItem key={entry.id} deal={entry.deal} inMyDeals>
              {canAddToMyDeals(entry.deal) && (
                <Link href={paths.payment(entry.deal)} className="button button-small">
                  Pay for the Deal Now
                </Link>
              )}
              {/* Reviews belong to deals on show (active or expired); a pending deal has no reviews page. */}
              {isOnShow(entry.deal) && (
                <Link
                  href={paths.reviews(entry.deal)}
                  className="button button-secondary button-small"
                  aria-label={`Review ${entry.deal.name}`}
                >
                  Review
                </Link>
              )}
              <RemoveKeptDeal name={entry.deal.name} onRemove={() => void remove(entry)} />
            </KeptDealItem>
          ))}
        />
      </div>
    </section>
  )
}
