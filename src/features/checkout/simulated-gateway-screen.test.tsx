import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { db } from '../../../mock-server/store/db'
import { userOf } from '../../../mock-server/store/persona-user'
import { finalDiscount } from '../../lib/deal-pricing'
import { completeSession, openPayment } from '../../../mock-server/gateway/gateway'
import { placeOrder } from '../../../mock-server/areas/orders/rules'
import { renderInApp, resetApp } from '../../testing/app-test-kit'
import { isCardExpiry, isUpiId } from '../../lib/gateway-rules'
import SimulatedGatewayScreen from './simulated-gateway-screen'

afterEach(resetApp)

const MASALA_CHAI = 'dea10000-0000-4000-8000-000000000001'

/** Priya's order of Masala Chai (₹129, 23.2% back on Silver for UPI) by `mode`, its gateway session opened. */
async function openSession(mode: 2 | 3 | 5 | 6) {
  const priya = userOf('customer')
  const order = await placeOrder(priya, {
    deal_id: MASALA_CHAI,
    payment_mode: mode,
    is_cupon_applied: 0,
    amount: 129,
    // The deal's 29% less what Priya's plan (Silver) keeps for this method.
    discount: finalDiscount(
      29,
      db.holaMargins.all().find((m) => m.hola_category_id === 1 && m.payment_method_type === mode)!.gross_margin,
    ),
    cupon_code: null,
  })
  const { data } = await openPayment(
    priya,
    'deal',
    { amount: 129, payment_mode: mode, order_id: order.id, tid_id: order.tid_id },
    '',
    'web',
  )
  return { data, order }
}

const render = (data: string, leave: (url: string) => void = () => undefined) =>
  renderInApp(<SimulatedGatewayScreen leave={leave} />, `/gateway/card-payment?encRequest=${data}`)

describe('the simulated gateway page fits the method chosen', () => {
  it('asks a UPI payer for a UPI id or a QR to scan, never a card number', async () => {
    const { data } = await openSession(6)
    const leave = vi.fn()
    render(data, leave)
    expect(await screen.findByRole('heading', { name: 'UPI payment' })).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'UPI QR code to pay ₹129' })).toBeInTheDocument()
    expect(screen.queryByLabelText('Card number')).toBeNull()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Pay ₹129' }))
    expect(screen.getByText('Enter your UPI ID (for example priya@okhdfc), or scan the QR.')).toBeInTheDocument()
    await user.type(screen.getByLabelText('Or pay to your UPI ID'), 'priya@okhdfc')
    await user.click(screen.getByRole('button', { name: 'Pay ₹129' }))
    await waitFor(() => expect(leave).toHaveBeenCalledWith(expect.stringMatching(/message=success/)))
  })

  it('offers a bank list for net banking and a card form for cards', async () => {
    const banking = await openSession(2)
    const view = render(banking.data)
    expect(await screen.findByRole('heading', { name: 'Net banking' })).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Your bank' })).toHaveTextContent('HDFC Bank')
    expect(screen.queryByLabelText('Card number')).toBeNull()
    view.unmount()

    const card = await openSession(5)
    render(card.data)
    expect(await screen.findByRole('heading', { name: 'Card payment' })).toBeInTheDocument()
    // The card form's fields follow the heading once the method's form has rendered (a fresh-clone run read them a
    // moment early).
    for (const label of ['Card number', 'Expiry (MM/YY)', 'CVV'])
      expect(await screen.findByLabelText(label)).toBeInTheDocument()
  })

  it('continues to the app’s result when the payment is settled elsewhere (the demo panel), as a real return would', async () => {
    const { data, order } = await openSession(6)
    const leave = vi.fn()
    render(data, leave)
    await screen.findByRole('heading', { name: 'UPI payment' })
    // The demo panel's Pay calls the same completion the page would.
    await completeSession(data, 'success')
    await waitFor(() => expect(leave).toHaveBeenCalled(), { timeout: 5000 })
    expect(leave.mock.calls[0]![0]).toBe(
      `/payment/${MASALA_CHAI}?payment_for=deal&message=success&order_id=${order.id}&amount=129.00&tid_id=${order.tid_id}&payment_mode=6`,
    )
    expect(screen.getByText(/^This payment is complete \(success\)\./)).toBeInTheDocument()
  })

  it('after a reload of a settled payment, goes on to the result instead of stopping', async () => {
    const { data } = await openSession(6)
    await completeSession(data, 'failure')
    const leave = vi.fn()
    render(data, leave)
    await waitFor(() => expect(leave).toHaveBeenCalledWith(expect.stringMatching(/message=failure/)))
  })
})

describe('the gateway’s field rules', () => {
  it('checks a UPI id and a card expiry', () => {
    expect(isUpiId('priya@okhdfc')).toBe(true)
    expect(isUpiId('priya')).toBe(false)
    const now = new Date(2026, 10, 25)
    expect(isCardExpiry('11/26', now)).toBe(true)
    expect(isCardExpiry('10/26', now)).toBe(false)
    expect(isCardExpiry('13/30', now)).toBe(false)
  })
})
