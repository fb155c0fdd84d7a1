import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { REFERRAL_TEXTS } from '../../lib/referrals'
import { renderInApp, resetApp, signInPersona } from '../../testing/app-test-kit'
import ReferralsScreen from './referrals-screen'

afterEach(resetApp)

/** The seeded histories (mock-server/areas/referrals/seed.ts), through the role's own call. */
describe('/referrals', () => {
  it("lists the student's referrals newest first: name, Hola earned, status", async () => {
    await signInPersona('customer@example.com')
    renderInApp(<ReferralsScreen />, '/referrals')
    const table = await screen.findByRole('table', { name: 'Referrals' })
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4))
    const [first, , last] = within(table).getAllByRole('row').slice(1)
    expect(first).toHaveTextContent(/Ishaan Gupta.*50 Hola.*Pending/)
    expect(last).toHaveTextContent(/Aarav Patel.*50 Hola.*Active/)
  })

  it('shows your own referral code and the link that shares it, each with Copy', async () => {
    await signInPersona('customer@example.com')
    renderInApp(<ReferralsScreen />, '/referrals')
    expect(await screen.findByText('PRIYA2026')).toBeInTheDocument()
    expect(screen.getByText(`${window.location.origin}/?ref=PRIYA2026`)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Copy referral code PRIYA2026' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Copy link to share your referral code' })).toBeInTheDocument()
  })

  it("lists the vendor's through the vendor's call: the outlet it brought, floating", async () => {
    await signInPersona('vendor@example.com')
    renderInApp(<ReferralsScreen />, '/referrals')
    expect(await screen.findByText('Fresh Bites Indiranagar')).toBeInTheDocument()
    expect(screen.getByText('200 Hola')).toBeInTheDocument()
  })

  it('says the spec’s empty text to someone who referred nobody', async () => {
    await signInPersona('unverified.customer@example.com')
    renderInApp(<ReferralsScreen />, '/referrals')
    expect(await screen.findByText(REFERRAL_TEXTS.empty)).toBeInTheDocument()
  })

  it('says so when the list cannot be loaded, and loads it again on Retry', async () => {
    await signInPersona('customer@example.com')
    const res = await fetch('http://localhost/api/__mock/settings', {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ fail_next: 1, fail_path: 'customer/customer-referrel', fail_status: 500 }),
    })
    expect(res.status).toBe(200)
    renderInApp(<ReferralsScreen />, '/referrals')
    expect(await screen.findByText(REFERRAL_TEXTS.loadFailed)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Ishaan Gupta')).toBeInTheDocument()
  })
})
