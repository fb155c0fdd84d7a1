import { afterEach, describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { addToMyDeals, addToWishlist } from '../../api/customer-deals'
import { createFixtureDeal } from '../../../mock-server/areas/catalogue/fixture-deal'
import { server } from '../../../mock-server/node'
import { session } from '../../state/session'
import { renderInApp, resetApp, signInPersona } from '../../testing/app-test-kit'
import { asDetailed, asListed } from '../../testing/test-fixtures'
import { DealCardActions } from './deal-card-actions'
import { DealPageActions } from './deal-page-actions'
import MyWishlistScreen from './my-wishlist-screen'

afterEach(resetApp)

/** What a page load starts from: the session's lists are empty until the server is asked (resetSession does the same). */
const reload = () => {
  session.Mydeallist = []
}

describe('buttons reflect whether a deal is in My Deals', () => {
  it('the deal page: Add to My Deals becomes "In My Deals", and stays so after a reload', async () => {
    await signInPersona('customer@example.com')
    const deal = asDetailed(await createFixtureDeal())
    const view = renderInApp(<DealPageActions deal={deal} onChanged={() => {}} />)
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Add to My Deals' }))
    expect(await screen.findByRole('link', { name: 'In My Deals' })).toHaveAttribute('href', '/my-deals')
    expect(screen.queryByRole('button', { name: 'Add to My Deals' })).toBeNull()

    view.unmount()
    reload()
    renderInApp(<DealPageActions deal={deal} onChanged={() => {}} />)
    expect(await screen.findByRole('link', { name: 'In My Deals' })).toHaveAttribute('href', '/my-deals')
    expect(screen.queryByRole('button', { name: 'Add to My Deals' })).toBeNull()
  })

  it('a card drawn after a reload knows the deal is in My Deals (added in another tab)', async () => {
    await signInPersona('customer@example.com')
    const deal = asListed(await createFixtureDeal())
    await addToMyDeals(deal.uuid)
    reload()
    renderInApp(<DealCardActions deal={deal} />)
    expect(await screen.findByRole('link', { name: `${deal.name}: In My Deals` })).toHaveAttribute('href', '/my-deals')
    expect(screen.queryByRole('button', { name: `Add ${deal.name} to My Deals` })).toBeNull()
  })

  it('the wishlist offers Add to My Deals only for deals not in it, and flips the row once added', async () => {
    await signInPersona('customer@example.com')
    const kept = await createFixtureDeal({ name: 'Kept Thali' })
    const fresh = await createFixtureDeal({ name: 'Fresh Thali' })
    for (const d of [kept, fresh]) await addToWishlist(d.uuid)
    await addToMyDeals(kept.uuid)
    reload()
    renderInApp(<MyWishlistScreen />, '/my-wishlist')
    const keptRow = (await screen.findByRole('heading', { name: 'Kept Thali' })).closest('li')!
    expect(await within(keptRow).findByRole('link', { name: 'In My Deals: Kept Thali' })).toHaveAttribute(
      'href',
      '/my-deals',
    )
    expect(within(keptRow).queryByRole('button', { name: /Add to My Deals/ })).toBeNull()

    const freshRow = screen.getByRole('heading', { name: 'Fresh Thali' }).closest('li')!
    await userEvent.setup().click(within(freshRow).getByRole('button', { name: 'Add to My Deals: Fresh Thali' }))
    expect(await within(freshRow).findByRole('link', { name: 'In My Deals: Fresh Thali' })).toBeInTheDocument()
    expect(within(freshRow).queryByRole('button', { name: /Add to My Deals/ })).toBeNull()
  })
})

describe('an unverified student’s cards', () => {
  it('do not ask for My Deals, which the server refuses them with a 403 the console would log', async () => {
    await signInPersona('unverified.customer@example.com')
    const deal = asListed(await createFixtureDeal())
    reload()
    const asked: string[] = []
    const onStart = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname.endsWith('/customer/my-wishlist')) asked.push(request.url)
    }
    server.events.on('request:start', onStart)
    try {
      renderInApp(<DealCardActions deal={deal} />)
      // The card leads to verifying instead of offering what would be refused (spec 1 §4).
      await screen.findByRole('link', { name: /^Verify to keep / })
      // Give a request a chance to start.
      await new Promise((settle) => setTimeout(settle, 300))
      expect(asked).toEqual([])
    } finally {
      server.events.removeListener('request:start', onStart)
    }
  })
})
