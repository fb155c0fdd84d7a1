import { ApiError } from '../../api/client'
import { vendorDealDetail } from '../../api/deals'
import type { DealDetailResponse } from '../../api/schemas/deals'
import { loadDeal } from '../../state/deal-detail'
import { useCall } from '../../ui/use-call'
import type { useListingContext } from './listing-context'

export type LoadedDeal = DealDetailResponse & {
  /** The signed-in vendor's own deal, not (yet) public. */ preview: boolean
}

/**
 * The deal of /deal/{dealName}/{id} (spec 2 §2, §7 deal-detail), read again when the viewer's place changes; a vendor
 * whose deal is not public (pending or inactive) sees its own through vendor/deal-detail, as a preview.
 */
export function useDealDetail(id: string, missing: boolean, place: ReturnType<typeof useListingContext>) {
  return useCall<LoadedDeal | null>(async () => {
    if (missing) return null
    try {
      return { ...(await loadDeal(id)), preview: false }
    } catch (e) {
      // Not public: a vendor may be looking at its own pending or inactive deal.
      if (!(place.isVendor && e instanceof ApiError && e.status === 404)) throw e
      try {
        return { ...(await vendorDealDetail({ id, wishlist_customer_id: null })), preview: true }
      } catch {
        throw e
      }
    }
  }, [id, missing, ...place.key])
}
