import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { myList } from '../../api/customer-deals'
import { session } from '../../state/session'
import { renderInApp, resetApp, signInPersona } from '../../testing/app-test-kit'
import MyDealsScreen from './my-deals-screen'
import MyWishlistScreen from './my-wishlist-screen'

afterEach(resetApp)

const items = () => within(screen.getByRole('tabpanel')).getAllByRole('listitem')

describe('/my-deals', () => {
  it("lists the customer's deals with the All, Active, Pending and Expired tabs, expired dimmed and pending highlighted", async () => {
    await signInPersona('customer@example.com')
    renderInApp(<MyDealsScreen />, '/my-deals')
    expect(await screen.findByRole('heading', { name: 'My Deals', level: 1 })).toBeInTheDocument()
    await waitFor(() => expect(items()).toHaveLength(4))
    await waitFor(() => expect(document.title).toBe('My Deals | Hola Deals'))
    expect(screen.getAllByRole('tab').map((t) => t.textContent?.replace(/\d+$/, ''))).toEqual([
      'All',
      'Active',
      'Pending',
      'Expired',
    ])

    const user = userEvent.setup()
    await user.click(screen.getByRole('tab', { name: /^Pending/ }))
    expect(items()).toHaveLength(1)
    expect(items()[0]).toHaveClass('is-pending')
    // One of her own deals opens while pending, as on the dashboard (deal-detail opens a kept deal).
    expect(within(items()[0]!).getByRole('heading', { level: 2 }).querySelector('a')).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/deal\//),
    )
    // Keyboard: the arrow key moves to the next tab and shows its deals.
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: /^Expired/ })).toHaveAttribute('aria-selected', 'true')
    expect(items()).toHaveLength(1)
    expect(items()[0]).toHaveClass('is-expired')
    await user.click(screen.getByRole('tab', { name: /^Active/ }))
    expect(items()).toHaveLength(2)
    for (const item of items())
      expect(within(item).getByRole('link', { name: /^Review / })).toHaveAttribute(
        'href',
        expect.stringMatching(/^\/reviews-and-ratings\/[a-z0-9-]+\/[0-9a-f-]+$/),
      )
    expect(session.Mydeallist).toHaveLength(4)
  })

  it('removes a deal after "Yes Delete it!", and keeps it on "No, Keep it!"', async () => {
    await signInPersona('customer@example.com')
    renderInApp(<MyDealsScreen />, '/my-deals')
    await waitFor(() => expect(items()).toHaveLength(4))
    const user = userEvent.setup()
    const first = items()[0]!
    const name = within(first).getByRole('heading').textContent!

    await user.click(within(first).getByRole('button', { name: `Remove ${name}` }))
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to remove this deal' })
    await user.click(within(dialog).getByRole('button', { name: 'No, Keep it!' }))
    expect(await screen.findByText('Cancelled')).toBeInTheDocument()
    expect(items()).toHaveLength(4)
    // Keyboard users are back on the button that opened the dialog.
    expect(within(items()[0]!).getByRole('button', { name: `Remove ${name}` })).toHaveFocus()

    await user.click(within(items()[0]!).getByRole('button', { name: `Remove ${name}` }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes Delete it!' }))
    expect(await screen.findByText('This deal is removed from your deal list')).toBeInTheDocument()
    expect(screen.getByText('Deleted')).toBeInTheDocument()
    await waitFor(() => expect(items()).toHaveLength(3))
    // The row went with its button: focus moves on to the next row rather than being dropped.
    await waitFor(() => expect(items()[0]!.contains(document.activeElement)).toBe(true))
    // The server agrees.
    expect((await myList(1)).my_deals.map((e) => e.deal.name)).not.toContain(name)
  })

  it('sends a customer whose phone is not verified to /dashboard with the warning', async () => {
    await signInPersona('unverified.customer@example.com')
    const { location } = renderInApp(<MyDealsScreen />, '/my-deals')
    expect(
      await screen.findByText('Not Allowed: Email or Phone is not verified, please verify first.'),
    ).toBeInTheDocument()
    await waitFor(() => expect(location.history.at(-1)).toBe('/dashboard'))
  })

  it('shows the empty text when a tab has no deals', async () => {
    await signInPersona('expired.customer@example.com')
    renderInApp(<MyDealsScreen />, '/my-deals')
    expect(await screen.findByText('No Deals Found')).toBeInTheDocument()
  })
})

describe('/my-wishlist', () => {
  it('lists the hearted deals and removes one after "Yes Remove it!"', async () => {
    await signInPersona('customer@example.com')
    renderInApp(<MyWishlistScreen />, '/my-wishlist')
    expect(await screen.findByRole('heading', { name: 'My Wishlist', level: 1 })).toBeInTheDocument()
    const list = await screen.findByRole('list')
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(4))
    await waitFor(() => expect(document.title).toBe('My Wishlist | Hola Deals'))
    const user = userEvent.setup()
    const first = within(list).getAllByRole('listitem')[0]!
    const name = within(first).getByRole('heading').textContent!

    await user.click(within(first).getByRole('button', { name: `Remove ${name}` }))
    const keep = await screen.findByRole('dialog', { name: 'Are you sure you want to remove this deal' })
    await user.click(within(keep).getByRole('button', { name: 'No, Keep it!' }))
    expect(await screen.findByText('Cancelled')).toBeInTheDocument()
    expect(within(list).getAllByRole('listitem')).toHaveLength(4)
    expect(within(first).getByRole('button', { name: `Remove ${name}` })).toHaveFocus()

    await user.click(within(first).getByRole('button', { name: `Remove ${name}` }))
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to remove this deal' })
    await user.click(within(dialog).getByRole('button', { name: 'Yes Remove it!' }))
    expect(await screen.findByText('This deal is removed from your wishlist')).toBeInTheDocument()
    expect(screen.getByText('Deleted')).toBeInTheDocument()
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3))
    expect(session.mywishlist).toHaveLength(3)
    expect((await myList(0)).my_deals.map((e) => e.deal.name)).not.toContain(name)
  })

  it('adds a wishlist deal to My Deals, after which its row says "In My Deals" instead of offering it again', async () => {
    await signInPersona('customer@example.com')
    renderInApp(<MyWishlistScreen />, '/my-wishlist')
    const list = await screen.findByRole('list')
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(4))
    const user = userEvent.setup()
    // The seed keeps the first wishlist deal in My Deals already: its row links there instead of offering it.
    const kept = new Set((await myList(1)).my_deals.map((e) => e.deal.name))
    await waitFor(() => expect(within(list).getAllByRole('link', { name: /^In My Deals: / }).length).toBeGreaterThan(0))
    for (const link of within(list).getAllByRole('link', { name: /^In My Deals: / }))
      expect(kept.has(link.getAttribute('aria-label')!.replace(/^In My Deals: /, ''))).toBe(true)
    const fresh = within(list).getAllByRole('button', { name: /^Add to My Deals: / })[0]!
    const name = fresh.getAttribute('aria-label')!.replace(/^Add to My Deals: /, '')
    await user.click(fresh)
    expect(await screen.findByText('Item has been added to your deal')).toBeInTheDocument()
    expect(await within(list).findByRole('link', { name: `In My Deals: ${name}` })).toHaveAttribute('href', '/my-deals')
    expect(within(list).queryByRole('button', { name: `Add to My Deals: ${name}` })).toBeNull()
  })

  it('sends a customer whose phone is not verified to /dashboard with its own warning', async () => {
    await signInPersona('unverified.customer@example.com')
    const { location } = renderInApp(<MyWishlistScreen />, '/my-wishlist')
    expect(
      await screen.findByText('Not Allowed, Email or Phone is not verified, please verify first.'),
    ).toBeInTheDocument()
    await waitFor(() => expect(location.history.at(-1)).toBe('/dashboard'))
  })

  it('tells a vendor the lists are for students', async () => {
    await signInPersona('vendor@example.com')
    renderInApp(<MyWishlistScreen />, '/my-wishlist')
    expect(screen.getByText(/My Wishlist is for students/)).toBeInTheDocument()
  })
})
