import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { type } from 'arktype'
import { describe, expect, it } from 'vitest'
import { call } from '../../api/client'
import { MOCK_CONTROL } from '../../api/mock-control-endpoints'
import ReviewsScreen from './reviews-screen'

const DEAL = 'a5e1d7c0-0000-4000-8000-0000000d0001'

/** The mock's control API sets the story: 2 approved reviews, Priya's pending one, and `more` approved ones. */
const givenReviews = (more: number) =>
  call(MOCK_CONTROL['POST __mock/provider-state'], type({ ok: 'boolean' }), {
    body: { state: 'a deal has approved reviews and a pending one by the customer', params: { deal: DEAL, more } },
  })

const renderScreen = (id = DEAL) =>
  render(<ReviewsScreen params={{ dealName: 'masala-chai-and-bun-maska-for-two', id }} />)

describe('reviews screen', () => {
  it('shows the deal, the average and breakdown of approved reviews, and pages 10 at a time', async () => {
    await givenReviews(10)
    const user = userEvent.setup()
    renderScreen()
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Masala Chai and Bun Maska for Two' }),
    ).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Reviews of Masala Chai and Bun Maska for Two | Hola Deals'))
    expect(screen.getByText('80 Feet Road, Koramangala 4th Block', { exact: false })).toBeInTheDocument()

    // 12 approved: 5 and 4, then 5, 4, 2, 5, 3, 1, 4, 5, 2, 4 → 44 / 12 = 3.7; Priya's pending 3 does not count.
    const summary = screen.getByRole('region', { name: 'Rating summary' })
    expect(within(summary).getByText('3.7')).toBeInTheDocument()
    expect(within(summary).getByRole('img', { name: 'Rated 3.7 out of 5' })).toBeInTheDocument()
    expect(within(summary).getByText('Based on 12 reviews')).toBeInTheDocument()
    expect(within(summary).getByText('5 stars: 4 reviews (33%)')).toBeInTheDocument()
    expect(within(summary).getByText('1 star: 1 review (8%)')).toBeInTheDocument()

    const list = screen.getByRole('region', { name: /Reviews/ })
    expect(within(list).getAllByRole('article')).toHaveLength(10)
    // Newest first: the two from 3 and 12 days ago, then the older ones.
    expect(within(list).getAllByRole('article')[0]).toHaveTextContent('Best chai near campus')
    expect(within(list).getAllByRole('article')[0]).toHaveTextContent('3 days ago')
    const pager = screen.getByRole('navigation', { name: 'Review pages' })
    expect(within(pager).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')

    await user.click(within(pager).getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(2))
    expect(within(pager).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('heading', { level: 2, name: /Reviews/ })).toHaveFocus()
  })

  it('sorts Positive First and Negative First, back on page 1', async () => {
    await givenReviews(10)
    const user = userEvent.setup()
    renderScreen()
    const list = await screen.findByRole('region', { name: /Reviews/ })
    await user.click(
      within(screen.getByRole('navigation', { name: 'Review pages' })).getByRole('button', { name: 'Page 2' }),
    )
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(2))

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Negative First')
    await waitFor(() => expect(within(list).getAllByRole('article')[0]).toHaveAccessibleName('1-star visit #6'))
    expect(within(list).getAllByRole('article')).toHaveLength(10)
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Positive First')
    await waitFor(() => expect(within(list).getAllByRole('article')[0]).toHaveAccessibleName('Best chai near campus'))
    expect(within(list).getAllByRole('img', { name: 'Rated 5.0 out of 5' })).toHaveLength(4)
  })

  it('says when a deal has no reviews yet, without a pager', async () => {
    // A fresh seed where the same deal exists without reviews.
    await call(MOCK_CONTROL['POST __mock/provider-state'], type({ ok: 'boolean' }), {
      body: { state: 'the catalogue has deals, places and institutes to find', params: {} },
    })
    renderScreen()
    expect(await screen.findByText('No reviews yet.')).toBeInTheDocument()
    expect(screen.getByText('Based on 0 reviews')).toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Review pages' })).not.toBeInTheDocument()
  })

  it('shows a not-found state with a way home for an unknown deal', async () => {
    renderScreen('00000000-0000-4000-8000-000000000000')
    expect(await screen.findByText('This deal was not found. It may have been removed.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')
  })
})
