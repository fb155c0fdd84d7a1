import { dealDetail } from '../api/deals'
import type { DealDetailResponse } from '../api/schemas/deals'
import { customerIdOf, session } from './session'

type Asked = { key: string; answer: Promise<DealDetailResponse>; claimed: boolean; settled: boolean }

/** The last deal-detail request: an early one is handed to the deal screen once; any request in flight is shared. */
let last: Asked | null = null

/** What the answer depends on: the deal, the customer (wishlist flags) and the position (the distance, sent as headers). */
const keyOf = (id: string) => JSON.stringify([id, customerIdOf(session), session.latlong])

function ask(id: string, claimed: boolean): Asked {
  const asked: Asked = {
    key: keyOf(id),
    answer: dealDetail({ id, wishlist_customer_id: customerIdOf(session) }),
    claimed,
    settled: false,
  }
  const settle = () => (asked.settled = true)
  asked.answer.then(settle, settle)
  last = asked
  return asked
}

/**
 * Starts a deal's details as soon as its address is known (the router calls it with the route), in parallel with the
 * deal screen's chunk rather than after it, and gives the answer started (none for an address without an id). A
 * request for the same deal still in flight, or answered and not yet handed to the screen, is not repeated: the
 * page's load starts it before the router does.
 */
export function prefetchDeal(id: string | undefined): Promise<DealDetailResponse> | undefined {
  const trimmed = id?.trim()
  if (!trimmed) return undefined
  if (last?.key === keyOf(trimmed) && (!last.settled || !last.claimed)) return last.answer
  return ask(trimmed, false).answer
}

/**
 * The deal screen's request: the early one when it is for this deal and not yet used (once: a reload after a change
 * asks again), the one in flight for the same deal, else a new one.
 */
export function loadDeal(id: string): Promise<DealDetailResponse> {
  if (last?.key === keyOf(id) && (!last.claimed || !last.settled)) {
    last.claimed = true
    return last.answer
  }
  return ask(id, true).answer
}

/** Tests start without an early request. */
export function forgetDeal() {
  last = null
}
