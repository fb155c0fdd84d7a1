import { useState } from 'react'
import { Link } from 'wouter'
import { removeFromWishlist } from '../../api/customer-deals'
import type { KeptDealEntry } from '../../api/schemas/customer-deals'
import { WISHLIST_TEXTS } from '../../lib/customer-deal-texts'
import { canAddToMyDeals } from '../../lib/deal-status'
import { paths } from '../../lib/paths'
import { BusyButton } from '../../ui/busy-button'
import { usePageTitle } from '../../ui/page-title'
import { Empty, Failed, Loading } from '../../ui/states'
import { keepInMyDeals } from './keep-deal'
import { KeptDealItem } from './kept-deal-item'
import { NotForVendors, failureText } from './list-states'
import { useKeptList } from './use-kept-list'
import './my-deals.css'

/** /my-wishlist: the deals the customer hearted; add one to My Deals or remove it (after confirming). */
export default function MyWishlistScreen() {
  usePageTitle('My Wishlist')
  const [adding, setAdding] = useState<string | null>(null)
  const { isCustomer, list, entries, remove, turnedAway } = useKeptList({ cartType: 0, sessionKey: 'mywishlist', texts: WISHLIST_TEXTS, remove: removeFromWishlist })
  if (!isCustomer) return <NotForVendors title="My Wishlist" />

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
      ) : list.status === 'failed' && !turnedAway ? (
        <Failed text={failureText(list.error)} onRetry={list.reload} />
      ) : turnedAway ? null : entries.length === 0 ? (
        <Empty text={WISHLIST_TEXTS.empty}>
          <Link href={paths.home()} className="button button-secondary">
            Browse deals
          </Link>
        </Empty>
      ) : (
        <ul className="kept-deals">
          {entries.map((entry) => (
            <KeptDealItem key={entry.id} deal={entry.deal}>
              {canAddToMyDeals(entry.deal) &&
                (entry.deal.is_paylater ? (
                  <Link href={paths.payment(entry.deal)} className="button button-small">
                    Pay for the Deal Now
                  </Link>
                ) : (
                  <BusyButton type="button" className="button button-small" busy={adding === entry.deal.uuid} aria-label={`Add to My Deals: ${entry.deal.name}`} onClick={() => void addToMyDeals(entry)}>
                    Add to My Deals
                  </BusyButton>
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
