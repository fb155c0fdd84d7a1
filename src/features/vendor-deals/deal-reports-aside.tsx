import type { ReportedDeal } from '../../api/schemas/vendor-deals'
import { listReportedDeals } from '../../api/vendor-deals'
import { formatDashDate } from '../../lib/dates'
import { useCall } from '../../ui/use-call'

/** The most report pages read for one deal (50 a page): far more than any outlet gets. */
const MAX_PAGES = 4
const PER_PAGE = 50

/** Every report about this deal, newest first (vendor/list-reported-deal's pages, read until the last one). */
async function reportsAbout(dealUuid: string): Promise<ReportedDeal[]> {
  const found: ReportedDeal[] = []
  for (let page = 1; page <= MAX_PAGES; page++) {
    const { deals } = await listReportedDeals({ page, per_page: PER_PAGE })
    found.push(...deals.data.filter((r) => r.deal.uuid === dealUuid))
    if (page >= deals.last_page) break
  }
  return found
}

/**
 * What students reported about the deal being corrected (spec 2 §2 Reported Deals' Edit leads here), beside the
 * fields, so the vendor corrects what was reported; the one Edit was pressed on (`chosen`) is marked. Nothing while
 * the deal has no reports.
 */
export function DealReportsAside({ dealUuid, chosen }: { dealUuid: string; chosen: number | null }) {
  const reports = useCall(() => reportsAbout(dealUuid), [dealUuid])
  if (reports.status === 'failed')
    return (
      <p className="field-error" role="alert">
        The reports about this deal could not be loaded. {reports.error.message}
      </p>
    )
  if (!reports.data || reports.data.length === 0) return null
  return (
    <aside className="deal-reports" aria-labelledby="deal-reports-title">
      <h2 id="deal-reports-title">What students reported</h2>
      <ul>
        {reports.data.map((r) => (
          <li
            key={r.id}
            className={r.id === chosen ? 'is-chosen' : undefined}
            aria-current={r.id === chosen || undefined}
          >
            <strong>{r.title}</strong>
            <p>{r.description}</p>
            <small className="muted">
              {r.customer.full_name}, {formatDashDate(r.created_at)}
            </small>
          </li>
        ))}
      </ul>
    </aside>
  )
}
