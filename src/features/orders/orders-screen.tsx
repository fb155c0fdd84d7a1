import { roleOfViewer } from '../../lib/user-type'
import { useState, type ReactNode } from 'react'
import { LIVE } from '../../lib/live-events'
import { Link } from 'wouter'
import { ApiError } from '../../api/client'
import { orderList, orderPdf } from '../../api/orders'
import type { Order } from '../../api/schemas/orders'
import { formatSlashDate } from '../../lib/dates'
import { canCancelOrder, hasDealCode, orderStatusName, orderTookPlace, paymentStatusText } from '../../lib/order-status'
import { voucherFileName } from '../../lib/order-voucher'
import { orderCharge } from '../../lib/money-story'
import { paths } from '../../lib/paths'
import { REPORT_TEXTS } from '../../lib/customer-deal-texts'
import { useViewer } from '../../state/session'
import { notify } from '../../state/ui'
import { DataTable, type Column } from '../../ui/data-table'
import { usePageTitle } from '../../ui/page-title'
import { saveBlob } from '../../ui/save-blob'
import { useCall } from '../../ui/use-call'
import { early } from '../../state/early-calls'
import { ORDERS_PER_REQUEST } from './page-size'
import { CancelOrderDialog } from './cancel-order-dialog'
import './orders.css'

/** The orders list asks 9 rows a page (spec 3 §9; docs/decisions/orders.md). */

export type OrderDeal = Order['item']['deal']
/** The review and report dialogs belong to other features: the app passes them in (docs/decisions/composition.md). */
type OrdersScreenProps = {
  /** `onReviewed` reloads the list, so the deal's review shows as written when the dialog opens again. */
  reviewDialog: (deal: OrderDeal, onClose: () => void, onReviewed: () => void) => ReactNode
  reportDialog: (deal: OrderDeal, orderId: number, onClose: () => void, onReported: () => void) => ReactNode
}

type Dialog = { kind: 'cancel' | 'review' | 'report'; order: Order } | null

/** Copies the code, saying so for 1 s (spec 3 §9), or 'Oops, unable to copy' (spec 3 §8). */
function CopyCode({ code }: { code: string }) {
  const [copied, setCopied] = useState(false)
  return (
    <span className="order-code">
      <code>{code}</code>
      <button
        type="button"
        className="button button-ghost button-small"
        aria-label={`Copy code ${code}`}
        onClick={() =>
          navigator.clipboard.writeText(code).then(
            () => {
              setCopied(true)
              setTimeout(() => setCopied(false), 1000)
            },
            () => notify('error', 'Oops, unable to copy'),
          )
        }
      >
        {copied ? 'Copied' : 'Copy'}
      </button>
    </span>
  )
}

/**
 * /my-orders (spec 3 §2): My Orders, the customer's or the vendor's, with the spec's columns, 'No Order Found',
 * paging, and the review, report and Cancel Order dialogs. Each role sees only its own (the server's rule).
 */
export default function OrdersScreen({ reviewDialog, reportDialog }: OrdersScreenProps) {
  const { viewer } = useViewer()
  const role = roleOfViewer(viewer)
  // One name per list (docs/glossary.md): spec 3 titles the vendor's orders 'My deals', which beside their deals
  // ('Your Deals') and the customers' 'My Deals' named three lists alike; orders are My Orders for both roles.
  const title = 'My Orders'
  usePageTitle(title)
  const [page, setPage] = useState(1)
  const list = useCall(
    () => early(orderList, role, { page, rowsPerPage: ORDERS_PER_REQUEST }),
    [role, page],
    LIVE.orders,
  )
  const [dialog, setDialog] = useState<Dialog>(null)
  const [reportedNow, setReportedNow] = useState<number[]>([])
  const reported = new Set([...(list.data?.reported_deal ?? []), ...reportedNow])
  const close = () => setDialog(null)

  async function download(o: Order) {
    try {
      saveBlob(await orderPdf(o.reference_code), voucherFileName(o.item.deal.name, o.created_at))
    } catch (e) {
      notify('error', 'FAILED', e instanceof ApiError ? e.message : String(e))
    }
  }

  const columns: Column<Order>[] = [
    {
      key: 'deal',
      header: 'Deal Name',
      cell: (o) =>
        role === 'customer' ? (
          <Link href={paths.orderDetails({ id: o.id, dealName: o.item.deal.name })}>{o.item.deal.name}</Link>
        ) : (
          o.item.deal.name
        ),
    },
    {
      key: 'who',
      header: role === 'customer' ? 'Vendor Name' : 'Customer Name',
      cell: (o) => (role === 'customer' ? o.vendor.full_name : o.customer.full_name),
    },
    { key: 'method', header: 'Payment Method', cell: (o) => o.payment_single.payment_method_system_name },
    {
      key: 'status',
      header: 'Deal / Payment Status',
      cell: (o) => `${orderStatusName(o.order_status)} / ${paymentStatusText(o)}`,
    },
    {
      key: 'code',
      header: 'Code',
      // A student's order that never took place (a payment failed or cancelled) or was cancelled has no code to use;
      // the outlet keeps seeing its orders' codes (it looks orders up by them).
      cell: (o) =>
        role === 'vendor' || hasDealCode(o) ? (
          <CopyCode code={o.reference_code} />
        ) : (
          <span className="order-muted">No code</span>
        ),
    },
    {
      key: 'charged',
      header: 'Amount',
      cell: (o) => {
        const charge = orderCharge(o)
        return (
          <span className="order-charge">
            <span>{charge.value}</span> <small>{charge.term}</small>
          </span>
        )
      },
      align: 'end',
    },
    { key: 'created', header: 'Created At', cell: (o) => formatSlashDate(o.created_at) },
    {
      key: 'redeemed',
      header: 'Reedem At',
      cell: (o) => (o.customer_commision.reedem_date ? formatSlashDate(o.customer_commision.reedem_date) : '–'),
    },
  ]
  // The spec's Download, Review, Report and Cancel columns as one pinned Actions column: four columns of buttons made
  // the table 1463 px wide in a 1200 px frame, with the actions behind a sideways scroll.
  columns.push({
    key: 'actions',
    header: 'Actions',
    pinned: true,
    cell: (o) => (
      <span className="order-actions">
        {role === 'customer' && hasDealCode(o) && (
          <button
            type="button"
            className="button button-secondary button-small"
            aria-label={`Download the voucher of ${o.item.deal.name}`}
            onClick={() => void download(o)}
          >
            Download
          </button>
        )}
        {role === 'customer' && orderTookPlace(o) && (
          <>
            <button
              type="button"
              className="button button-secondary button-small"
              aria-label={`Review ${o.item.deal.name}`}
              onClick={() => setDialog({ kind: 'review', order: o })}
            >
              Review
            </button>
            {reported.has(o.item.deal.id) ? (
              <span className="order-muted">{REPORT_TEXTS.dealReported}</span>
            ) : (
              <button
                type="button"
                className="button button-secondary button-small"
                aria-label={`Report ${o.item.deal.name} as wrong`}
                onClick={() => setDialog({ kind: 'report', order: o })}
              >
                Report
              </button>
            )}
          </>
        )}
        {canCancelOrder(o) && (
          <button
            type="button"
            className="button button-danger button-small"
            aria-label={`Cancel the order of ${o.item.deal.name}`}
            onClick={() => setDialog({ kind: 'cancel', order: o })}
          >
            Cancel
          </button>
        )}
      </span>
    ),
  })

  const data = list.data?.orders
  return (
    <section className="page orders" aria-labelledby="orders-title">
      <h1 id="orders-title">{title}</h1>
      <DataTable
        caption={title}
        captionHidden
        columns={columns}
        rows={data?.data ?? []}
        rowKey={(o) => o.id}
        loading={list.status === 'loading'}
        pageSize={ORDERS_PER_REQUEST}
        error={
          list.status === 'failed' ? { text: 'Your orders could not be loaded.', onRetry: list.reload } : undefined
        }
        emptyText="No Order Found"
        paging={
          data && data.last_page > 1
            ? { current: data.current_page, last: data.last_page, onPage: setPage, label: `${title} pages` }
            : undefined
        }
      />
      {dialog?.kind === 'cancel' && (
        <CancelOrderDialog
          role={role}
          order={{ id: dialog.order.id, dealName: dialog.order.item.deal.name }}
          onClose={close}
          onCancelled={() => {
            close()
            list.reload()
          }}
        />
      )}
      {dialog?.kind === 'review' && reviewDialog(dialog.order.item.deal, close, list.reload)}
      {dialog?.kind === 'report' &&
        reportDialog(dialog.order.item.deal, dialog.order.id, close, () => {
          setReportedNow((r) => [...r, dialog.order.item.deal.id])
          close()
        })}
    </section>
  )
}
