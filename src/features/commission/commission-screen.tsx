import { useState, type ReactNode } from 'react'
import { Link } from 'wouter'
import { orderToPay } from '../../api/commission'
import type { CommissionOrder } from '../../api/schemas/commission'
import { formatDashDate } from '../../lib/dates'
import { formatRupees } from '../../lib/money'
import { paths } from '../../lib/paths'
import { DataTable, type Column } from '../../ui/data-table'
import { usePageTitle } from '../../ui/page-title'
import { useCall } from '../../ui/use-call'
import { early } from '../../state/early-calls'
import { COMMISSION_PER_PAGE } from './page-size'
import { CommissionSplitFacts } from './commission-split'
import { COMMISSION_SPLIT_TEXTS } from './commission-texts'
import './commission.css'

/** The commission list's page size (spec 3 §9: "Commission list page 10"). */

/**
 * /commission (spec 3 §2 Commission): the vendor's orders whose commission it owes Hola (cash orders redeemed at the
 * outlet, not yet paid), 10 a page, and Pay with the total when there is anything to pay.
 */
type Props = {
  /** The statement and tax invoice Download dialog (another feature's: the app hands it in). */
  downloadDialog: (onClose: () => void) => ReactNode
}

export default function CommissionScreen(props: Props) {
  usePageTitle('Commission')
  return <CommissionList {...props} />
}

function CommissionList({ downloadDialog }: Props) {
  const [downloading, setDownloading] = useState(false)
  const title = 'Commission List'
  const [page, setPage] = useState(1)
  const list = useCall(() => early(orderToPay, { page, rowsPerPage: COMMISSION_PER_PAGE }), [page])
  const data = list.data?.orders
  const first = data ? (data.current_page - 1) * COMMISSION_PER_PAGE : 0
  const rows = (data?.data ?? []).map((o, i) => ({ ...o, number: first + i + 1 }))
  const columns: Column<CommissionOrder & { number: number }>[] = [
    { key: 'number', header: 'No.', cell: (o) => o.number },
    { key: 'deal', header: 'Deal Name', cell: (o) => o.item.deal.name },
    { key: 'customer', header: 'Customer Name', cell: (o) => o.customer.full_name },
    { key: 'earnings', header: 'Earnings', cell: (o) => formatRupees(o.seller_will_get), align: 'end' },
    { key: 'total', header: 'Total Price', cell: (o) => formatRupees(o.buyer_will_pay), align: 'end' },
    {
      key: 'commission',
      header: 'Commission Due',
      // The due with its parts under it (docs/decisions/money-model.md), in the cell: two more columns made the table
      // wider than its frame.
      cell: (o) => (
        <span className="commission-due">
          <span>{formatRupees(o.commission)}</span>
          <small>
            {COMMISSION_SPLIT_TEXTS.studentDiscount} {formatRupees(o.split.student_discount)}
          </small>
          <small>
            {COMMISSION_SPLIT_TEXTS.holaCommission} {formatRupees(o.split.hola_commission)}
          </small>
          {o.split.code_credit > 0 && (
            <small>
              {COMMISSION_SPLIT_TEXTS.codeCredit} −{formatRupees(o.split.code_credit)}
            </small>
          )}
        </span>
      ),
      align: 'end',
    },
    { key: 'created', header: 'Created At', cell: (o) => formatDashDate(o.created_at) },
  ]
  const total = list.data?.total_amount ?? 0
  return (
    <section className="page commission" aria-labelledby="commission-title">
      <div className="commission-head">
        <h1 id="commission-title">{title}</h1>
        <div className="commission-actions">
          <button type="button" className="button button-secondary" onClick={() => setDownloading(true)}>
            Download
          </button>
          {total > 0 && (
            <Link className="button" href={paths.commissionPayment()}>
              Pay {formatRupees(total)}
            </Link>
          )}
        </div>
      </div>
      {downloading && downloadDialog(() => setDownloading(false))}
      <p className="commission-note">
        Cash orders redeemed at your outlet: you kept the customer's cash, so you owe Hola the discount you fund for the
        student (it comes back to them as Hola points) and Hola's commission with its GST (billed on your tax invoice).
      </p>
      <DataTable
        caption={title}
        captionHidden
        columns={columns}
        rows={rows}
        rowKey={(o) => o.id}
        loading={list.status === 'loading'}
        pageSize={COMMISSION_PER_PAGE}
        error={
          list.status === 'failed'
            ? { text: 'The commission list could not be loaded.', onRetry: list.reload }
            : undefined
        }
        emptyText="No Record Found"
        paging={
          data && data.last_page > 1
            ? { current: data.current_page, last: data.last_page, onPage: setPage, label: 'Commission pages' }
            : undefined
        }
      />
      {/* Under the list, so its arrival moves nothing a reader is looking at. */}
      {list.data && total > 0 && <CommissionSplitFacts split={list.data.total_split} total={total} />}
    </section>
  )
}
