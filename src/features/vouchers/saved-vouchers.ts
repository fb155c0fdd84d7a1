import { orderList } from '../../api/orders'
import type { Order } from '../../api/schemas/orders'
import { appNow } from '../../lib/app-clock'
import { counterReminder, orderCharge } from '../../lib/money-story'
import { orderStatusName } from '../../lib/order-status'
import { isOpenVoucher } from '../../lib/voucher'
import { customerIdOf, session } from '../../state/session'

/**
 * The signed-in customer's vouchers, saved on the device after a visit online so My Orders and the deal-code page
 * open offline, at the outlet's counter where the signal is weak (docs/decisions/installable-app.md). One person's at a
 * time, marked with whose they are: signing out removes them, and nobody else's session ever reads them.
 */
export const SAVED_VOUCHERS_KEY = 'hola_saved_vouchers'

/** What the student shows at the counter, with what the voucher page says about it. */
export type SavedVoucher = {
  orderId: number
  dealName: string
  outlet: string
  address: string
  code: string
  status: string
  /** "Paid ₹129", "To pay at the outlet ₹59"… */
  charge: { term: string; value: string }
  /** For a cash order not yet paid: what to pay at the counter. */
  counter: string | null
  /** The instant the voucher was bought (paid, or placed for cash), ISO. */
  validFrom: string
  /** The deal's last day (YYYY-MM-DD, India's calendar). */
  validUntil: string
  /** The deal's terms, as the vendor wrote them (sanitised when shown). */
  terms: string
}

export type SavedVouchers = { userId: number; savedAt: number; vouchers: SavedVoucher[] }

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

/** The saved vouchers, only if they are this person's. */
export function savedVouchersOf(userId: number | null): SavedVouchers | null {
  if (userId === null) return null
  try {
    const saved = JSON.parse(localStorage.getItem(SAVED_VOUCHERS_KEY) ?? 'null') as SavedVouchers | null
    return saved && saved.userId === userId && Array.isArray(saved.vouchers) ? saved : null
  } catch {
    return null
  }
}

/** Removes every saved voucher from the device (sign-out, another person signing in). */
export function forgetSavedVouchers() {
  localStorage.removeItem(SAVED_VOUCHERS_KEY)
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
