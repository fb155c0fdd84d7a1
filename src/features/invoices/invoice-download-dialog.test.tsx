import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { appNow, followDemoClock } from '../../lib/app-clock'
import { addDays, indiaDay } from '../../lib/dates'
import { INVOICE_TEXTS, invoiceMonths, monthText } from '../../lib/invoice-rules'
import { renderInApp, resetApp, signInPersona } from '../../testing/app-test-kit'
import InvoiceDownloadDialog from './invoice-download-dialog'

afterEach(() => {
  followDemoClock(0)
  resetApp()
})

const DAY = 86_400_000
/** A day as the date field takes it (DD-MM-YYYY). */
const typed = (day: string) => day.split('-').reverse().join('-')

const TODAY = '2026-11-25'

describe('the Download dialog (spec 3 §5, §8)', () => {
  it('checks the days with the spec’s rules; a new start clears the end', async () => {
    await signInPersona('vendor@example.com')
    renderInApp(<InvoiceDownloadDialog onClose={() => {}} today={TODAY} />, '/commission')
    const start = await screen.findByRole('textbox', { name: 'Start date' })
    const end = screen.getByRole('textbox', { name: 'End date' })
    await userEvent.click(screen.getByRole('button', { name: 'Download statement' }))
    expect(await screen.findByText('The start date is required.')).toBeInTheDocument()
    expect(screen.getByText('The end date is required.')).toBeInTheDocument()
    await userEvent.type(start, '26-11-2026')
    expect(await screen.findByText('The start date cannot be later than today.')).toBeInTheDocument()
    await userEvent.clear(start)
    await userEvent.type(start, '20-11-2026')
    await userEvent.type(end, '19-11-2026')
    expect(await screen.findByText('The end date cannot be before the start date.')).toBeInTheDocument()
    await userEvent.clear(end)
    await userEvent.type(end, '21-11-2026')
    expect(screen.queryByText(/The end date/)).toBeNull()
    await userEvent.clear(start)
    await userEvent.type(start, '10-11-2026')
    expect(end).toHaveValue('')
  })

  it('offers the three months before this one; a refused month says Invalid data access. until it changes', async () => {
    // Fresh Bites has sold nothing, so every month is refused (Chai Point's wallet history has commission in each).
    await signInPersona('pending.vendor@example.com')
    renderInApp(<InvoiceDownloadDialog onClose={() => {}} />, '/commission')
    const month = await screen.findByRole('combobox', { name: 'Month (MM-YYYY)' })
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10)
    const months = invoiceMonths(today).map(monthText)
    expect([...month.querySelectorAll('option')].map((o) => o.value)).toEqual(['', ...months])
    await userEvent.selectOptions(month, months[2]!)
    await userEvent.click(screen.getByRole('button', { name: 'Download tax invoice' }))
    expect(await screen.findByText('Invalid data access.')).toBeInTheDocument()
    await userEvent.selectOptions(month, months[1]!)
    expect(screen.queryByText('Invalid data access.')).toBeNull()
  })

  it('takes today from the app’s clock: two months on in the demo, it offers the months before the moved month', async () => {
    await signInPersona('vendor@example.com')
    followDemoClock(61 * DAY)
    renderInApp(<InvoiceDownloadDialog onClose={() => {}} />, '/statement')
    const month = await screen.findByRole('combobox', { name: 'Month (MM-YYYY)' })
    const moved = invoiceMonths(indiaDay(appNow())).map(monthText)
    expect(moved).not.toEqual(invoiceMonths(indiaDay(Date.now())).map(monthText))
    expect([...month.querySelectorAll('option')].map((o) => o.value)).toEqual(['', ...moved])
    // A start the moved today allows (a week before it) passes the dialog's own check.
    await userEvent.type(screen.getByRole('textbox', { name: 'Start date' }), typed(addDays(indiaDay(appNow()), -7)))
    expect(screen.queryByText(INVOICE_TEXTS.startAfterToday)).toBeNull()
  })

  it('says a day the server refuses under its field, in the server’s words, not as a bare FAILED', async () => {
    await signInPersona('vendor@example.com')
    // The app's clock runs 40 days ahead of the mock's here: a start the dialog allows is after the server's today.
    followDemoClock(40 * DAY)
    renderInApp(<InvoiceDownloadDialog onClose={() => {}} />, '/statement')
    const appToday = indiaDay(appNow())
    await userEvent.type(await screen.findByRole('textbox', { name: 'Start date' }), typed(addDays(appToday, -5)))
    await userEvent.type(screen.getByRole('textbox', { name: 'End date' }), typed(appToday))
    await userEvent.click(screen.getByRole('button', { name: 'Download statement' }))
    const start = screen.getByRole('textbox', { name: 'Start date' })
    await waitFor(() => expect(start).toHaveAccessibleDescription(INVOICE_TEXTS.startAfterToday))
    expect(screen.queryByText('FAILED')).toBeNull()
  })
})
