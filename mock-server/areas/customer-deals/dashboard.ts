import { KEPT_LIST } from './kept-lists'
import { clock } from '../../clock/clock'
import { DEAL_STATUS } from '../../../src/lib/deal-status'
import { statusNow } from './rules'
import { keptDeals, type KeptDealRow } from './my-deals'

/**
 * customer/customer-dashboard: the customer's deals (their My Deals) in four lists: all of them, and the active,
 * pending and expired ones by the status customers see (an active deal past its end date is expired). Inactive deals appear under all only. Not gated: /dashboard is where
 * unverified customers are sent.
 */
export function customerDashboard(customerId: number, now = clock.now()) {
  const all = keptDeals(customerId, KEPT_LIST.myDeals)
  const withStatus = (status: number) => all.filter((k: KeptDealRow) => statusNow(k.deal, now) === status)
  return {
    all,
    active: withStatus(DEAL_STATUS.active),
    pending: withStatus(DEAL_STATUS.pending),
    expired: withStatus(DEAL_STATUS.expired),
  }
}
