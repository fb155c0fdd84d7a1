import type { ListingDeal } from '../api/schemas/deals'

export type DealCardActionsProps = {
  deal: ListingDeal
  /** Tells the list the deal changed (e.g. is_wishlist flipped), so it can update or reload. */
  onChanged?: (deal: ListingDeal) => void
}

/**
 * The plus (add to my deals) and the wishlist heart of a deal card, for a signed-in customer (the card checks the role).
 * Placeholder: the customer-deals work replaces this file; until then the card shows no dead buttons.
 */
export function DealCardActions(_props: DealCardActionsProps) {
  return null
}
