import { useState } from 'react'
import { Link } from 'wouter'
import { adsInvoice, adsOrders } from '../../api/ads'
import { ApiError } from '../../api/client'
import type { AdOrder } from '../../api/schemas/ads'
import { AD_HISTORY_PER_PAGE, adInvoiceFileName } from '../../lib/ad-rules'
import { formatDashDate } from '../../lib/dates'
import { formatRupees } from '../../lib/money'
import { paths } from '../../lib/paths'
import { notify } from '../../state/ui'
import { DataTable, type Column } from '../../ui/data-table'
import { usePageTitle } from '../../ui/page-title'
import { saveBlob } from '../../ui/save-blob'
import { useCall } from '../../ui/use-call'
import './ads.css'

/**
 * /advertisement-history, also /order-history (spec 3 §2): the vendor's paid advertisement orders, 10 a page with
 * three page buttons: Title, Deal, Duration, Discount, Amount, Total Pay Amount, and each order's PDF invoice.
 */
export default function AdHistoryScreen() {
  usePageTitle('Advertisement History')
  return <AdHistory />
}

function AdHistory() {
  const [page, setPage] = useState(1)
  const list = useCall(() => adsOrders(page), [page])
  const data = list.data?.orders
  const [fetching, setFetching] = useState<number | null>(null)

  async function download(o: AdOrder) {
    setFetching(o.id)
    try {
      saveBlob(await adsInvoice(o.id), adInvoiceFileName({ title: o.advertisement.title, start: o.start_date }))
    } catch (e) {
      notify('error', 'The invoice could not be downloaded.', e instanceof ApiError ? e.message : undefined)
    } finally {
      setFetching(null)
    }
  }

  const columns: Column<AdOrder>[] = [
    { key: 'title', header: 'Title', cell: (o) => o.advertisement.title },
    { key: 'deal', header: 'Deal', cell: (o) => o.deal.name },
    {
      key: 'duration',
      header: 'Duration',
      cell: (o) => `${formatDashDate(o.start_date)} to ${formatDashDate(o.end_date)}`,
    },
    { key: 'discount', header: 'Discount', cell: (o) => `${o.discount}%`, align: 'end' },
    { key: 'amount', header: 'Amount', cell: (o) => formatRupees(o.payment.amount), align: 'end' },
    { key: 'total', header: 'Total Pay Amount', cell: (o) => formatRupees(o.payment.total), align: 'end' },
    {
      key: 'pdf',
      header: 'PDF',
      align: 'end',
      cell: (o) => (
        <button
          type="button"
          className="button button-secondary button-small"
          aria-label={`PDF invoice of ${o.advertisement.title}, ${formatDashDate(o.start_date)}`}
          disabled={fetching === o.id}
          onClick={() => void download(o)}
        >
          PDF
        </button>
      ),
    },
  ]
  return (
    <section className="page ads" aria-labelledby="ad-history-title">
      <div className="ads-head">
        <h1 id="ad-history-title">Advertisement History</h1>
        <div className="ads-actions">
          <Link href={paths.advertisement()} className="button button-secondary">
            Packages
          </Link>
          <Link href={paths.advertisementRequest()} className="button button-secondary">
            Advertisement Request
          </Link>
        </div>
      </div>
      <DataTable
        caption="Advertisement History"
        captionHidden
        columns={columns}
        rows={data?.data ?? []}
        rowKey={(o) => o.id}
        loading={list.status === 'loading'}
        pageSize={AD_HISTORY_PER_PAGE}
        error={
          list.status === 'failed' ? { text: 'The history could not be loaded.', onRetry: list.reload } : undefined
        }
        emptyText="No Advertisement Found"
        paging={
          data && data.last_page > 1
            ? { current: data.current_page, last: data.last_page, onPage: setPage, label: 'History pages' }
            : undefined
        }
      />
    </section>
  )
}
