import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { appNow } from '../../lib/app-clock'
import { addDays, indiaDay } from '../../lib/dates'
import { NO_FILTER, StatementFilterForm, statementBody, type StatementFilter } from './statement-filter'

/** A day as the date field takes it (DD-MM-YYYY). */
const typed = (day: string) => day.split('-').reverse().join('-')

/** The form as a statement page holds it: each applied filter is what the next request sends. */
function renderFilter() {
  const applied: StatementFilter[] = []
  function Page() {
    const [filter, setFilter] = useState<StatementFilter>(NO_FILTER)
    return (
      <StatementFilterForm
        id="wallet"
        filter={filter}
        onChange={(next) => {
          applied.push(next)
          setFilter(next)
        }}
        deals={[]}
        dealLabel="Deals"
      />
    )
  }
  render(<Page />)
  const sent = () => statementBody(applied.at(-1)!, 1, 10)
  return { sent }
}

const field = (name: 'Start date' | 'End date') => screen.getByRole('textbox', { name })
const timeFilter = (name: string) => screen.getByRole('radio', { name })

describe("the statement's filter: what is applied is what is shown (spec 3 §9)", () => {
  const today = indiaDay(appNow())
  const start = addDays(today, -20)
  const end = addDays(today, -5)

  it('a time filter and a day range are never sent together', async () => {
    const { sent } = renderFilter()
    await userEvent.type(field('Start date'), typed(start))
    await userEvent.type(field('End date'), typed(end))
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }))
    expect(sent()).toMatchObject({ start_date: `${start} 00:00:00`, end_date: `${end} 23:59:59`, last_week: 0 })
    // No time filter is what the list shows: none is checked (not even All).
    for (const name of ['All', 'Last Week', 'Last Month', 'Last Year']) expect(timeFilter(name)).not.toBeChecked()

    // Last Week replaces the range, and the day fields say so.
    await userEvent.click(timeFilter('Last Week'))
    expect(sent()).toMatchObject({ last_week: 1, start_date: null, end_date: null })
    expect(field('Start date')).toHaveValue('')
    expect(field('End date')).toHaveValue('')
    expect(timeFilter('Last Week')).toBeChecked()

    // A range applied again replaces Last Week.
    await userEvent.type(field('Start date'), typed(start))
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }))
    expect(sent()).toMatchObject({ last_week: 0, start_date: `${start} 00:00:00`, end_date: null })
    expect(timeFilter('Last Week')).not.toBeChecked()
  }, 20_000)

  it('an erased day field stops applying at once', async () => {
    const { sent } = renderFilter()
    await userEvent.type(field('Start date'), typed(start))
    await userEvent.type(field('End date'), typed(end))
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }))
    await userEvent.clear(field('Start date'))
    expect(sent()).toMatchObject({ start_date: null, end_date: `${end} 23:59:59` })
    await userEvent.clear(field('End date'))
    expect(sent()).toMatchObject({ start_date: null, end_date: null })
    expect(timeFilter('All')).toBeChecked()
    expect(screen.queryByRole('button', { name: 'Clear dates' })).toBeNull()
  }, 20_000)
})
