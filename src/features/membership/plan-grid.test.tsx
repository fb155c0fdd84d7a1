import { afterEach, describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { clearRequestLog, loggedRequests } from '../../../mock-server/control/request-log'
import { renderInApp, resetApp, signInPersona } from '../../testing/app-test-kit'
import { PlanGrid } from './plan-grid'

afterEach(resetApp)

const card = async (name: string) => (await screen.findByRole('heading', { level: 3, name })).closest('li')!

describe('plan cards (docs/decisions/money-model.md)', () => {
  it('promise the referral reward in rupees and in the points that pay it, and say how long a plan runs', async () => {
    await signInPersona('customer@example.com')
    renderInApp(<PlanGrid role="customer" currentPlanId={1} />, '/my-account')
    const silver = await card('Silver')
    expect(silver).toHaveTextContent('Referral reward: ₹50, paid as 50 Hola points')
    expect(silver).toHaveTextContent('Valid for one year from the day you buy it')
    expect(silver).toHaveTextContent(/You keep 80% of every deal discount/)
    expect(await card('Gold')).toHaveTextContent('Referral reward: ₹100, paid as 100 Hola points')
  })

  it('speak to a vendor in a vendor’s words, without the students’ discount shares', async () => {
    await signInPersona('vendor@example.com')
    renderInApp(<PlanGrid role="vendor" currentPlanId={2} />, '/my-account')
    const silver = await card('Silver')
    expect(silver).toHaveTextContent('For each outlet that joins with your code: ₹100, paid as 100 Hola points')
    expect(silver).toHaveTextContent('Spend your Hola points on advertisements for your deals')
    expect(silver).not.toHaveTextContent(/You keep|deal discount|Deals up to/)
    expect(within(silver).queryByText('Hola’s share by payment method')).toBeNull()
  })
})

describe('where the plans come from', () => {
  it('the plan cards read GET load-hola-categories, the plans alone (spec 1 §7)', async () => {
    await signInPersona('customer@example.com')
    clearRequestLog()
    renderInApp(<PlanGrid role="customer" currentPlanId={1} />, '/my-account')
    await card('Gold')
    const calls = loggedRequests().map((r) => `${r.method} ${r.path}`)
    expect(calls).toContain('GET customer/load-hola-categories')
    expect(calls.filter((c) => c.includes('membership-plan-list'))).toEqual([])
  })
})
