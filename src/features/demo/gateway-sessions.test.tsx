import { afterEach, describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { db } from '../../../mock-server/store/db'
import { userOf } from '../../../mock-server/store/persona-user'
import { openPayment } from '../../../mock-server/gateway/gateway'
import { placeOrder } from '../../../mock-server/areas/orders/rules'
import { renderInApp, resetApp } from '../../testing/app-test-kit'
import { GatewaySessions } from './gateway-sessions'

afterEach(resetApp)

describe('Gateway section (demo panel)', () => {
  it('lists a payment left at the card page and settles it with Pay, as the gateway would', async () => {
    // Priya's UPI order of Masala Chai (₹129, 23.2% back on Silver), its card session opened and then left hanging.
    const priya = userOf('customer')
    const order = await placeOrder(priya, {
      deal_id: 'dea10000-0000-4000-8000-000000000001',
      payment_mode: 6,
      is_cupon_applied: 0,
      amount: 129,
      discount: 23.2,
    })
    await openPayment(
      priya,
      'deal',
      { amount: 129, payment_mode: 6, order_id: order.id, tid_id: order.tid_id },
      '',
      'web',
    )
    renderInApp(<GatewaySessions />)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Pay: Masala Chai & Bun Maska, ₹129.00, Priya Sharma' }))
    expect(await screen.findByText('Payment paid')).toBeInTheDocument()
    expect(db.orders.findFirst((q) => q.where({ id: order.id }))).toMatchObject({ order_status: 2, payment_status: 2 })
    expect(await screen.findByText('No payment is waiting at the gateway.')).toBeInTheDocument()
  })
})
