import { CART } from './cart'
import { DEAL_STATUS } from './customer-deal'
import { keptDeals, type KeptDeal } from './my-deals'

/**
 * customer/customer-dashboard: the customer's deals (their My Deals) in four lists: all of them, and the active,
 * pending and expired ones by deal status. Inactive deals appear under all only. Not gated: /dashboard is where
 * unverified customers are sent.
 */
export function customerDashboard(customerId: number) {
  const all = keptDeals(customerId, CART.myDeals)
  const withStatus = (status: number) => all.filter((k: KeptDeal) => k.deal.deal_status === status)
  return {
    all,
    active: withStatus(DEAL_STATUS.active),
    pending: withStatus(DEAL_STATUS.pending),
    expired: withStatus(DEAL_STATUS.expired),
  }
}
