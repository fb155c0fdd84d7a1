import type { DealDetail } from '../api/schemas/deals'

export type DealDetailActionsProps = {
  deal: DealDetail
  /** Asks the deal page to load the deal again (after a wishlist or My Deals change). */
  onChanged: () => void
}

/**
 * The customer's actions on the deal page: add to my deals (or Pay for the Deal Now), the wishlist heart and
 * Mark as Wrong. Placeholder: the customer-deals work replaces this file; until then there are no dead buttons.
 */
export function DealDetailActions(_props: DealDetailActionsProps) {
  return null
}
