import { useState } from 'react'
import { Link } from 'wouter'
import { removeFromWishlist } from '../../api/customer-deals'
import type { KeptDealEntry } from '../../api/schemas/customer-deals'
import { keepInMyDeals } from '../../ui/deal-keeping'
import { usePageTitle } from '../../ui/page-title'
import { Empty, Failed, Loading } from '../../ui/states'
import { KeptDealItem } from './kept-deal-item'
import { NotForVendors, failureText } from './list-states'
import { useKeptList } from './use-kept-list'
import './my-deals.css'
import { BusyButton } from '../../ui/busy-button'

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
                  <BusyButton type="button" className="button button-small" busy={adding === entry.deal.uuid} aria-label={`Add ${entry.deal.name} to My Deals`} onClick={() => void addToMyDeals(entry)}>
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
