import { afterEach, describe, expect, it } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import type { ListingDeal } from '../api/schemas/deals'
import { StaticCarousel } from './carousel'
import { resetApp, signInPersona } from './customer-test-kit'
import { DealCard } from './deal-card'

afterEach(resetApp)

const deal: ListingDeal = {
  id: 7, uuid: 'dea10000-0000-4000-8000-000000000007', name: 'Chai & Samosa: Study Break!', description: '<p>Tea</p>',
  small_image: { path: '/img/deals/cafes-1-small.svg' }, banner_image: { path: '/img/deals/cafes-1-banner.svg' },
  average_rating: 4.25, reviews_count: 12, discount: 25, final_discount: 20, deal_price: 1499, distance: 3.46,
  is_wishlist: 0, deal_status: 1, active: 1, deal_available: 10, is_paylater: 0, is_open_deal: 0,
  vendor: { id: 101, uuid: 'beef0000-0000-4000-8000-000000000101', organization: 'Chai Point Koramangala' },
  from_date: '2026-01-01', end_date: '2026-03-31',
}

describe('deal card', () => {
  it('shows the picture, name, vendor, rating, final discount, minimum price and distance, with their links', () => {
    render(<DealCard deal={deal} />)
    const card = screen.getByRole('article')
    expect(within(card).getByRole('link', { name: 'Chai & Samosa: Study Break!' })).toHaveAttribute('href', '/deal/chai-samosa-study-break/dea10000-0000-4000-8000-000000000007')
    expect(within(card).getByRole('link', { name: 'Rated 4.3 out of 5, 12 reviews' })).toHaveAttribute('href', '/reviews-and-ratings/chai-samosa-study-break/dea10000-0000-4000-8000-000000000007')
    expect(card).toHaveTextContent('Chai Point Koramangala')
    expect(card).toHaveTextContent('20.00% OFF')
    expect(card).toHaveTextContent('From ₹1,499')
    expect(card).toHaveTextContent('3.5 km')
    expect(within(card).queryByRole('link', { name: /^Edit/ })).toBeNull()
  })

  it('has no plus or heart for a visitor, and the edit icon only when editing is allowed', () => {
    render(<DealCard deal={deal} editable />)
    expect(screen.queryAllByRole('button')).toHaveLength(0)
    expect(screen.getByRole('link', { name: 'Edit Chai & Samosa: Study Break!' })).toHaveAttribute('href', '/review/chai-samosa-study-break/dea10000-0000-4000-8000-000000000007')
  })

  it('shows the customer actions to a signed-in customer, and what the caller puts in the slot instead', async () => {
    await signInPersona('customer@example.com')
    const { unmount } = render(<DealCard deal={deal} />)
    expect(screen.getAllByRole('button').length).toBeGreaterThan(0)
    unmount()
    render(<DealCard deal={deal} actions={false} />)
    expect(screen.queryAllByRole('button')).toHaveLength(0)
  })
})

describe('static carousel (before swiper loads)', () => {
  it('shows the first featured slide only, and the first row of cards', () => {
    const items = Array.from({ length: 12 }, (_, i) => ({ ...deal, id: i + 1, name: `Deal ${i + 1}` }))
    const { unmount } = render(<StaticCarousel variant="featured" label="Featured deals" items={items} itemKey={(d) => (d as ListingDeal).id} renderItem={(d) => <p>{(d as ListingDeal).name}</p>} />)
    expect(screen.getByRole('region', { name: 'Featured deals' })).toHaveTextContent(/^Deal 1$/)
    unmount()
    render(<StaticCarousel variant="cards" label="Cafes deals" items={items} itemKey={(d) => (d as ListingDeal).id} renderItem={(d) => <p>{(d as ListingDeal).name}</p>} />)
    expect(screen.getAllByText(/^Deal \d+$/)).toHaveLength(8)
  })
})
