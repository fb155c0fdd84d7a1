import type { CustomerStatementRow, VendorPointsRow, VendorStatementRow } from '../../../src/api/schemas/wallet'
import { addDays, indiaDay } from '../../../src/lib/dates'
import { toRupees } from '../../../src/lib/money'
import { paymentMethodName } from '../../../src/lib/payment-methods'
import { USER_TYPE } from '../../../src/lib/user-type'
import { db } from '../../store/db'
import type { UserRecord } from '../../store/records'
import { clock } from '../../clock/clock'
import { paymentOfCommission } from '../commission/rules'
import { addYears, planTerm } from '../membership/plans'
import { referredPerson } from '../referrals/rules'
import type { StatementRow } from '../../ledger/statements'
import { presentOrder } from '../orders/present-order'

/** What a row's transaction was, in the passbook's words (its kind, as the ledger's posters name it). */
const DESCRIPTIONS: Record<string, string> = {
  welcome_bonus: 'Welcome bonus',
  points_earned: 'Hola earned on a deal',
  points_earned_confirmed: 'Deal redeemed: Hola confirmed',
  referral_reward: 'Referral reward',
  referral_reward_confirmed: 'Referral reward confirmed',
  referral_reward_withdrawn: 'Referral reward withdrawn',
  order_sale: 'Deal sold',
  order_cancelled: 'Order cancelled',
  order_cancelled_points: 'Order cancelled',
  order_refunded: 'Order refunded',
  order_refunded_points: 'Order refunded',
}
/** A sale reads differently from each side: points spent by the customer; for the vendor, sold, or (cash taken at the
 * outlet, so its balance goes down by the commission) what it owes. A commission payment names how it was paid (the
 * row's order columns are the order's, paid in cash); points spent on an advertisement name it and its deal. */
function describe(row: StatementRow, unit: 'points' | 'paise') {
  const kind = row.txn.kind
  if (kind === 'order_sale')
    return unit === 'points'
      ? 'Paid with points'
      : row.amount < 0
        ? 'Paid in cash at the outlet: commission due'
        : 'Deal sold'
  if (kind === 'commission_paid') {
    const payment = row.order ? paymentOfCommission(row.order.id) : undefined
    return payment ? `Commission paid to Hola by ${paymentMethodName(payment.payment_mode)}` : 'Commission paid to Hola'
  }
  if (row.adOrder) return `Advertisement: ${advertisementName(row.adOrder)}`
  return DESCRIPTIONS[kind] ?? kind.replaceAll('_', ' ')
}

/** An advertisement order as the vendor knows it: the package's title and the deal it advertises. */
function advertisementName(o: NonNullable<StatementRow['adOrder']>) {
  const ad = db.advertisements.findFirst((q) => q.where({ id: o.advertisement_id }))
  const deal = db.deals.findFirst((q) => q.where({ id: o.deal_id }))
  return [ad?.title ?? 'advertisement', deal?.name].filter(Boolean).join(' for ')
}

/** A referred person under the field of their role, the other null (the statements and the referrals list). */
export function referredFields(referrer: number, referredId: number) {
  const p = referredPerson(referrer, referredId)
  const named = p ? { full_name: p.full_name, is_active: p.is_active } : null
  return {
    refered_customer: p?.userType === USER_TYPE.customer ? named : null,
    refered_vendor: p?.userType === USER_TYPE.vendor ? named : null,
  }
}

/** The referred person of a referral row (both null for any other row). */
const referred = (row: StatementRow) =>
  row.referral
    ? referredFields(row.referral.referrer, row.referral.referred)
    : { refered_customer: null, refered_vendor: null }

export const presentCustomerRow = (row: StatementRow): CustomerStatementRow => ({
  id: row.txn.id,
  order: row.order ? presentOrder(row.order) : null,
  order_id: row.order?.id ?? null,
  created_at: row.created_at,
  ...referred(row),
  used_balance: row.amount,
  description: describe(row, 'points'),
})

/** Spec 3 §3: the vendor's confirmed row is the order itself, with what the row moved (every such row has an order). */
export function presentVendorRow(row: StatementRow): VendorStatementRow {
  if (!row.order) throw new Error(`vendor_earnings transaction ${row.txn.id} names no order`)
  return {
    ...presentOrder(row.order),
    entry_id: row.txn.id,
    posted_at: row.created_at,
    amount: toRupees(row.amount),
    description: describe(row, 'paise'),
  }
}

export const presentVendorPointsRow = (row: StatementRow): VendorPointsRow => ({
  id: row.txn.id,
  ...referred(row),
  created_at: row.created_at,
  reedem_date: row.floating === 0 ? row.confirmed_at : null,
  used_balance: row.amount,
  hola_point_status: row.floating === 0 ? 1 : 0,
  description: describe(row, 'points'),
})

/**
 * The Hola card (spec 3 §2): a 16-digit number made from the account's hash (stable, never a secret). A plan bought
 * issues the card that day, valid for the plan's term (docs/decisions/money-model.md); otherwise it was issued the day
 * the account opened and is valid a year at a time, to the day before the next anniversary after today
 * (docs/decisions/wallet.md).
 */
export function holaCard(u: UserRecord, now = clock.now()) {
  const digits = [...u.hash.replaceAll('-', '')].slice(-16).map((c) => parseInt(c, 16) % 10)
  const term = planTerm(u)
  const issued = term?.from ?? indiaDay(Date.parse(u.created_at))
  const today = indiaDay(now)
  let years = 1
  while (!term && addYears(issued, years) <= today) years += 1
  return {
    full_name: u.full_name,
    approve_status: u.approve_status,
    card_number: [0, 4, 8, 12].map((i) => digits.slice(i, i + 4).join('')).join(' '),
    card_issued_on: issued,
    card_valid_until: term?.until ?? addDays(addYears(issued, years), -1),
  }
}

/** The account's plan, by name (Silver, Gold), or null. */
export function categoryOf(u: UserRecord) {
  const c =
    u.hola_category_id === null ? null : db.holaCategories.findFirst((q) => q.where({ id: u.hola_category_id! }))
  return c ? { name: c.name } : null
}
