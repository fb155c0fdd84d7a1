import { useState } from 'react'
import { Link } from 'wouter'
import { removeFromWishlist } from '../../api/customer-deals'
import type { KeptDeal } from '../../api/schemas/customer-deals'
import { WISHLIST_TEXTS } from '../../lib/customer-deal-texts'
import { canAddToMyDeals } from '../../lib/deal-status'
import { paths } from '../../lib/paths'
import { BusyButton } from '../../ui/busy-button'
import { usePageTitle } from '../../ui/page-title'
import { keepInMyDeals } from './keep-deal'
import { KeptDealItem, RemoveKeptDeal } from './kept-deal-item'
import { InMyDealsIcon } from './icons'
import { KeptListBody } from './kept-list-body'
import { NotForVendors } from './list-states'
import { useInMyDeals } from './session-lists'
import { useKeptList } from './use-kept-list'
import '../../ui/deal-rows.css'
import './my-deals.css'

/** /my-wishlist: the deals the customer hearted; add one to My Deals or remove it (after confirming). */
export default function MyWishlistScreen() {
  usePageTitle('My Wishlist')
  const { isCustomer, list, entries, remove, turnedAway } = useKeptList({
    keptList: 0,
    sessionKey: 'mywishlist',
    texts: WISHLIST_TEXTS,
    remove: removeFromWishlist,
  })
  if (!isCustomer) return <NotForVendors title="My Wishlist" />

  return (
    <section className="page my-wishlist" aria-labelledby="my-wishlist-title">
      <h1 id="my-wishlist-title">My Wishlist</h1>
      <KeptListBody
        list={list}
        turnedAway={turnedAway}
        emptyText={WISHLIST_TEXTS.empty}
        items={entries.map((entry) => (
          <KeptDealItem key={entry.id} deal={entry.deal}>
            <AddWishedDeal deal={entry.deal} />
            <RemoveKeptDeal name={entry.deal.name} onRemove={() => void remove(entry)} />
          </KeptDealItem>
        ))}
      />
    </section>
  )
}

/**
 * A wished deal's way into My Deals: "In My Deals" (a link there) once it is in, else Add to My Deals, or Pay for the
 * Deal Now for a pay-later deal; nothing for a deal that cannot be added (spec 2 §2).
 */
function AddWishedDeal({ deal }: { deal: KeptDeal }) {
  const [adding, setAdding] = useState(false)
  const inMyDeals = useInMyDeals(deal.uuid)
  if (inMyDeals)
    return (
      <Link
        href={paths.myDeals()}
        className="button button-secondary button-small is-kept"
        aria-label={`In My Deals: ${deal.name}`}
      >
        <InMyDealsIcon /> In My Deals
      </Link>
    )
  if (!canAddToMyDeals(deal)) return null
  if (deal.is_paylater)
    return (
      <Link href={paths.payment(deal)} className="button button-small">
        Pay for the Deal Now
      </Link>
    )
  async function add() {
    setAdding(true)
    await keepInMyDeals(deal.uuid)
    setAdding(false)
  }
  return (
    <BusyButton
      type="button"
      className="button button-small"
      busy={adding}
      aria-label={`Add to My Deals: ${deal.name}`}
      onClick={() => void add()}
    >
      Add to My Deals
    </BusyButton>
  )
}
