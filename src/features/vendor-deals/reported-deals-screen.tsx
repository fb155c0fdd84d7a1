import { useState } from 'react'
import { Link } from 'wouter'
import type { ReportedDeal } from '../../api/schemas/vendor-deals'
import { listReportedDeals } from '../../api/vendor-deals'
import { formatDashDate } from '../../lib/dates'
import { paths } from '../../lib/paths'
import { REPORTED_DEALS_PER_PAGE, REPORTED_DEALS_TEXTS } from '../../lib/vendor-deal-texts'
import { useViewer } from '../../state/session'
import { type Column, DataTable } from '../../ui/data-table'
import { usePageTitle } from '../../ui/page-title'
import { Empty } from '../../ui/states'
import { useCall } from '../../ui/use-call'
import './vendor-deals.css'

const COLUMNS: Column<ReportedDeal>[] = [
  { key: 'code', header: 'Deal Code', cell: (r) => r.deal.deal_code, width: '8rem' },
  { key: 'name', header: 'Name', cell: (r) => r.deal.name },
  { key: 'title', header: 'Title', cell: (r) => r.title },
  { key: 'description', header: 'Description', cell: (r) => r.description, width: '30%' },
  { key: 'customer', header: 'Customer', cell: (r) => r.customer.full_name },
  { key: 'vendor', header: 'Vendor', cell: (r) => r.vendor.full_name },
  { key: 'created', header: 'Created At', cell: (r) => formatDashDate(r.created_at), width: '7.5rem' },
  {
    key: 'action',
    header: 'Action',
    align: 'center',
    // Spec 2 §2 sends Edit to the deal's reviews route, which has nothing to edit: Edit leads where the reported deal
    // is corrected, with the report beside it (docs/decisions/offers-and-refusals.md).
    cell: (r) => (
      <Link
        href={paths.correctReportedDeal(r.deal, r.id)}
        className="button button-secondary button-small"
        aria-label={`Edit ${r.deal.name}: ${r.title}`}
      >
        Edit
      </Link>
    ),
  },
]

/** /reported-deals: the customers' reports about the vendor's own deals, 10 a page with three page buttons. */
export default function ReportedDealsScreen() {
  usePageTitle(REPORTED_DEALS_TEXTS.title)
  const isVendor = useViewer().viewer === 'vendor'
  const [page, setPage] = useState(1)
  const reports = useCall(
    async () => (isVendor ? listReportedDeals({ page, per_page: REPORTED_DEALS_PER_PAGE }) : null),
    [isVendor, page],
  )
  const answer = reports.data?.deals

  return (
    <section className="page reported-deals" aria-labelledby="reported-deals-title">
      <h1 id="reported-deals-title">{REPORTED_DEALS_TEXTS.title}</h1>
      {!isVendor ? (
        <Empty text="Reported Deals lists what students reported about an outlet's deals; it is for vendors.">
          <Link href={paths.dashboard()} className="button button-secondary">
            Go to the dashboard
          </Link>
        </Empty>
      ) : (
        <DataTable
          caption="Deals customers reported as wrong, newest first"
          captionHidden
          columns={COLUMNS}
          rows={answer?.data ?? []}
          rowKey={(r) => r.id}
          loading={reports.status === 'loading'}
          pageSize={REPORTED_DEALS_PER_PAGE}
          error={
            reports.status === 'failed'
              ? { text: `The reports could not be loaded. ${reports.error.message}`, onRetry: reports.reload }
              : undefined
          }
          emptyText={REPORTED_DEALS_TEXTS.empty}
          paging={
            answer
              ? {
                  current: answer.current_page,
                  last: answer.last_page,
                  onPage: setPage,
                  label: 'Reported deals, pages',
                }
              : undefined
          }
        />
      )}
    </section>
  )
}
