import { indiaDay } from '../../lib/dates'
import { appNow } from '../../lib/app-clock'
import { TIME_FILTERS, dayRangeErrors, earliestStartDay, timeFlags, type TimeFilter } from '../../lib/statement-window'
import type { StatementRequest } from '../../api/schemas/wallet'
import { useAppForm } from '../../ui/app-form'
import { DateField } from '../../ui/date-field'
import { SelectField } from '../../ui/select-field'
import { SubmitForm } from '../../ui/submit-form'

/** What a statement is narrowed to: a time filter, a day range (YYYY-MM-DD, '' for none) and a deal's uuid ('' all). */
export type StatementFilter = { time: TimeFilter; start: string; end: string; deal: string }
export const NO_FILTER: StatementFilter = { time: 'all', start: '', end: '', deal: '' }

/** The wire's body for a page of a statement (spec 3 §7, §9: flags, start 00:00:00 and end 23:59:59). */
export function statementBody(filter: StatementFilter, page: number, rowsPerPage: number): StatementRequest {
  return {
    page,
    rowsPerPage,
    order: 'desc',
    ...timeFlags(filter.time),
    start_date: filter.start ? `${filter.start} 00:00:00` : null,
    end_date: filter.end ? `${filter.end} 23:59:59` : null,
    deal_id: filter.deal || null,
  }
}

type Props = {
  id: string
  filter: StatementFilter
  onChange: (filter: StatementFilter) => void
  deals: ReadonlyArray<{ uuid: string; name: string }>
  /** The dropdown's label (Deals, Referrals on the details page's floating tab). */
  dealLabel: string
}

/**
 * The statement's filter (spec 3 §2, §9): the time filter (All, Last Week, Last Month, Last Year), a day range (start at
 * most 3 months back, end at most today: statement-window.ts, the rule the server applies too) and the deal dropdown.
 *
 * What is applied is what is shown (docs/decisions/wallet.md): a time filter and a day range exclude each other (a
 * time filter empties the day fields; an applied range unchecks the time filters, as none of them is what the list
 * shows), and a day field emptied (or no longer a whole date) stops applying at once. Sent together, a typed range and
 * Last Week hid rows either one alone showed; an erased field stayed applied.
 */
export function StatementFilterForm({ id, filter, onChange, deals, dealLabel }: Props) {
  const today = indiaDay(appNow())
  const earliest = earliestStartDay(today)
  const f = useAppForm({
    idPrefix: `${id}-range`,
    defaultValues: { start_date: filter.start, end_date: filter.end },
    // A range the rule refuses is shown under its fields and sent nowhere (the server would answer the same 422).
    onSubmit: (v: { start_date: string; end_date: string }): void => {
      const errors = dayRangeErrors(v, today)
      if (Object.keys(errors).length > 0) showErrors(errors as Record<string, string>)
      else onChange({ ...filter, time: 'all', start: v.start_date, end: v.end_date })
    },
  })
  function showErrors(errors: Record<string, string>) {
    f.showErrors(errors)
  }
  const emptyFields = () => {
    f.form.reset({ start_date: '', end_date: '' })
    f.setServer({})
  }
  const clear = () => {
    emptyFields()
    onChange({ ...filter, start: '', end: '' })
  }
  const ranged = Boolean(filter.start || filter.end)
  return (
    <div className="statement-filter">
      <fieldset className="statement-time">
        <legend>Time</legend>
        {TIME_FILTERS.map((t) => (
          <label key={t.key} className="statement-time-option">
            <input
              type="radio"
              name={`${id}-time`}
              value={t.key}
              checked={filter.time === t.key && !ranged}
              onChange={() => {
                emptyFields()
                onChange({ ...filter, time: t.key, start: '', end: '' })
              }}
            />
            {t.label}
          </label>
        ))}
      </fieldset>
      <SubmitForm {...f.formProps} className="statement-range" aria-label="Day range">
        {(['start_date', 'end_date'] as const).map((name) => (
          <f.form.Field key={name} name={name}>
            {(field) => {
              const bound = f.select(field)
              const label = name === 'start_date' ? 'Start date' : 'End date'
              const applied = name === 'start_date' ? 'start' : 'end'
              return (
                <div className="field">
                  <label htmlFor={bound.id}>{label}</label>
                  <DateField
                    id={bound.id}
                    calendarLabel={`Choose the ${label.toLowerCase()} on a calendar`}
                    min={name === 'start_date' ? earliest : field.form.state.values.start_date || earliest}
                    max={today}
                    value={bound.value}
                    invalid={Boolean(bound.error)}
                    describedBy={bound.error ? `${bound.id}-error` : undefined}
                    onChange={(day) => {
                      bound.onChange(day)
                      if (!day && filter[applied]) onChange({ ...filter, [applied]: '' })
                    }}
                  />
                  {bound.error && (
                    <p id={`${bound.id}-error`} className="field-error">
                      {bound.error}
                    </p>
                  )}
                </div>
              )
            }}
          </f.form.Field>
        ))}
        <div className="statement-range-actions">
          <button type="submit" className="button button-small">
            Apply
          </button>
          {ranged && (
            <button type="button" className="button button-secondary button-small" onClick={clear}>
              Clear dates
            </button>
          )}
        </div>
      </SubmitForm>
      {/* A fixed width: sized by its longest deal, the list widened when the deals arrived and wrapped the filter onto
          a new line, moving everything below by 100 px (the 1440 px accessibility sweep's layout-shift check). */}
      <div className="statement-deal">
        <SelectField
          id={`${id}-deal`}
          label={dealLabel}
          value={filter.deal}
          onChange={(deal) => onChange({ ...filter, deal })}
          placeholder="All deals"
          options={deals.map((d) => ({ value: d.uuid, label: d.name }))}
        />
      </div>
    </div>
  )
}
