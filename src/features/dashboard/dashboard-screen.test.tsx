import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { getCustomer } from '../../api/auth'
import { planLabel } from '../../lib/membership-plans'
import { renderInApp, resetApp, signInPersona } from '../../testing/app-test-kit'
import DashboardScreen from './dashboard-screen'

afterEach(resetApp)

const count = (label: string) => screen.getByRole('button', { name: new RegExp(`${label}$`) })

describe('/dashboard', () => {
  it("shows the customer's four deal counts and lists the chosen one, with links to the deals", async () => {
    await signInPersona('customer@example.com')
    renderInApp(<DashboardScreen />, '/dashboard')
    await waitFor(() => expect(count('All Deals')).toHaveTextContent('4All Deals'))
    await waitFor(() => expect(document.title).toBe('Dashboard | Hola Deals'))
    expect(count('Active Deals')).toHaveTextContent('2')
    expect(count('Pending Deals')).toHaveTextContent('1')
    expect(count('Expired Deals')).toHaveTextContent('1')
    expect(count('All Deals')).toHaveAttribute('aria-pressed', 'true')

    const user = userEvent.setup()
    await user.click(count('Active Deals'))
    expect(screen.getByRole('heading', { name: 'Active Deals' })).toBeInTheDocument()
    const list = screen.getAllByRole('list').find((l) => l.classList.contains('dashboard-deals'))!
    const links = within(list).getAllByRole('link')
    expect(links).toHaveLength(2)
    for (const link of links)
      expect(link).toHaveAttribute('href', expect.stringMatching(/^\/deal\/[a-z0-9-]+\/[0-9a-f-]+$/))
    expect(within(list).getAllByText(/km$/, { exact: false }).length).toBeGreaterThan(0)
  })

  it("shows the customer's plan and Hola points from get-user, links the pending deal and explains its highlight", async () => {
    await signInPersona('customer@example.com')
    const { user } = await getCustomer()
    renderInApp(<DashboardScreen />, '/dashboard')
    const membership = await screen.findByText('Your plan')
    const strip = membership.closest('dl')!
    await waitFor(() =>
      expect(within(strip).getByText('Hola points').nextElementSibling).toHaveTextContent(
        user.hola_points.toLocaleString('en-IN'),
      ),
    )
    expect(membership.nextElementSibling).toHaveTextContent(planLabel(user.hola_category))

    await userEvent.setup().click(await screen.findByRole('button', { name: /Pending Deals$/ }))
    const list = screen.getAllByRole('list').find((l) => l.classList.contains('dashboard-deals'))!
    const pending = within(list).getByRole('link')
    expect(pending).toHaveAttribute('href', expect.stringMatching(/^\/deal\/[a-z0-9-]+\/[0-9a-f-]+$/))
    expect(pending.closest('li')).toHaveClass('is-pending')
    expect(within(pending.closest('li')!).getByText('Awaiting approval')).toBeInTheDocument()
    expect(screen.getByText(/Highlighted: awaiting approval/)).toBeInTheDocument()
  })

  it('tells an unverified customer which verification is missing and how, and does not offer the lists', async () => {
    await signInPersona('unverified.customer@example.com')
    renderInApp(<DashboardScreen />, '/dashboard')
    expect(screen.getByRole('note')).toHaveTextContent(
      'Your phone number is not verified yet, so you cannot keep deals in My Deals or My Wishlist or buy them. To verify, enter the code My Account sends to your phone.',
    )
    expect(within(screen.getByRole('note')).getByRole('link', { name: 'Verify on My Account' })).toHaveAttribute(
      'href',
      '/my-account',
    )
    expect(await screen.findByText('No Deals Found')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'My Wishlist' })).toBeNull()
  }, 20_000)

  it('tells an expired student, where she starts, that her account expired and leads to the plans that renew it', async () => {
    await signInPersona('expired.customer@example.com')
    renderInApp(<DashboardScreen />, '/dashboard')
    expect(screen.getByRole('note')).toHaveTextContent(/^Your account has expired\./)
    expect(screen.getByRole('link', { name: 'Renew on My Account' })).toHaveAttribute(
      'href',
      '/my-account#membership-plans',
    )
    // Keeping is open to her: the lists stay offered.
    expect(await screen.findByRole('link', { name: 'My Wishlist' })).toBeInTheDocument()
  }, 20_000)

  it("gives a vendor links to their menu's pages", async () => {
    await signInPersona('vendor@example.com')
    renderInApp(<DashboardScreen />, '/dashboard')
    expect(screen.getByRole('link', { name: /Add Deal/ })).toHaveAttribute('href', '/add-deal')
    expect(screen.getByRole('link', { name: /Reported Deals/ })).toHaveAttribute('href', '/reported-deals')
    expect(screen.queryByRole('button', { name: /All Deals$/ })).toBeNull()
  })

  it('a student without a plan reads "No plan", as on My Account', async () => {
    await signInPersona('unverified.customer@example.com')
    renderInApp(<DashboardScreen />, '/dashboard')
    const membership = await screen.findByText('Your plan')
    await waitFor(() => expect(membership.nextElementSibling).toHaveTextContent(/^No plan$/))
  })
})
