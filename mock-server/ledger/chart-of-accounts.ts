/**
 * The chart of accounts: every ledger account, named once, with the unit it counts and who holds it (ARCHITECTURE.md,
 * "Money"). The ledger refuses a line whose account is not here or whose unit is not the account's, so a new payable
 * (ads, commission) names its accounts here first; statements, balances, commission due and invoices are queries over
 * these accounts' entries.
 */

/** A person's account is owned by their user id; the platform's by PLATFORM. */
export type Holder = 'person' | 'platform'

type AccountSpec = { name: string; unit: 'paise' | 'points'; holder: Holder }

export const CHART = {
  /** A person's Hola points (customer or vendor). */
  userPoints: { name: 'user_points', unit: 'points', holder: 'person' },
  /** The platform's side of every point given out or taken back: its balance is minus all points in people's hands. */
  holaPoints: { name: 'hola_points', unit: 'points', holder: 'platform' },
  /** What a person paid in money (negative: money out of their pocket): orders, memberships. */
  customerPayments: { name: 'customer_payments', unit: 'paise', holder: 'person' },
  /** The money value of the Hola points a customer paid an order with (negative). */
  pointsPayments: { name: 'points_payments', unit: 'paise', holder: 'person' },
  /** What promo and gift codes cost Hola (negative). */
  couponCost: { name: 'coupon_cost', unit: 'paise', holder: 'platform' },
  /** What the vendor earns on its orders (seller_will_get); the vendor's balance with Hola. */
  vendorEarnings: { name: 'vendor_earnings', unit: 'paise', holder: 'person' },
  /** Cash the vendor took at the outlet for cash orders: it holds it, so it is taken off what Hola owes it. */
  cashAtOutlet: { name: 'cash_at_outlet', unit: 'paise', holder: 'person' },
  /** Hola's commission on an order (its share of the discount, GST excluded). */
  holaCommission: { name: 'hola_commission', unit: 'paise', holder: 'platform' },
  /** The GST included in Hola's share, owed to the government. */
  gstPayable: { name: 'gst_payable', unit: 'paise', holder: 'platform' },
  /** The final discount given back as points: money Hola holds against them. */
  cashbackReserve: { name: 'cashback_reserve', unit: 'paise', holder: 'platform' },
  /**
   * What a vendor paid Hola through the gateway for the commission on its cash orders (negative: money out of its
   * pocket); the other side brings its `vendor_earnings` for those orders back to zero (docs/decisions/commission.md).
   */
  commissionPayments: { name: 'commission_payments', unit: 'paise', holder: 'person' },
  /** What Hola sold in membership plans. */
  membershipSales: { name: 'membership_sales', unit: 'paise', holder: 'platform' },
  /** What Hola sold in advertisements, GST excluded (the vendor's payment is on customer_payments and points_payments). */
  adSales: { name: 'ad_sales', unit: 'paise', holder: 'platform' },
} as const satisfies Record<string, AccountSpec>

type Chart = typeof CHART
/** An account's name as entries store it. */
export type Account = Chart[keyof Chart]['name']

/** Every account's name, by its key in the chart: `ACCOUNT.vendorEarnings` is 'vendor_earnings'. */
export const ACCOUNT = Object.fromEntries(Object.entries(CHART).map(([key, a]) => [key, a.name])) as {
  [K in keyof Chart]: Chart[K]['name']
}

const byName = new Map<string, AccountSpec>(Object.values(CHART).map((a) => [a.name, a]))
/** The chart's line for an account name (undefined for a name the chart does not hold). */
export const accountNamed = (name: string): AccountSpec | undefined => byName.get(name)
