import { Link } from 'wouter'
import type { DealDetail } from '../../api/schemas/deals'
import { WEEKDAYS, formatSlashDate } from '../../lib/dates'
import { paths } from '../../lib/paths'
import { OPEN_DEAL_LABEL } from '../../lib/slug'
import { StatusBadge } from '../../ui/status-badge'

/** The deal's facts (spec 2 §2): validity, days, category, product, places left, status, and its keywords. */
export function DealFacts({ deal, statusName }: { deal: DealDetail; statusName: string }) {
  return (
    <>
      <dl className="deal-facts">
        <div>
          <dt>Valid from</dt>
          <dd>{formatSlashDate(deal.from_date)}</dd>
        </div>
        <div>
          <dt>Valid to</dt>
          <dd>{formatSlashDate(deal.end_date)}</dd>
        </div>
        <div className="deal-facts-wide">
          <dt>Valid days</dt>
          <dd>
            <ul
              className="weekdays"
              aria-label={WEEKDAYS.filter((w) => deal.days.includes(w.id))
                .map((w) => w.name)
                .join(', ')}
            >
              {WEEKDAYS.map((w) => (
                <li
                  key={w.id}
                  className={deal.days.includes(w.id) ? 'is-on' : undefined}
                  aria-hidden="true"
                  title={w.name}
                >
                  {w.short}
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt>Category</dt>
          <dd>
            {deal.deal_categories.map((c, i) => (
              <span key={c.id}>
                {i > 0 && ', '}
                <Link href={paths.category(c.name)}>{c.name}</Link>
              </span>
            ))}
            {deal.is_open_deal === 1 && deal.deal_categories.length === 0 && (
              <Link href={paths.openDeals()}>{OPEN_DEAL_LABEL}</Link>
            )}
          </dd>
        </div>
        <div>
          <dt>Product</dt>
          <dd>{deal.product ? <Link href={paths.product(deal.product)}>{deal.product.name}</Link> : '—'}</dd>
        </div>
        <div>
          <dt>Available</dt>
          <dd>{Math.max(0, deal.deal_available)}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <StatusBadge status={deal.deal_status} name={statusName} />
          </dd>
        </div>
      </dl>

      {deal.keywords.length > 0 && (
        <div className="deal-keywords">
          <h2 id="deal-keywords">Keywords</h2>
          <ul aria-labelledby="deal-keywords">
            {deal.keywords.map((k) => (
              <li key={k.id}>
                <Link href={paths.keyword(k.name)} className="keyword-chip">
                  {k.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  )
}
