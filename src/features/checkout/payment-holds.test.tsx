import { afterEach, describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { renderInApp, resetApp, signInPersona } from '../../testing/app-test-kit'
import PaymentScreen from './payment-screen'

afterEach(resetApp)

const MASALA_CHAI = 'dea10000-0000-4000-8000-000000000001'

/** The payment page as `email` opens it; resolves once the deal's name shows. */
async function openAs(email: string) {
  await signInPersona(email)
  renderInApp(<PaymentScreen params={{ id: MASALA_CHAI }} />, `/payment/${MASALA_CHAI}`)
  await screen.findByRole('heading', { level: 2 }, { timeout: 10_000 })
}

describe('the payment page says what holds the student back before anything is filled in (spec 2 §4, spec 1 §4)', () => {
  it('names the missing phone verification and where to do it; no form to fill', async () => {
    await openAs('unverified.customer@example.com')
    expect(screen.getByRole('note')).toHaveTextContent(/^Your phone number is not verified yet/)
    expect(screen.getByRole('link', { name: 'Verify on My Account' })).toHaveAttribute('href', '/my-account')
    expect(screen.queryByRole('radio')).toBeNull()
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull()
  }, 20_000)

  it('tells an expired student to renew, leading to the membership plans; no form to fill', async () => {
    await openAs('expired.customer@example.com')
    expect(screen.getByRole('note')).toHaveTextContent(/^Your account has expired\./)
    expect(screen.getByRole('link', { name: 'Renew on My Account' })).toHaveAttribute(
      'href',
      '/my-account#membership-plans',
    )
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull()
  }, 20_000)

  it('offers the form to a verified, active student', async () => {
    await openAs('customer@example.com')
    expect(await screen.findByRole('button', { name: /^Pay ₹129$/ })).toBeInTheDocument()
    expect(screen.queryByRole('note')).toBeNull()
  }, 20_000)
})
