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
