import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { ROUTES } from '../lib/paths'
import { countRequestsTo } from '../../mock-server/testing/test-kit'
import { forgetDeal, prefetchDeal } from '../state/deal-detail'
import { renderInApp, resetApp, signInPersona } from '../testing/app-test-kit'
import { Guarded } from './router'
import { routes } from './routes'
import { REFUSALS } from './role-refusals'

afterEach(resetApp)
afterEach(forgetDeal)

const route = (path: string) => routes.find((r) => r.path === path)!

describe('the route guard', () => {
  it('every role route says what anyone else reads', () => {
    const roleRoutes = routes.filter((r) => r.access === 'vendor' || r.access === 'customer')
    expect(roleRoutes.map((r) => r.path)).toEqual(
      expect.arrayContaining([ROUTES.advertisement, ROUTES.commission, ROUTES.commissionPayment, ROUTES.correctDeal]),
    )
    for (const r of roleRoutes) expect(r.refusal && REFUSALS[r.refusal.reason].text, r.path).toBeTruthy()
  })

  it('tells a student an advertisement screen is for vendors, under its heading, with the way to the dashboard', async () => {
    await signInPersona('customer@example.com')
    renderInApp(<Guarded route={route(ROUTES.advertisementRequest)} params={{}} />, '/advertisement-request')
    expect(await screen.findByRole('heading', { level: 1, name: 'Advertisement Request' })).toBeInTheDocument()
    expect(screen.getByText(/they are for vendors/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/dashboard')
    expect(screen.queryByRole('button', { name: 'Create Request' })).toBeNull()
  })

  it('tells a student the commission screens are for vendors', async () => {
    await signInPersona('customer@example.com')
    renderInApp(<Guarded route={route(ROUTES.commissionPayment)} params={{}} />, '/commission-payment')
    expect(await screen.findByRole('heading', { level: 1, name: 'Commission payment' })).toBeInTheDocument()
    expect(screen.getByText(/it is for vendors/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'PAY' })).toBeNull()
  })

  it('opens a vendor screen for a vendor', async () => {
    await signInPersona('vendor@example.com')
    renderInApp(<Guarded route={route(ROUTES.advertisementRequest)} params={{}} />, '/advertisement-request')
    expect(await screen.findByRole('button', { name: 'Create Request' })).toBeInTheDocument()
    expect(screen.queryByText(/they are for vendors/)).toBeNull()
  })

  it('sends a guest home from a vendor screen', async () => {
    const { location } = renderInApp(<Guarded route={route(ROUTES.advertisement)} params={{}} />, '/advertisement')
    await waitFor(() => expect(location.history?.at(-1)).toBe('/'))
  })

  // The seed's first featured deal (bench/lighthouse.ts opens the same).
  const DEAL = 'dea10000-0000-4000-8000-000000000359'
  const dealDetails = countRequestsTo('deal-detail')

  it("opening the page's first route, a deal whose screen is loaded, asks for the deal once", async () => {
    const deal = route(ROUTES.deal)
    await deal.screen!.preload()
    // As the page's load does before React renders (main.tsx); its answer is often in before React's first commit.
    await prefetchDeal(DEAL)
    renderInApp(<Guarded route={deal} params={{ dealName: 'deal', id: DEAL }} />, `/deal/deal/${DEAL}`)
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument()
    await new Promise((r) => setTimeout(r, 50))
    expect(dealDetails.asked).toBe(1)
  })
})
