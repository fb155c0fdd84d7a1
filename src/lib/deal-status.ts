/**
 * What a deal's status and stock decide (spec 2 §2, §3, §8), written once for the screens and the mock backend.
 * Status ids are the wire's: 1 active, 2 pending (waiting for approval), 3 expired, 4 inactive.
 */
import { statusList } from './status-list'

const dealStatuses = statusList({
  active: [1, 'Active'],
  pending: [2, 'Pending'],
  expired: [3, 'Expired'],
  inactive: [4, 'Inactive'],
})

export const DEAL_STATUS = dealStatuses.ids
export type DealStatusId = (typeof DEAL_STATUS)[keyof typeof DEAL_STATUS]

/** The server's deal_status list (id and name), which the deal pages read the names from. */
export const DEAL_STATUS_NAMES = dealStatuses.list

/** The name of a status id, as the server's list has it. */
export const dealStatusName = (status: DealStatusId): string => dealStatuses.nameOf(status)

type Stocked = { deal_status: number; deal_available: number }

/**
 * On show: an active or expired deal has a public page and a reviews page; a pending or inactive one has neither,
 * so lists show its name without a link and no Review action.
 */
export const isOnShow = (deal: { deal_status: number }): boolean =>
  deal.deal_status === DEAL_STATUS.active || deal.deal_status === DEAL_STATUS.expired

/** Active but nothing left: its page says 'Deal is out of stock' and moves on (spec 2 §8). */
export const isOutOfStock = (deal: Stocked): boolean =>
  deal.deal_status === DEAL_STATUS.active && deal.deal_available <= 0

/** Add to My Deals (and Pay for the Deal Now) is offered only for an active deal with availability (spec 2 §2). */
export const canAddToMyDeals = (deal: Stocked): boolean =>
  deal.deal_status === DEAL_STATUS.active && deal.deal_available > 0
