import { orderList } from '../../api/orders'
import type { Order } from '../../api/schemas/orders'
import { appNow } from '../../lib/app-clock'
import { counterReminder, orderCharge } from '../../lib/money-story'
import { orderStatusName } from '../../lib/order-status'
import { isOpenVoucher } from '../../lib/voucher'
import { customerIdOf, session } from '../../state/session'
import { SAVED_VOUCHERS_KEY, savedVouchersOf, type SavedVoucher, type SavedVouchers } from './saved-vouchers'

// Apart from saved-vouchers.ts: reading the orders and the money story is code a visitor's page never needs.

/** An order as a saved voucher, or null when it is not one (redeemed, cancelled, waiting at the gateway, ended). */
export function voucherOf(order: Order, now: number): SavedVoucher | null {
  const deal = order.item.deal
  if (!isOpenVoucher(order, deal.end_date, now)) return null
  return {
    orderId: order.id,
    dealName: deal.name,
    outlet: deal.vendor.organization || deal.vendor.full_name,
    address: deal.vendor.address.address,
    code: order.reference_code,
    status: orderStatusName(order.order_status),
    charge: orderCharge(order),
    counter: counterReminder(order),
    validFrom: order.paid_at ?? order.created_at,
    validUntil: deal.end_date,
    terms: deal.terms_conditions,
  }
}

/** The most orders read to save vouchers: 10 pages of 50, newest first. */
const MAX_PAGES = 10

let saving: Promise<SavedVouchers | null> | null = null

/**
 * Reads the customer's orders (every page) and saves their open vouchers, replacing what was saved. Offline, or when
 * a call fails, what was saved stays as it is.
 */
export function saveVouchers(userId: number): Promise<SavedVouchers | null> {
  saving ??= (async () => {
    try {
      const orders: Order[] = []
      for (let page = 1; page <= MAX_PAGES; page++) {
        const answer = await orderList('customer', { page, rowsPerPage: 50 })
        orders.push(...answer.orders.data)
        if (page >= answer.orders.last_page) break
      }
      // Signed out (or someone else signed in) while the orders came: theirs are not kept.
      if (customerIdOf(session) !== userId) return null
      const now = appNow()
      const saved: SavedVouchers = {
        userId,
        savedAt: now,
        vouchers: orders.flatMap((o) => voucherOf(o, now) ?? []),
      }
      localStorage.setItem(SAVED_VOUCHERS_KEY, JSON.stringify(saved))
      return saved
    } catch {
      return savedVouchersOf(userId)
    } finally {
      saving = null
    }
  })()
  return saving
}
