import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderInApp, resetApp, signInPersona } from '../../testing/app-test-kit'
import CommissionPaymentScreen from './commission-payment-screen'
import CommissionScreen from './commission-screen'

afterEach(resetApp)

const noDialog = () => null

describe('/commission', () => {
  it('lists the seeded cash orders with their commission, Pay with the total, and a Download button', async () => {
    await signInPersona('vendor@example.com')
    renderInApp(<CommissionScreen downloadDialog={noDialog} />, '/commission')
    const table = await screen.findByRole('table', { name: 'Commission List' })
    // Issue 11's redeemed cash order and the wallet history's two (db/wallet-seed.ts), under the header row.
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4))
    for (const row of within(table).getAllByRole('row').slice(1)) {
      expect(row).toHaveTextContent('Priya Sharma')
      expect(row).toHaveTextContent(/\d{2}-\d{2}-\d{4}/)
    }
    const pay = screen.getByRole('link', { name: /^Pay ₹/ })
    expect(pay).toHaveAttribute('href', '/commission-payment')
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument()
  })

  it('says No Record Found and offers no Pay to a vendor that owes nothing', async () => {
    await signInPersona('pending.vendor@example.com')
    renderInApp(<CommissionScreen downloadDialog={noDialog} />, '/commission')
    expect(await screen.findByText('No Record Found')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /^Pay/ })).toBeNull()
  })

  it('tells a student the commission screens are for vendors', async () => {
    await signInPersona('customer@example.com')
    renderInApp(<CommissionPaymentScreen />, '/commission-payment')
    expect(await screen.findByText(/it is for vendors/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'PAY' })).toBeNull()
  })
})

describe('/commission-payment', () => {
  it('pays by debit card by default, switchable to net banking, and shows the amount to be paid', async () => {
    await signInPersona('vendor@example.com')
    renderInApp(<CommissionPaymentScreen />, '/commission-payment')
    const summary = await screen.findByRole('complementary', { name: 'Order summary' })
    expect(within(summary).getByText('Amount to be paid')).toBeInTheDocument()
    expect(within(summary).getByText(/^₹/)).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'Debit Card' })).toBeChecked()
    await userEvent.click(screen.getByRole('radio', { name: 'Net Banking' }))
    expect(screen.getByRole('radio', { name: 'Net Banking' })).toBeChecked()
    expect(screen.getByRole('button', { name: 'PAY' })).toBeInTheDocument()
  })
})
