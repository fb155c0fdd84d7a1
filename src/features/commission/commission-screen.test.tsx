import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderInApp, resetApp, signInPersona } from '../../testing/app-test-kit'
import CommissionPaymentScreen from './commission-payment-screen'
import CommissionScreen from './commission-screen'

afterEach(resetApp)

const noDialog = () => null
const rupees = (text: string) => Number(text.replace(/[^\d.]/g, ''))

describe('/commission', () => {
  it('lists the seeded cash orders with their commission, Pay with the total, and a Download button', async () => {
    await signInPersona('vendor@example.com')
    renderInApp(<CommissionScreen downloadDialog={noDialog} />, '/commission')
    const table = await screen.findByRole('table', { name: 'Commission List' })
    // The seeded redeemed cash order and the wallet history's two (areas/wallet/seed.ts), under the header row.
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4))
    for (const row of within(table).getAllByRole('row').slice(1)) {
      expect(row).toHaveTextContent('Priya Sharma')
      expect(row).toHaveTextContent(/\d{2}-\d{2}-\d{4}/)
    }
    const pay = screen.getByRole('link', { name: /^Pay ₹/ })
    expect(pay).toHaveAttribute('href', '/commission-payment')
    // The due in its parts (docs/decisions/money-model.md): each row's, and the total's adding up to Pay's figure.
    for (const row of within(table).getAllByRole('row').slice(1))
      expect(row).toHaveTextContent(/Discount you fund for the student ₹[\d.]+Hola’s commission incl\. GST ₹[\d.]+/)
    const split = screen.getByLabelText('What the commission is made of')
    const figures = within(split)
      .getAllByRole('definition')
      .map((d) => rupees(d.textContent!))
    const code = figures.length === 4 ? figures[2]! : 0
    expect(figures[0]! + figures[1]! - code).toBeCloseTo(figures.at(-1)!, 2)
    expect(pay).toHaveTextContent(within(split).getAllByRole('definition').at(-1)!.textContent!)
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument()
  })

  it('says No Record Found and offers no Pay to a vendor that owes nothing', async () => {
    await signInPersona('pending.vendor@example.com')
    renderInApp(<CommissionScreen downloadDialog={noDialog} />, '/commission')
    expect(await screen.findByText('No Record Found')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /^Pay/ })).toBeNull()
  })
})

describe('/commission-payment', () => {
  it('pays by debit card by default, switchable to net banking, and shows the amount to be paid', async () => {
    await signInPersona('vendor@example.com')
    renderInApp(<CommissionPaymentScreen />, '/commission-payment')
    const summary = await screen.findByRole('complementary', { name: 'Order summary' })
    expect(within(summary).getByText('Amount to be paid')).toBeInTheDocument()
    expect(within(summary).getByText('Amount to be paid').nextElementSibling).toHaveTextContent(/^₹/)
    // Where it is paid, the due is split as on /commission.
    const split = within(summary).getByLabelText('What the commission is made of')
    expect(split).toHaveTextContent(/Discount you fund for the student₹[\d,.]+Hola’s commission incl\. GST₹[\d,.]+/)
    expect(screen.getByRole('radio', { name: 'Debit Card' })).toBeChecked()
    await userEvent.click(screen.getByRole('radio', { name: 'Net Banking' }))
    expect(screen.getByRole('radio', { name: 'Net Banking' })).toBeChecked()
    expect(screen.getByRole('button', { name: 'PAY' })).toBeInTheDocument()
  })
})
