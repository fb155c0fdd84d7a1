import { DEAL_LIMITS } from '../../lib/vendor-deal-rules'
import { TextField } from '../../ui/text-field'

type Row = { amount: string; discount: string }

/**
 * An open deal's tiers (spec 2 §4): a minimum amount and its discount per row; add a row with the plus, delete one
 * only while more than one is left.
 */
export function CriteriaRows({
  rows,
  onChange,
  errorOf,
}: {
  rows: Row[]
  onChange: (rows: Row[]) => void
  errorOf: (field: string) => string | undefined
}) {
  const edit = (i: number, part: Partial<Row>) => onChange(rows.map((r, n) => (n === i ? { ...r, ...part } : r)))
  return (
    <fieldset className="field criteria-rows">
      <legend>Open Deal criteria</legend>
      <p className="field-hint">From each minimum amount a student spends, the discount they get.</p>
      {rows.map((row, i) => (
        <div key={i} className="criteria-row">
          <TextField
            id={`criteria-amount-${i}`}
            label={`Minimum amount (₹), tier ${i + 1}`}
            inputMode="decimal"
            maxLength={DEAL_LIMITS.price}
            value={row.amount}
            error={errorOf(`criteria_amount.${i}`)}
            onChange={(v) => edit(i, { amount: v })}
          />
          <TextField
            id={`criteria-discount-${i}`}
            label={`Discount (%), tier ${i + 1}`}
            inputMode="decimal"
            value={row.discount}
            error={errorOf(`criteria_discount.${i}`)}
            onChange={(v) => edit(i, { discount: v })}
          />
          {rows.length > 1 && (
            <button
              type="button"
              className="button button-secondary button-small criteria-remove"
              aria-label={`Delete tier ${i + 1}`}
              onClick={() => onChange(rows.filter((_, n) => n !== i))}
            >
              −
            </button>
          )}
        </div>
      ))}
      {errorOf('criteria_amount') && <p className="field-error">{errorOf('criteria_amount')}</p>}
      <button
        type="button"
        className="button button-secondary button-small"
        aria-label="Add a tier"
        onClick={() => onChange([...rows, { amount: '', discount: '' }])}
      >
        +
      </button>
    </fieldset>
  )
}
