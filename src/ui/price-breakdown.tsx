import './price-breakdown.css'

/** A row of a breakdown: `key` names it for tests (`data-figure`) whatever its term says; `cls` marks a total. */
export type BreakdownRow = { key: string; term: string; value: string; cls?: string }

/** A price breakdown the payer can check, term by term (a deal's payment, an ad's). */
export function PriceBreakdown({ rows }: { rows: BreakdownRow[] }) {
  return (
    <dl className="payment-breakdown" aria-label="Price breakdown">
      {rows.map((r) => (
        <div key={r.key} className={r.cls}>
          <dt>{r.term}</dt>
          <dd data-figure={r.key}>{r.value}</dd>
        </div>
      ))}
    </dl>
  )
}
