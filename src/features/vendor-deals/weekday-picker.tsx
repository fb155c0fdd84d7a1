import { WEEKDAYS } from '../../lib/dates'

/** Valid days (spec 2 §3 ids): a checkbox per weekday; those the date range does not allow are disabled. */
export function WeekdayPicker({
  enabled,
  value,
  onChange,
  error,
}: {
  enabled: number[]
  value: number[]
  onChange: (days: number[]) => void
  error?: string
}) {
  return (
    <fieldset className="field weekday-picker" aria-describedby={error ? 'days-error' : 'days-hint'}>
      <legend>Valid Days</legend>
      <p id="days-hint" className="field-hint">
        {enabled.length === 0 ? 'Choose the valid till dates first.' : 'The days of the week the deal can be used.'}
      </p>
      <div className="weekday-options">
        {WEEKDAYS.map((d) => (
          <label key={d.id} className={enabled.includes(d.id) ? 'weekday' : 'weekday is-disabled'}>
            <input
              type="checkbox"
              name="days"
              disabled={!enabled.includes(d.id)}
              checked={value.includes(d.id)}
              onChange={(e) =>
                onChange(e.target.checked ? [...value, d.id].sort((a, b) => a - b) : value.filter((v) => v !== d.id))
              }
            />
            <abbr title={d.name}>{d.short}</abbr>
            <span className="visually-hidden">{d.name}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id="days-error" className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  )
}
