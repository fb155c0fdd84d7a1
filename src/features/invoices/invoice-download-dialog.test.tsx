import { afterEach, describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { invoiceMonths, monthText } from '../../lib/invoice-rules'
import { renderInApp, resetApp, signInPersona } from '../../testing/app-test-kit'
import InvoiceDownloadDialog from './invoice-download-dialog'

afterEach(resetApp)

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
})
