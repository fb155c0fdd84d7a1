import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { checkDeal } from '../../api/customer-deals'
import { dealDetail } from '../../api/deals'
import { createFixtureDeal } from '../../../mock-server/areas/catalogue/fixture-deal'
import { server } from '../../../mock-server/node'
import { session } from '../../state/session'
import { renderInApp, resetApp, signInPersona } from '../../testing/app-test-kit'
import { asDetailed, asListed } from '../../testing/test-fixtures'
import { DealCardActions } from './deal-card-actions'
import { DealPageActions } from './deal-page-actions'

afterEach(resetApp)

/** An active, in-stock, pay-now deal in neither of Priya's lists: a new row in the mock's database, as a card shows it. */
const freshDeal = async (overrides: Parameters<typeof createFixtureDeal>[0] = {}) =>
  asListed(await createFixtureDeal(overrides))
/** The same, as the deal page shows it. */
const freshDetail = async (overrides: Parameters<typeof createFixtureDeal>[0] = {}) =>
  asDetailed(await createFixtureDeal(overrides))

describe('deal card actions', () => {
  it('show nothing to a visitor or a vendor', async () => {
    await signInPersona('customer@example.com')
    const deal = await freshDeal()
    resetApp()
    const { container, unmount } = renderInApp(<DealCardActions deal={deal} />)
    expect(container.querySelector('.keeping-actions')).toBeNull()
    unmount()
    await signInPersona('vendor@example.com')
    renderInApp(<DealCardActions deal={deal} />)
    expect(screen.queryByRole('button', { name: /wishlist/ })).toBeNull()
  })

  it('heart: adds to the wishlist, reflects is_wishlist, and removes again', async () => {
    await signInPersona('customer@example.com')
    const deal = await freshDeal()
    const onChanged = vi.fn()
    renderInApp(<DealCardActions deal={deal} onChanged={onChanged} />)
    const user = userEvent.setup()
    const heart = screen.getByRole('button', { name: `Add ${deal.name} to wishlist` })
    expect(heart).toHaveAttribute('aria-pressed', 'false')
    await user.click(heart)
    expect(await screen.findByText('Item has been added to your wishlist')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: `Remove ${deal.name} from wishlist` })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(onChanged).toHaveBeenLastCalledWith({ ...deal, is_wishlist: 1 })
    expect(session.mywishlist).toContain(deal.uuid)
    expect((await dealDetail({ id: deal.uuid })).deal.is_wishlist).toBe(1)

    await user.click(screen.getByRole('button', { name: `Remove ${deal.name} from wishlist` }))
    expect(await screen.findByText('This deal is removed from your wishlist')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: `Add ${deal.name} to wishlist` })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    expect((await dealDetail({ id: deal.uuid })).deal.is_wishlist).toBe(0)
  })

  it('heart on a deal that is already wishlisted elsewhere: FAILED with the msg, and the heart fills', async () => {
    await signInPersona('customer@example.com')
    const deal = await freshDeal()
    // The card was drawn before another tab hearted the deal.
    renderInApp(<DealCardActions deal={{ ...deal, is_wishlist: 0 }} />)
    await (await import('../../api/customer-deals')).addToWishlist(deal.uuid)
    await userEvent.setup().click(screen.getByRole('button', { name: `Add ${deal.name} to wishlist` }))
    expect(await screen.findByText('FAILED')).toBeInTheDocument()
    expect(screen.getByText('This deal is already in your wishlist.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: `Remove ${deal.name} from wishlist` })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  })

  it('plus: the price popup adds the deal to My Deals; then the plus gives way to "In My Deals", a link there', async () => {
    await signInPersona('customer@example.com')
    const deal = await freshDeal()
    renderInApp(<DealCardActions deal={deal} />)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: `Add ${deal.name} to My Deals` }))
    const popup = screen.getByRole('dialog', { name: 'Add to My Deals' })
    expect(within(popup).getByText(deal.name)).toBeInTheDocument()
    expect(within(popup).getByText('Deal price')).toBeInTheDocument()
    await user.click(within(popup).getByRole('button', { name: 'Add to My Deals' }))
    expect(await screen.findByText('Item has been added to your deal')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect((await checkDeal(deal.uuid)).deal_counts).toBe(1)

    // No second press that can only fail: the button says where the deal is (spec 2 §2).
    expect(screen.queryByRole('button', { name: `Add ${deal.name} to My Deals` })).toBeNull()
    expect(screen.getByRole('link', { name: `${deal.name}: In My Deals` })).toHaveAttribute('href', '/my-deals')
    await waitFor(() => expect(screen.getByRole('link', { name: `${deal.name}: In My Deals` })).toHaveFocus())
  })

  it('plus: a pay-later deal offers Pay for the Deal Now, to /payment/{uuid}', async () => {
    await signInPersona('customer@example.com')
    const payLater = await freshDeal({ is_paylater: 1 })
    renderInApp(<DealCardActions deal={payLater} />)
    await userEvent.setup().click(screen.getByRole('button', { name: `Add ${payLater.name} to My Deals` }))
    expect(screen.getByRole('link', { name: 'Pay for the Deal Now' })).toHaveAttribute(
      'href',
      `/payment/${payLater.uuid}`,
    )
  })

  it('plus: hidden for a deal that is out of stock or not active', async () => {
    await signInPersona('customer@example.com')
    const deal = await freshDeal()
    const { unmount } = renderInApp(<DealCardActions deal={{ ...deal, deal_available: 0 }} />)
    expect(screen.queryByRole('button', { name: /to My Deals/ })).toBeNull()
    unmount()
    renderInApp(<DealCardActions deal={{ ...deal, deal_status: 3 }} />)
    expect(screen.queryByRole('button', { name: /to My Deals/ })).toBeNull()
    expect(screen.getByRole('button', { name: /wishlist/ })).toBeInTheDocument()
  })
})

describe('deal page actions', () => {
  it('add to my deals, then Mark as Wrong appears; a report hides it for good', async () => {
    await signInPersona('customer@example.com')
    const deal = await freshDetail()
    const onChanged = vi.fn()
    const view = renderInApp(<DealPageActions deal={deal} onChanged={onChanged} />)
    const user = userEvent.setup()
    // No deal count yet: no report action.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add to My Deals' })).toBeEnabled())
    expect(screen.queryByRole('button', { name: 'Mark as Wrong' })).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Add to My Deals' }))
    expect(await screen.findByText('Item has been added to your deal')).toBeInTheDocument()
    expect(onChanged).toHaveBeenCalled()
    await user.click(await screen.findByRole('button', { name: 'Mark as Wrong' }))
    // Cancel hands focus back to the button, which stays while check-deal reloads. (The dialog's chunk loads on the
    // first press.)
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Mark as Wrong' })).getByRole('button', { name: 'Cancel' }),
    )
    expect(screen.getByRole('button', { name: 'Mark as Wrong' })).toHaveFocus()
    await user.click(screen.getByRole('button', { name: 'Mark as Wrong' }))

    const dialog = screen.getByRole('dialog', { name: 'Mark as Wrong' })
    await user.click(within(dialog).getByRole('button', { name: 'Report' }))
    expect(within(dialog).getByText('The title field is required.')).toBeInTheDocument()
    expect(within(dialog).getByText('The description field is required.')).toBeInTheDocument()
    await user.type(within(dialog).getByLabelText('Title'), 'Wrong price')
    await user.type(within(dialog).getByLabelText('Description'), 'The outlet charged more than the deal price.')
    await user.click(within(dialog).getByRole('button', { name: 'Report' }))
    expect(await screen.findByText('Deal has been reported wrong.')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.queryByRole('button', { name: 'Mark as Wrong' })).toBeNull()

    // Coming back later: check-deal says it is reported, so the action stays hidden.
    view.unmount()
    renderInApp(<DealPageActions deal={deal} onChanged={onChanged} />)
    expect(screen.getByRole('link', { name: 'In My Deals' })).toHaveAttribute('href', '/my-deals')
    await new Promise((r) => setTimeout(r, 50))
    expect(screen.queryByRole('button', { name: 'Mark as Wrong' })).toBeNull()
    expect((await checkDeal(deal.uuid)).is_reported).toBe(1)
  })

  it('the heart on the deal page toggles the wishlist', async () => {
    await signInPersona('customer@example.com')
    const deal = await freshDetail()
    renderInApp(<DealPageActions deal={deal} onChanged={() => {}} />)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Add to Wishlist' }))
    expect(await screen.findByRole('button', { name: 'In your Wishlist' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByText('Item has been added to your wishlist')).toBeInTheDocument()
  })

  it('a pay-later deal offers Pay for the Deal Now; an expired one no add button; visitors see nothing', async () => {
    await signInPersona('customer@example.com')
    const payLater = await freshDetail({ is_paylater: 1 })
    const { unmount } = renderInApp(<DealPageActions deal={payLater} onChanged={() => {}} />)
    expect(screen.getByRole('link', { name: 'Pay for the Deal Now' })).toHaveAttribute(
      'href',
      `/payment/${payLater.uuid}`,
    )
    unmount()
    const second = renderInApp(<DealPageActions deal={{ ...payLater, deal_status: 3 }} onChanged={() => {}} />)
    expect(screen.queryByRole('link', { name: 'Pay for the Deal Now' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Add to My Deals' })).toBeNull()
    second.unmount()
    resetApp()
    const { container } = renderInApp(<DealPageActions deal={payLater} onChanged={() => {}} />)
    expect(container.querySelector('.deal-detail-actions')).toBeNull()
  })
})

describe('deal page actions on a pending deal the customer keeps', () => {
  it('ask nothing of customer/check-deal (it answers 404 for a deal not on show): no failure is logged', async () => {
    await signInPersona('customer@example.com')
    const deal = await freshDetail({ deal_status: 2, is_approved: 0 })
    const asked: string[] = []
    const onStart = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname.includes('/check-deal/')) asked.push(request.url)
    }
    server.events.on('request:start', onStart)
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      renderInApp(<DealPageActions deal={deal} onChanged={() => {}} />)
      await waitFor(() => expect(screen.getByRole('button', { name: /Wishlist/ })).toBeEnabled())
      // Give a request a chance to start and fail.
      await new Promise((settle) => setTimeout(settle, 300))
      expect(asked).toEqual([])
      expect(logged).not.toHaveBeenCalled()
      expect(screen.queryByRole('button', { name: 'Mark as Wrong' })).toBeNull()
    } finally {
      server.events.removeListener('request:start', onStart)
      logged.mockRestore()
    }
  })
})

describe('never offer what will be refused (spec 2 §4, spec 1 §4)', () => {
  it('shows Rahul (phone unverified) where to verify instead of the plus and the heart, on the card and the page', async () => {
    await signInPersona('unverified.customer@example.com')
    const deal = await freshDeal()
    const card = renderInApp(<DealCardActions deal={deal} />)
    expect(screen.queryByRole('button', { name: /wishlist|My Deals/ })).toBeNull()
    expect(screen.getByRole('link', { name: new RegExp(`^Verify to keep ${deal.name}`) })).toHaveAttribute(
      'href',
      '/my-account',
    )
    card.unmount()
    renderInApp(<DealPageActions deal={await freshDetail({ id: 90_412 })} onChanged={() => {}} />)
    expect(screen.getByRole('note')).toHaveTextContent(
      /Your phone number is not verified yet, so you cannot keep deals in My Deals or My Wishlist or buy them\. To verify, enter the code My Account sends to your phone\./,
    )
    expect(screen.getByRole('link', { name: 'Verify on My Account' })).toHaveAttribute('href', '/my-account')
    expect(screen.queryByRole('button', { name: /Wishlist|My Deals/ })).toBeNull()
  }, 20_000)

  it('tells Anjali (expired) on the deal page that buying needs a renewal and leads to the plans; keeping stays', async () => {
    await signInPersona('expired.customer@example.com')
    renderInApp(<DealPageActions deal={await freshDetail({ id: 90_413, is_paylater: 1 })} onChanged={() => {}} />)
    expect(screen.getByRole('note')).toHaveTextContent(
      /Your account has expired\..*renew your account by buying a membership plan/,
    )
    expect(screen.getByRole('link', { name: 'Renew on My Account' })).toHaveAttribute(
      'href',
      '/my-account#membership-plans',
    )
    expect(screen.queryByRole('link', { name: 'Pay for the Deal Now' })).toBeNull()
    expect(screen.getByRole('button', { name: /Add to Wishlist/ })).toBeInTheDocument()
  }, 20_000)
})
