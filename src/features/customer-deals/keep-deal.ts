import { addToMyDeals, addToWishlist, removeFromWishlist } from '../../api/customer-deals'
import { ApiError } from '../../api/client'
import { MY_DEALS_TEXTS, WISHLIST_TEXTS } from '../../lib/customer-deal-texts'
import { WARNING_MS, notify } from '../../state/ui'
import { learnMyDeals, noteKept, noteRemoved } from './session-lists'

/** A failed keep or unkeep call: 409 is the spec's FAILED warning with the server's msg; anything else (but 401, handled globally) an error. */
export function reportKeepFailure(e: unknown) {
  if (e instanceof ApiError && e.status === 401) return
  if (e instanceof ApiError && e.status === 409) {
    notify('warning', 'FAILED', e.serverText, WARNING_MS)
    return
  }
  notify('error', 'FAILED', e instanceof ApiError ? e.serverText : 'Something went wrong')
}

/** The heart: adds or removes the deal; resolves to the new is_wishlist, or the old one when the call failed. */
export async function toggleWishlist(dealUuid: string, isWishlist: 0 | 1): Promise<0 | 1> {
  try {
    if (isWishlist === 1) {
      await removeFromWishlist(dealUuid)
      noteRemoved('mywishlist', dealUuid)
      notify('success', 'Deleted', WISHLIST_TEXTS.removed)
      return 0
    }
    await addToWishlist(dealUuid)
    noteKept('mywishlist', dealUuid)
    notify('success', WISHLIST_TEXTS.added)
    return 1
  } catch (e) {
    // A 409 on add means it is already there: the heart should say so.
    if (e instanceof ApiError && e.status === 409 && isWishlist === 0) {
      reportKeepFailure(e)
      return 1
    }
    reportKeepFailure(e)
    return isWishlist
  }
}

/** The plus: adds the deal to My Deals; true when it is there now. */
export async function keepInMyDeals(dealUuid: string): Promise<boolean> {
  try {
    await addToMyDeals(dealUuid)
    noteKept('Mydeallist', dealUuid)
    notify('success', MY_DEALS_TEXTS.added)
    return true
  } catch (e) {
    reportKeepFailure(e)
    // A refusal may mean it is there already (added in another tab): ask the server, so the buttons say so.
    if (e instanceof ApiError && e.status === 409) void learnMyDeals(true)
    return false
  }
}
