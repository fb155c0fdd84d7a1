import { Link } from 'wouter'
import type { CustomerStatementRow, VendorPointsRow, VendorStatementRow } from '../../api/schemas/wallet'
import { formatSlashDate } from '../../lib/dates'
import { formatHolaWorth, formatRupees } from '../../lib/money'
import { orderStatusName, paymentStatusName } from '../../lib/order-status'
import { paths } from '../../lib/paths'
import { referredOf } from '../../lib/referrals'
import type { Column } from '../../ui/data-table'

/** Whole Hola points as the passbook writes them, with their rupee value (docs/decisions/money-model.md). */
export const holaText = formatHolaWorth

/** A row's order, linked to its page (the customer's order page; the vendor's deal page). */
function OrderLink({ row, role }: { row: { order: CustomerStatementRow['order'] }; role: 'customer' | 'vendor' }) {
  const o = row.order
  if (!o) return null
  const deal = o.item.deal
  return role === 'customer' ? (
    <Link href={paths.orderDetails({ id: o.id, dealName: deal.name })}>{deal.name}</Link>
  ) : (
    <Link href={paths.deal({ name: deal.name, uuid: deal.uuid })}>{deal.name}</Link>
  )
}

const referredName = (r: {
  refered_customer: { full_name: string } | null
  refered_vendor: { full_name: string } | null
}) => referredOf(r)?.full_name ?? null

const date: Column<{ created_at: string }> = {
  key: 'date',
  header: 'Date',
  cell: (r) => formatSlashDate(r.created_at),
}

/** The customer's confirmed passbook (spec 3 §2): Deal Details, Referral Details, Expenses, Hola Earned. */
export const customerConfirmedColumns: Column<CustomerStatementRow>[] = [
  date,
  {
    key: 'deal',
    header: 'Deal Details',
    cell: (r) =>
      r.order ? (
        <span className="statement-deal">
          <OrderLink row={r} role="customer" />
          <small>
            {r.order.item.deal.vendor.organization || r.order.item.deal.vendor.full_name} ·{' '}
            {formatRupees(r.order.item.deal.deal_price)}
          </small>
          <small>{r.description}</small>
        </span>
      ) : referredName(r) ? (
        '–'
      ) : (
        r.description
      ),
  },
  {
    key: 'referral',
    header: 'Referral Details',
    cell: (r) => {
      const name = referredName(r)
      return name ? `${r.description}: ${name}` : '–'
    },
  },
  {
    key: 'expenses',
    header: 'Expenses',
    align: 'end',
    cell: (r) => (r.used_balance < 0 ? holaText(-r.used_balance) : ''),
  },
  {
    key: 'earned',
    header: 'Hola Earned',
    align: 'end',
    cell: (r) => (r.used_balance > 0 ? holaText(r.used_balance) : ''),
  },
]

/** The customer's floating list (spec 3 §2): Deal / Referrals, Hola Earned. */
export const customerFloatingColumns: Column<CustomerStatementRow>[] = [
  date,
  {
    key: 'source',
    header: 'Deal / Referrals',
    cell: (r) => {
      const name = referredName(r)
      return r.order ? (
        <span className="statement-deal">
          <OrderLink row={r} role="customer" />
          {/* The code tells apart two orders of one deal on one day. */}
          <small>Code {r.order.reference_code}: confirmed when the outlet redeems it</small>
        </span>
      ) : name ? (
        `${r.description}: ${name}`
      ) : (
        r.description
      )
    },
  },
  { key: 'earned', header: 'Hola Earned', align: 'end', cell: (r) => holaText(r.used_balance) },
]

/**
 * The vendor's confirmed rows (spec 3 §3, §8): its orders' sales with their payment and status, and what each moved.
 * The order's columns read as on /my-orders and /commission (Created At is the order's, Redeem Date its redemption);
 * the Balance names the day the movement was posted (a cash sale at redemption, a commission payment when paid).
 */
export const vendorConfirmedColumns: Column<VendorStatementRow>[] = [
  { key: 'deal', header: 'Deal', cell: (r) => <OrderLink row={{ order: r }} role="vendor" /> },
  { key: 'customer', header: 'Customer', cell: (r) => r.customer.full_name },
  { key: 'created', header: 'Created At', cell: (r) => formatSlashDate(r.created_at) },
  {
    key: 'redeemed',
    header: 'Redeem Date',
    cell: (r) =>
      r.order_status === 3 && r.customer_commision.reedem_date
        ? formatSlashDate(r.customer_commision.reedem_date)
        : '–',
  },
  { key: 'method', header: 'Payment Method', cell: (r) => r.payment_single.payment_method_system_name },
  { key: 'payment', header: 'Payment Status', cell: (r) => paymentStatusName(r.payment_single.payment_status) },
  { key: 'paid', header: 'Paid Amount', align: 'end', cell: (r) => formatRupees(r.paid_amount) },
  { key: 'seller', header: 'Seller Will Get', align: 'end', cell: (r) => formatRupees(r.seller_will_get) },
  { key: 'status', header: 'Order Status', cell: (r) => orderStatusName(r.order_status) },
  {
    key: 'amount',
    header: 'Balance',
    align: 'end',
    cell: (r) => (
      <span className="statement-deal">
        <span>{formatRupees(r.amount)}</span>
        <small>{r.description}</small>
        <small>on {formatSlashDate(r.posted_at)}</small>
      </span>
    ),
  },
]

/** The vendor's Hola balance rows (spec 3 §8): referred vendor or customer, redeem date, points, status. */
export const vendorPointsColumns: Column<VendorPointsRow>[] = [
  // What the points came from or paid for: a referral, an advertisement (its title and deal), a bonus.
  { key: 'details', header: 'Details', cell: (r) => r.description },
  { key: 'vendor', header: 'Referred Vendor', cell: (r) => r.refered_vendor?.full_name ?? '–' },
  { key: 'customer', header: 'Referred Customer', cell: (r) => r.refered_customer?.full_name ?? '–' },
  date,
  { key: 'redeemed', header: 'Redeem Date', cell: (r) => (r.reedem_date ? formatSlashDate(r.reedem_date) : '–') },
  { key: 'points', header: 'Hola Points', align: 'end', cell: (r) => holaText(r.used_balance) },
  {
    key: 'status',
    header: 'Status',
    cell: (r) => (r.hola_point_status === 1 ? 'Confirmed' : <strong className="statement-floating">Floating</strong>),
  },
]
