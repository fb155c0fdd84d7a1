import { useEffect, useRef, useState } from 'react'
import { Link } from 'wouter'
import type { ListingDeal } from '../../api/schemas/deals'
import { formatSlashDate } from '../../lib/dates'
import { canAddToMyDeals } from '../../lib/deal-status'
import { formatPercent } from '../../lib/deal-pricing'
import { formatRupees } from '../../lib/money'
import { paths } from '../../lib/paths'
import { useViewer } from '../../state/session'
import type { CustomerHold } from '../../lib/account-status'
import { HoldNotice, useCustomerHolds } from '../../ui/account-hold'
import { BusyButton } from '../../ui/busy-button'
import { Modal } from '../../ui/modal'
import { HeartIcon, InMyDealsIcon, PlusIcon } from './icons'
import { keepInMyDeals, toggleWishlist } from './keep-deal'
import { useInMyDeals } from './session-lists'
import './customer-deals.css'

type DealCardActionsProps = {
  deal: ListingDeal
  /** Tells the list the deal changed (e.g. is_wishlist flipped), so it can update or reload. */
  onChanged?: (deal: ListingDeal) => void
}

/**
 * The plus (add to my deals, through the price popup) and the wishlist heart of a deal card, for a signed-in
 * customer only (spec 2 §2). The heart reflects is_wishlist and toggles it.
 */
export function DealCardActions({ deal, onChanged }: DealCardActionsProps) {
  const { viewer } = useViewer()
  const holds = useCustomerHolds()
  const [wish, setWish] = useState<0 | 1>(deal.is_wishlist)
  const [busy, setBusy] = useState(false)
  const [pricing, setPricing] = useState(false)
  const inMyDeals = useInMyDeals(deal.uuid)
  const [justAdded, setJustAdded] = useState(false)
  const keptLink = useRef<HTMLAnchorElement>(null)
  useEffect(() => setWish(deal.is_wishlist), [deal.is_wishlist])
  // The plus that opened the popup is gone once the deal is added: focus moves to what took its place.
  useEffect(() => {
    if (justAdded && inMyDeals) keptLink.current?.focus()
  }, [justAdded, inMyDeals])

  if (viewer !== 'customer') return null
  // Keeping is closed until both contacts are verified (spec 2 §4): the card says so instead of offering it.
  if (holds.keeping) return <VerifyToKeep deal={deal} />

  async function heart() {
    setBusy(true)
    const next = await toggleWishlist(deal.uuid, wish)
    setBusy(false)
    setWish(next)
    if (next !== deal.is_wishlist) onChanged?.({ ...deal, is_wishlist: next })
  }

  return (
    <div className="keeping-actions">
      {inMyDeals ? (
        <Link
          ref={keptLink}
          href={paths.myDeals()}
          className="keeping-button is-kept"
          aria-label={`${deal.name}: In My Deals`}
          title="In My Deals"
        >
          <InMyDealsIcon />
        </Link>
      ) : (
        canAddToMyDeals(deal) && (
          <button
            type="button"
            className="keeping-button"
            aria-label={`Add ${deal.name} to My Deals`}
            title="Add to My Deals"
            onClick={() => setPricing(true)}
          >
            <PlusIcon />
          </button>
        )
      )}
      <BusyButton
        type="button"
        className={wish ? 'keeping-button is-wished' : 'keeping-button'}
        aria-pressed={wish === 1}
        aria-label={wish ? `Remove ${deal.name} from wishlist` : `Add ${deal.name} to wishlist`}
        title={wish ? 'Remove from wishlist' : 'Add to wishlist'}
        busy={busy}
        onClick={() => void heart()}
      >
        <HeartIcon filled={wish === 1} />
      </BusyButton>
      {pricing && (
        <PricePopup
          deal={deal}
          buyingHold={holds.buying}
          onClose={() => setPricing(false)}
          onAdded={() => setJustAdded(true)}
        />
      )}
    </div>
  )
}

/** Instead of the plus and the heart while keeping is closed: where to verify, named for the deal's card. */
function VerifyToKeep({ deal }: { deal: ListingDeal }) {
  return (
    <div className="keeping-actions">
      <Link
        href={paths.myAccount()}
        className="keeping-verify"
        aria-label={`Verify to keep ${deal.name}: verify your account on My Account`}
      >
        Verify to keep
      </Link>
    </div>
  )
}

/**
 * The card's price popup: what the deal costs, then add it to My Deals (or pay now for a pay-later deal, unless the
 * account may not buy: then what holds it and the way out).
 */
function PricePopup({
  deal,
  buyingHold,
  onClose,
  onAdded,
}: {
  deal: ListingDeal
  buyingHold: CustomerHold | null
  onClose: () => void
  onAdded: () => void
}) {
  const [adding, setAdding] = useState(false)
  async function add() {
    setAdding(true)
    const added = await keepInMyDeals(deal.uuid)
    setAdding(false)
    if (!added) return
    onAdded()
    onClose()
  }
  return (
    <Modal title="Add to My Deals" onClose={onClose} className="price-popup">
      <p className="price-popup-name">
        <strong>{deal.name}</strong>
        <br />
        <span className="muted">{deal.vendor.organization}</span>
      </p>
      <dl className="price-facts">
        <div>
          <dt>{deal.is_open_deal ? 'Price from' : 'Deal price'}</dt>
          <dd>{formatRupees(deal.deal_price)}</dd>
        </div>
        <div>
          <dt>Your final discount</dt>
          <dd>{formatPercent(deal.final_discount)}</dd>
        </div>
        <div>
          <dt>Valid till</dt>
          <dd>{formatSlashDate(deal.end_date)}</dd>
        </div>
      </dl>
      <div className="actions">
        {deal.is_paylater && buyingHold ? (
          <HoldNotice hold={buyingHold} />
        ) : deal.is_paylater ? (
          <Link href={paths.payment(deal)} className="button">
            Pay for the Deal Now
          </Link>
        ) : (
          <BusyButton type="button" className="button" busy={adding} onClick={() => void add()}>
            {adding ? 'Adding…' : 'Add to My Deals'}
          </BusyButton>
        )}
        <button type="button" className="button button-secondary" onClick={onClose}>
          Cancel
        </button>
      </div>
    </Modal>
  )
}
