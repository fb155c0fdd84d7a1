import { afterEach, describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderInApp, resetApp, signInPersona } from '../testing/app-test-kit'
import RedemptionDetailsScreen from '../features/redemption/redemption-details-screen'
import PaymentScreen from '../features/checkout/payment-screen'

afterEach(resetApp)

const MASALA_CHAI = 'dea10000-0000-4000-8000-000000000001' // ₹129

const openPayment = async () => {
  await signInPersona('customer@example.com')
  const view = renderInApp(<PaymentScreen params={{ id: MASALA_CHAI }} />, `/payment/${MASALA_CHAI}`)
  await screen.findByRole('button', { name: /^Pay ₹129$/ })
  return view
}
const row = (key: string) => document.querySelector(`.payment-breakdown dd[data-figure="${key}"]`)!

describe('the payment page tells the money story', () => {
  it('says what is paid now and what comes back as points, when and worth what, without jargon', async () => {
    await openPayment()
    expect(row('You pay').previousElementSibling).toHaveTextContent('You pay now')
    expect(row('You pay')).toHaveTextContent('₹129')
    expect(row('Points back')).toHaveTextContent(/^\d+ Hola points \(₹1 each, worth ₹[\d,]+\)$/)
    expect(screen.getByText(/come back to you when the outlet redeems your code\.$/)).toBeInTheDocument()
    // The last paise: the page says how the figure was rounded (spec 3 §9: points given round down).
    expect(document.querySelector('.payment-rounding')).toHaveTextContent(
      /^₹[\d.]+ back as \d+ Hola points \(₹\d+\): points given round down to whole points\.$/,
    )
    for (const jargon of ['Points needed', 'Payable points', 'Points to be earned'])
      expect(screen.queryByText(jargon)).toBeNull()
  })

  it('keeps the points option in view and says why it is unavailable', async () => {
    const first = await openPayment()
    // Priya's confirmed points (a few hundred) cover ₹129 at ₹1 a point (129 needed).
    const option = screen.getByRole('checkbox', { name: 'Pay with Hola points' })
    expect(option).toBeEnabled()
    expect(option).toHaveAccessibleDescription(/^129 points needed, you have \d{3}$/)
    first.unmount()

    // An open deal of ₹1,500 needs 1,500 points: the option stays, disabled, and says so.
    const FACIAL = 'dea10000-0000-4000-8000-000000000036'
    renderInApp(<PaymentScreen params={{ id: FACIAL }} />, `/payment/${FACIAL}`)
    await userEvent.setup().type(await screen.findByLabelText('Amount (₹)'), '1500')
    const unavailable = await screen.findByRole('checkbox', { name: 'Pay with Hola points' })
    expect(unavailable).toBeDisabled()
    expect(unavailable).toHaveAccessibleDescription(/^1,500 points needed, you have \d{3}$/)
  })

  it('with Cash, the button says to pay at the counter', async () => {
    await openPayment()
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Cash' }))
    expect(screen.getByRole('button', { name: 'Place order, pay ₹129 at the counter' })).toBeInTheDocument()
    expect(row('You pay').previousElementSibling).toHaveTextContent('You pay at the counter')
  })

  it('the code page of an unpaid cash order says to pay at the counter', async () => {
    await signInPersona('customer@example.com')
    const { orderList } = await import('../api/orders')
    const cash = (await orderList('customer', { page: 1, rowsPerPage: 9 })).orders.data.find(
      (o) => o.reference_code === 'CHAIDEMO42',
    )!
    renderInApp(<RedemptionDetailsScreen />, `/redem-deal-details?order_id=${cash.id}`)
    const note = await screen.findByRole('note')
    expect(note).toHaveTextContent(`Pay ₹${cash.buyer_will_pay} at the counter when the outlet redeems this code.`)
    expect(within(document.body).queryByText(/^Paid/)).toBeNull()
  })
})
