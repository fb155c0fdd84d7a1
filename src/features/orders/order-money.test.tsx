import { afterEach, describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { cancelDealOrder, orderList } from '../../api/orders'
import { renderInApp, resetApp, signInPersona } from '../../testing/app-test-kit'
import OrderDetailsScreen from './order-details-screen'
import OrdersScreen from './orders-screen'

afterEach(resetApp)

/** Priya's seeded cash order at Chai Point (docs/demo.md): Masala Chai & Bun Maska, waiting to be paid at the outlet. */
const CASH_CODE = 'CHAIDEMO42'

async function cashOrder() {
  const { orders } = await orderList('customer', { page: 1, rowsPerPage: 9 })
  return orders.data.find((o) => o.reference_code === CASH_CODE)!
}

const openDetails = (o: { id: number }) =>
  renderInApp(
    <OrderDetailsScreen params={{ dealName: 'masala-chai', id: String(o.id) }} />,
    `/my-order-details/masala-chai/${o.id}`,
  )

describe('orders show what was charged', () => {
  it('My Orders shows an unpaid cash order as to pay at the outlet, not its price', async () => {
    await signInPersona('customer@example.com')
    renderInApp(<OrdersScreen reviewDialog={() => null} reportDialog={() => null} />, '/my-orders')
    const row = (await screen.findByText(CASH_CODE)).closest('tr')!
    const cell = within(row).getByText('To pay at the outlet').closest('td')!
    expect(cell).toHaveTextContent(/^₹\d+ To pay at the outlet$/)
    expect(within(row).queryByText(/^Paid$/)).toBeNull()
  })

  it('the order page says to pay at the outlet, and after cancelling that nothing was charged, never Paid', async () => {
    await signInPersona('customer@example.com')
    const o = await cashOrder()
    const view = openDetails(o)
    expect(await screen.findByTestId('order-charge')).toHaveTextContent(`₹${o.buyer_will_pay}`)
    expect(screen.getByText('To pay at the outlet')).toBeInTheDocument()
    view.unmount()

    await cancelDealOrder('customer', {
      order_id: o.id,
      reason_id: 0,
      new_reason: 'Changed my mind',
      description: 'Going elsewhere.',
    })
    openDetails(o)
    expect(await screen.findByTestId('order-charge')).toHaveTextContent('cancelled before payment')
    expect(screen.getByText('Not charged')).toBeInTheDocument()
    expect(screen.queryByText(/^Paid$/)).toBeNull()
    // Not "Cash, Pending"; what the student typed in the cancel dialog is kept (docs/decisions/money-model.md).
    expect(screen.getByText('Cash, Not paid: order cancelled')).toBeInTheDocument()
    expect(screen.getByText(/Cancelled on .*: Changed my mind \(“Going elsewhere\.”\)/)).toBeInTheDocument()
    // No deal code or QR for an order that no longer holds one.
    expect(screen.queryByText(CASH_CODE)).toBeNull()
  })

  it('My Orders gives an order cancelled before payment no code, Download, Review or Report', async () => {
    await signInPersona('customer@example.com')
    const o = await cashOrder()
    await cancelDealOrder('customer', { order_id: o.id, reason_id: 0, new_reason: 'Changed', description: 'x' })
    renderInApp(<OrdersScreen reviewDialog={() => null} reportDialog={() => null} />, '/my-orders')
    // Every order cancelled before payment (this one, and the seed's) reads alike.
    const rows = (await screen.findAllByText('Cancelled / Not paid: order cancelled')).map((c) => c.closest('tr')!)
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) {
      expect(within(row).getByText('No code')).toBeInTheDocument()
      for (const name of [/^Download/, /^Review/, /^Report/, /^Cancel the order/])
        expect(within(row).queryByRole('button', { name })).toBeNull()
    }
    expect(screen.queryByText(o.reference_code)).toBeNull()
  })
})
