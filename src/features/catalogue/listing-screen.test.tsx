import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { categoryDeals, dealDetail } from '../../api/deals'
import { configureClient } from '../../api/client'
import { choosePlace, session } from '../../state/session'
import { notices } from '../../state/ui'
import { renderInApp, resetApp } from '../../testing/app-test-kit'
import CategoryScreen from './category-screen'
import SearchResultScreen from './search-result-screen'
import VendorScreen from './vendor-screen'
import { COUNTRY_CENTRE } from '../../lib/distance'

/** Plans faults through the mock's control API (mock-server/control/settings.ts), as the demo panel and e2e tests do. */
async function planFaults(body: { fail_next: number; fail_path?: string; fail_status?: number }) {
  const res = await fetch('http://localhost/api/__mock/settings', {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  expect(res.status).toBe(200)
}

// As the app does (src/app/client-setup.ts): listing calls are measured from the chosen position.
beforeEach(() => configureClient({ hooks: { location: () => session.latlong ?? COUNTRY_CENTRE } }))

afterEach(() => {
  resetApp()
  choosePlace(null, null)
})

const cards = () => within(screen.getByRole('list', { name: /deals$/ })).getAllByRole('article')
const prices = () =>
  cards().map((c) => Number(c.querySelector('.deal-card-price')!.textContent!.replace(/[^\d.]/g, '')))

describe('category listing', () => {
  it('names the category from the response, counts the deals and lists them nearest first', async () => {
    choosePlace({ id: 1, name: 'Bengaluru' }, { latitude: 12.9352, longitude: 77.6245 })
    renderInApp(<CategoryScreen params={{ categoriesName: 'cafes' }} />, '/c/cafes')
    expect(await screen.findByRole('heading', { level: 1, name: 'Cafes' })).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Cafes | Hola Deals'))
    const expected = await categoryDeals({ id: 'cafes', city_id: 1, sortBy: 'distance', order: 'asc' })
    expect(await screen.findByText(`${expected.deals.length} deals in Bengaluru`)).toBeInTheDocument()
    expect(cards()).toHaveLength(expected.deals.length)
    expect(within(cards()[0]!).getByRole('heading')).toHaveTextContent('Masala Chai & Bun Maska')
    // Headings step down one level at a time: h1 category, h2 (for screen readers) over the h3 card names.
    expect(screen.getByRole('heading', { level: 2, name: 'Cafes deals' })).toBeInTheDocument()
    expect(within(cards()[0]!).getByRole('heading', { level: 3 })).toBeInTheDocument()
    expect(within(cards()[0]!).getByRole('link', { name: 'Masala Chai & Bun Maska' })).toHaveAttribute(
      'href',
      '/deal/masala-chai-bun-maska/dea10000-0000-4000-8000-000000000001',
    )
  })

  it('reloads when the city changes', async () => {
    choosePlace({ id: 1, name: 'Bengaluru' }, null)
    renderInApp(<CategoryScreen params={{ categoriesName: 'food' }} />, '/c/food')
    expect(await screen.findByText(/deals in Bengaluru$/)).toBeInTheDocument()
    choosePlace({ id: 2, name: 'Mumbai' }, null)
    const mumbai = await categoryDeals({ id: 'food', city_id: 2 })
    expect(await screen.findByText(`${mumbai.deals.length} deals in Mumbai`)).toBeInTheDocument()
    await waitFor(() =>
      expect(cards().map((c) => c.querySelector('.deal-card-vendor')!.textContent)).toEqual(
        mumbai.deals.map((d) => d.vendor.organization),
      ),
    )
  })

  it('sorts by price either way from the sort menu', async () => {
    const user = userEvent.setup()
    renderInApp(<CategoryScreen params={{ categoriesName: 'fitness' }} />, '/c/fitness')
    await screen.findByRole('heading', { level: 1, name: 'Fitness' })
    await user.selectOptions(screen.getByLabelText('Sort by'), 'price')
    await waitFor(() => expect(prices()).toEqual([...prices()].sort((a, b) => a - b)))
    await user.selectOptions(screen.getByLabelText('Order'), 'High to low')
    await waitFor(() => expect(prices()).toEqual([...prices()].sort((a, b) => b - a)))
    expect(prices()[0]).toBeGreaterThan(prices()[prices().length - 1]!)
  })

  it('says so for an unknown category', async () => {
    renderInApp(<CategoryScreen params={{ categoriesName: 'no-such-category' }} />, '/c/no-such-category')
    expect(await screen.findByText('We could not find this category.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Browse all deals' })).toHaveAttribute('href', '/')
  })

  it("shows 'No any Deal found for this Category' when the category has no deals in the chosen city", async () => {
    choosePlace({ id: 8, name: 'Kolkata' }, null)
    // The seed has no salon in Kolkata: the listing answers the category with no deals.
    const expected = await categoryDeals({ id: 'salon-and-spa', city_id: 8 })
    expect(expected).toMatchObject({ category_deals: { name: 'Salon and Spa' }, deals: [] })
    renderInApp(<CategoryScreen params={{ categoriesName: 'salon-and-spa' }} />, '/c/salon-and-spa')
    expect(await screen.findByText('No any Deal found for this Category')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Salon and Spa' })).toBeInTheDocument()
    expect(screen.getByText('0 deals in Kolkata')).toBeInTheDocument()
    expect(screen.queryByRole('list', { name: /deals$/ })).not.toBeInTheDocument()
    expect(screen.queryByText('No Deals Found')).not.toBeInTheDocument()
  })

  it("answered 401, says 'Something went wrong' and goes home (spec 2 §8), as a visitor", async () => {
    // A visitor: for a signed-in user the app's client wiring would also end the session on a 401.
    expect(session.userLoggedIn).toBe(false)
    await planFaults({ fail_next: 1, fail_path: 'category-deal', fail_status: 401 })
    try {
      const { location } = renderInApp(<CategoryScreen params={{ categoriesName: 'cafes' }} />, '/c/cafes')
      await waitFor(() => expect(location.history.at(-1)).toBe('/'))
      expect(notices.value.map((n) => n.title)).toEqual(['Something went wrong'])
      expect(await screen.findByText('Something went wrong')).toBeInTheDocument()
      // Not the generic failure with Try again, and no deals.
      expect(screen.queryByText('We could not load these deals. Please try again.')).not.toBeInTheDocument()
      expect(screen.queryByRole('list', { name: /deals$/ })).not.toBeInTheDocument()
    } finally {
      await planFaults({ fail_next: 0 })
    }
  })

  it('warns for 2 seconds and goes home when the id is missing', async () => {
    const { location } = renderInApp(<CategoryScreen params={{ categoriesName: ' ' }} />, '/c/%20')
    expect(notices.value.map((n) => n.title)).toEqual(['Something went wrong'])
    expect(location.history.at(-1)).toBe('/c/%20')
    await waitFor(() => expect(location.history.at(-1)).toBe('/'), { timeout: 3000 })
  })
})

describe('vendor listing', () => {
  it("shows 'No Deals Found' for an outlet whose deals are not public yet", async () => {
    renderInApp(
      <VendorScreen params={{ id: 'beef0000-0000-4000-8000-000000000102' }} />,
      '/vendor/vendor-deals/beef0000-0000-4000-8000-000000000102',
    )
    expect(await screen.findByRole('heading', { level: 1, name: 'Fresh Bites Indiranagar' })).toBeInTheDocument()
    expect(screen.getByText('No Deals Found')).toBeInTheDocument()
  })
})

describe('search result listing (/deals/deals-search/{uuid})', () => {
  const uuid = 'dea10000-0000-4000-8000-000000000001'

  it('shows the one deal as a card in the listing layout, sortable by Name and price but not kms', async () => {
    const user = userEvent.setup()
    renderInApp(<SearchResultScreen params={{ id: uuid }} />, `/deals/deals-search/${uuid}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Masala Chai & Bun Maska' })).toBeInTheDocument()
    expect(screen.getByText('Search result')).toBeInTheDocument()
    expect(screen.getByText('1 deal')).toBeInTheDocument()
    expect(cards()).toHaveLength(1)
    expect(within(cards()[0]!).getByRole('link', { name: 'Masala Chai & Bun Maska' })).toHaveAttribute(
      'href',
      `/deal/masala-chai-bun-maska/${uuid}`,
    )

    const sortBy = screen.getByLabelText('Sort by')
    // The menu shows the order the list really has (it once read 'Name' and 'Nearest first').
    expect(sortBy).toHaveDisplayValue('Name')
    expect(screen.getByLabelText('Order')).toHaveDisplayValue('A to Z')
    expect(
      within(sortBy)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Name', 'price'])
    expect(within(sortBy).queryByRole('option', { name: 'kms' })).not.toBeInTheDocument()
    await user.selectOptions(sortBy, 'price')
    expect(
      within(screen.getByLabelText('Order'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Low to high', 'High to low'])
    await user.selectOptions(sortBy, 'Name')
    expect(
      within(screen.getByLabelText('Order'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['A to Z', 'Z to A'])
    await waitFor(() => expect(cards()).toHaveLength(1))
    expect(screen.queryByText('No Deals Found')).not.toBeInTheDocument()
  })

  it("shows 'No Deals Found' for a deal that is gone (404)", async () => {
    const gone = '00000000-0000-4000-8000-0000000000ff'
    await expect(dealDetail({ id: gone })).rejects.toMatchObject({ status: 404 })
    renderInApp(<SearchResultScreen params={{ id: gone }} />, `/deals/deals-search/${gone}`)
    expect(await screen.findByText('No Deals Found')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Search result' })).toBeInTheDocument()
    expect(screen.queryByRole('list', { name: /deals$/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
