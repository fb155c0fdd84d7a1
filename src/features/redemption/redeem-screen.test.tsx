import { afterEach, describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderInApp, resetApp, signInPersona } from '../../testing/app-test-kit'
import RedeemScreen from './redeem-screen'

afterEach(resetApp)

async function findCode(code: string) {
  await signInPersona('vendor@example.com')
  renderInApp(<RedeemScreen />, '/redem-deal')
  const user = userEvent.setup()
  await user.type(screen.getByLabelText('Deal code'), code)
  await user.click(screen.getByRole('button', { name: 'Find the deal' }))
  await screen.findByText(code)
}

describe('the outlet’s redemption screen', () => {
  it('says at once that a redeemed code was redeemed, and offers no Begin Redeeming', async () => {
    await findCode('CHAIDONE01')
    expect(screen.getByRole('alert')).toHaveTextContent('This deal code has already been redeemed.')
    expect(screen.queryByRole('button', { name: 'Begin Redeeming' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Enter another code' })).toBeInTheDocument()
  })

  it('says a cancelled order’s code cannot be redeemed, before any action', async () => {
    await findCode('CHAIGONE01')
    expect(screen.getByRole('alert')).toHaveTextContent('This order was cancelled: its code cannot be redeemed.')
    expect(screen.queryByRole('button', { name: 'Begin Redeeming' })).toBeNull()
  })

  it('tells the outlet to collect the amount of a cash order, and to whom nothing is owed for a paid one', async () => {
    await findCode('CHAIDEMO42')
    expect(screen.getByRole('note')).toHaveTextContent(
      /^Collect ₹\d+ in cash from the customer: this order is paid at the counter\.$/,
    )
    expect(screen.getByText('To pay at the outlet')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Begin Redeeming' })).toBeEnabled()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Begin Redeeming' }))
    expect(await screen.findByRole('dialog', { name: 'Redeem this deal?' })).toHaveTextContent(/Collect ₹\d+ in cash/)
  })

  it('shows a paid order as paid, with nothing to collect', async () => {
    await findCode('CHAIUPI001')
    expect(screen.queryByRole('note')).toBeNull()
    expect(screen.getByText('Paid')).toBeInTheDocument()
  })
})
