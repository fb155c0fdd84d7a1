import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderInApp, resetApp, signInPersona } from '../../ui/app-test-kit'
import DashboardScreen from './dashboard-screen'

afterEach(resetApp)

const count = (label: string) => screen.getByRole('button', { name: new RegExp(`${label}$`) })

describe('/dashboard', () => {
  it("shows the customer's four deal counts and lists the chosen one, with links to the deals", async () => {
    await signInPersona('customer@example.com')
    renderInApp(<DashboardScreen />, '/dashboard')
    await waitFor(() => expect(count('All Deals')).toHaveTextContent('4All Deals'))
    expect(document.title).toBe('Dashboard | Hola Deals')
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
    for (const link of links) expect(link).toHaveAttribute('href', expect.stringMatching(/^\/deal\/[a-z0-9-]+\/[0-9a-f-]+$/))
    expect(within(list).getAllByText(/km$/, { exact: false }).length).toBeGreaterThan(0)
  })

  it('tells an unverified customer why My Deals and My Wishlist are closed', async () => {
    await signInPersona('unverified.customer@example.com')
    renderInApp(<DashboardScreen />, '/dashboard')
    expect(screen.getByRole('note')).toHaveTextContent('Your email or phone is not verified yet.')
    expect(await screen.findByText('No Deals Found')).toBeInTheDocument()
  })

  it("gives a vendor links to their menu's pages", async () => {
    await signInPersona('vendor@example.com')
    renderInApp(<DashboardScreen />, '/dashboard')
    expect(screen.getByRole('link', { name: /Add Deal/ })).toHaveAttribute('href', '/add-deal')
    expect(screen.getByRole('link', { name: /Reported Deals/ })).toHaveAttribute('href', '/reported-deals')
    expect(screen.queryByRole('button', { name: /All Deals$/ })).toBeNull()
  })
})
