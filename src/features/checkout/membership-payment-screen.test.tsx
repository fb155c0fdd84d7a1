import { afterEach, describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { renderInApp, resetApp, signInPersona } from '../../testing/app-test-kit'
import MembershipPaymentScreen from './membership-payment-screen'

afterEach(resetApp)

describe('Upgrade Membership', () => {
  it('does not offer the plan the student holds, and says which one that is', async () => {
    await signInPersona('customer@example.com')
    renderInApp(<MembershipPaymentScreen params={{ id: '' }} />, '/membership-payment/')
    expect(await screen.findByText('Your current plan: Silver')).toBeInTheDocument()
    const plan = screen.getByRole('combobox', { name: 'Plan' })
    const offered = within(plan)
      .getAllByRole('option')
      .map((o) => o.textContent)
    expect(offered).toContain('Gold')
    expect(offered).not.toContain('Silver')
  })
})
