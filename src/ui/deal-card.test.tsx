import { afterEach, describe, expect, it, vi } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import type { ListingDeal } from '../api/schemas/deals'
import { Carousel } from './carousel'
import { resetApp } from '../testing/app-test-kit'
import { DealCard } from './deal-card'
import { DealSlotsProvider } from './deal-slots'
import { aListingDeal } from '../testing/test-fixtures'

afterEach(resetApp)
afterEach(() => vi.unstubAllGlobals())

const deal = aListingDeal()

describe('deal card', () => {
  it('shows the picture, name, vendor, rating, final discount, minimum price and distance, with their links', () => {
    render(<DealCard deal={deal} />)
    const card = screen.getByRole('article')
    expect(within(card).getByRole('link', { name: 'Chai & Samosa: Study Break!' })).toHaveAttribute(
      'href',
      '/deal/chai-samosa-study-break/dea10000-0000-4000-8000-000000000007',
    )
    expect(within(card).getByRole('link', { name: 'Rated 4.3 out of 5, 12 reviews' })).toHaveAttribute(
      'href',
      '/reviews-and-ratings/chai-samosa-study-break/dea10000-0000-4000-8000-000000000007',
    )
    expect(card).toHaveTextContent('Chai Point Koramangala')
    expect(card).toHaveTextContent('20.00% off for you')
    expect(card).toHaveTextContent('From ₹1,499')
    expect(card).toHaveTextContent('3.5 km')
    expect(within(card).queryByRole('link', { name: /^Edit/ })).toBeNull()
  })

  it('has no plus or heart for a visitor, and the edit icon only when editing is allowed', () => {
    render(<DealCard deal={deal} editable />)
    expect(screen.queryAllByRole('button')).toHaveLength(0)
    expect(screen.getByRole('link', { name: 'Edit Chai & Samosa: Study Break!' })).toHaveAttribute(
      'href',
      '/review/chai-samosa-study-break/dea10000-0000-4000-8000-000000000007',
    )
  })

  it('renders what the app put in the card-actions slot, with the deal; a caller may replace or drop it', async () => {
    const slots = {
      cardActions: ({ deal: d }: { deal: ListingDeal }) => <button type="button">Act on {d.name}</button>,
    }
    const { unmount } = render(
      <DealSlotsProvider slots={slots}>
        <DealCard deal={deal} />
      </DealSlotsProvider>,
    )
    expect(screen.getByRole('button', { name: 'Act on Chai & Samosa: Study Break!' })).toBeInTheDocument()
    unmount()
    render(
      <DealSlotsProvider slots={slots}>
        <DealCard deal={deal} actions={false} />
      </DealSlotsProvider>,
    )
    expect(screen.queryAllByRole('button')).toHaveLength(0)
  })
})

describe('home carousels before any use', () => {
  it('lays every featured slide out in its track, the first showing, and shows the first row of cards', () => {
    const items = Array.from({ length: 12 }, (_, i) => ({ ...deal, id: i + 1, name: `Deal ${i + 1}` }))
    const { unmount } = render(
      <Carousel
        variant="featured"
        label="Featured deals"
        items={items}
        itemKey={(d) => d.id}
        renderItem={(d) => <p>{d.name}</p>}
      />,
    )
    // Every slide is laid out (carousel.css stretches each to the tallest), the first one showing.
    const slides = screen.getByRole('region', { name: 'Featured deals' }).querySelectorAll('.carousel-slide')
    expect(slides[0]).toHaveTextContent(/^Deal 1$/)
    expect(slides[0]).toHaveClass('carousel-slide-active')
    expect(slides).toHaveLength(12)
    unmount()
    // A phone: the two cards in view and the next.
    vi.stubGlobal('innerWidth', 412)
    render(
      <Carousel
        variant="cards"
        label="Cafes deals"
        items={items}
        itemKey={(d) => d.id}
        renderItem={(d) => <p>{d.name}</p>}
      />,
    )
    expect(screen.getAllByText(/^Deal \d+$/)).toHaveLength(3)
  })
})
