import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createFixtureDeal } from '../../../mock-server/areas/catalogue/fixture-deal'
import { dealAllReview } from '../../api/reviews'
import { mockControl } from '../../api/mock-control'
import { renderInApp, resetApp, signInPersona } from '../../testing/app-test-kit'
import { ReviewForm } from './review-form'

afterEach(resetApp)

/** A deal on show that Priya has not reviewed: a new row in the mock's database, with its reviews page's flags. */
async function unreviewedDeal() {
  const row = await createFixtureDeal()
  const page = await dealAllReview({
    uuid: row.uuid,
    customer_id: 1,
    most_recent: 1,
    positive: 0,
    nagative: 0,
    page: 1,
    rowsPerPage: 10,
  })
  return { deal: { uuid: row.uuid, name: row.name }, page }
}

describe('review form', () => {
  it('needs a star, shows the server field errors under title and text, then the read-only review with the notice', async () => {
    await signInPersona('customer@example.com')
    const { deal, page } = await unreviewedDeal()
    const onSubmitted = vi.fn()
    const view = renderInApp(
      <ReviewForm deal={deal} isReviewed={page.isReviewed} isApproved={page.is_approved} onSubmitted={onSubmitted} />,
    )
    const user = userEvent.setup()
    const form = screen.getByRole('region', { name: 'Write a review' })

    await user.click(within(form).getByRole('button', { name: 'Submit review' }))
    expect(await within(form).findByText('Star required field')).toBeInTheDocument()

    // Keyboard: focus the first star and move with the arrow keys (a radio group).
    within(form).getByRole('radio', { name: '1 star' }).focus()
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}')
    expect(within(form).getByRole('radio', { name: '4 stars' })).toBeChecked()
    await user.click(within(form).getByRole('button', { name: 'Submit review' }))
    // Title and text are checked by the server (spec 2 §5): its 422 lands under the fields, and focus on the first.
    expect(await within(form).findByText('The title field is required.')).toBeInTheDocument()
    await waitFor(() => expect(within(form).getByLabelText('Title')).toHaveFocus())
    expect(within(form).getByText('The review text field is required.')).toBeInTheDocument()
    expect(within(form).queryByText('Star required field')).toBeNull()

    await user.type(within(form).getByLabelText('Title'), 'Great chai')
    expect(within(form).queryByText('The title field is required.')).toBeNull()
    await user.type(within(form).getByLabelText('Review'), 'Hot, strong and quick.')
    await user.click(within(form).getByRole('button', { name: 'Submit review' }))

    const mine = await screen.findByRole('region', { name: 'Your review' })
    expect(within(mine).getByRole('heading', { name: 'Your review' })).toHaveFocus()
    expect(within(mine).getByText('Great chai')).toBeInTheDocument()
    expect(within(mine).getByLabelText('4 out of 5 stars')).toBeInTheDocument()
    expect(
      within(mine).getByText('Your review successfully submitted. This will affect with in a day.'),
    ).toBeInTheDocument()
    // Said once, not again in a toast beside it.
    expect(screen.getAllByText(/Your review successfully submitted/)).toHaveLength(1)
    expect(onSubmitted).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('button', { name: 'Submit review' })).toBeNull()

    // The page's next load says reviewed, not approved, and brings the review itself (my_review) for the read-only view.
    const after = await dealAllReview({
      uuid: deal.uuid,
      customer_id: 1,
      most_recent: 1,
      positive: 0,
      nagative: 0,
      page: 1,
      rowsPerPage: 10,
    })
    expect([after.isReviewed, after.is_approved]).toEqual([1, 0])
    expect(after.my_review).toMatchObject({
      title: 'Great chai',
      rating: 4,
      review_text: 'Hot, strong and quick.',
      is_approved: 0,
    })
    view.unmount()
    renderInApp(
      <ReviewForm
        deal={deal}
        isReviewed={after.isReviewed}
        isApproved={after.is_approved}
        myReview={after.my_review}
      />,
    )
    expect(screen.getByText('Great chai')).toBeInTheDocument()
    expect(screen.getByText('Your review successfully submitted. This will affect with in a day.')).toBeInTheDocument()

    // Once approved (demo panel), no notice.
    const pending = (await mockControl.staffQueue()).items.find(
      (r) => r.kind === 'review' && r.detail.startsWith(`${deal.name} ·`),
    )!
    await mockControl.approve('review', pending.id)
    const approved = await dealAllReview({
      uuid: deal.uuid,
      customer_id: 1,
      most_recent: 1,
      positive: 0,
      nagative: 0,
      page: 1,
      rowsPerPage: 10,
    })
    expect(approved.is_approved).toBe(1)
    expect(approved.total).toBe(page.total + 1)
  })

  it('a second review (another tab wrote one) is a Warning with the server msg', async () => {
    await signInPersona('customer@example.com')
    const { deal, page } = await unreviewedDeal()
    const onSubmitted = vi.fn()
    renderInApp(
      <ReviewForm deal={deal} isReviewed={page.isReviewed} isApproved={page.is_approved} onSubmitted={onSubmitted} />,
    )
    const { addRatingReview } = await import('../../api/review-writing')
    await addRatingReview({ id: deal.uuid, rating: 5, title: 'First', review_text: 'From another tab.' })
    const user = userEvent.setup()
    await user.click(screen.getByRole('radio', { name: '5 stars' }))
    await user.type(screen.getByLabelText('Title'), 'Second')
    await user.type(screen.getByLabelText('Review'), 'Again')
    await user.click(screen.getByRole('button', { name: 'Submit review' }))
    expect(await screen.findByText('Warning')).toBeInTheDocument()
    expect(screen.getByText('You have already reviewed this deal.')).toBeInTheDocument()
    // The page reloads, so the review written elsewhere shows read-only instead of the form.
    expect(onSubmitted).toHaveBeenCalledTimes(1)
  })

  it('shows a reviewed deal read-only, with the notice only while not approved', async () => {
    await signInPersona('customer@example.com')
    const { deal } = await unreviewedDeal()
    const own = { title: 'Nice', rating: 3 as const, review_text: 'Fine.' }
    const { rerender } = renderInApp(<ReviewForm deal={deal} isReviewed={1} isApproved={0} myReview={own} />)
    expect(screen.queryByRole('button', { name: 'Submit review' })).toBeNull()
    expect(screen.getByText('Your review successfully submitted. This will affect with in a day.')).toBeInTheDocument()
    rerender(<ReviewForm deal={deal} isReviewed={1} isApproved={1} myReview={own} />)
    await waitFor(() => expect(screen.queryByText(/This will affect with in a day/)).toBeNull())
    expect(screen.getByText('Nice')).toBeInTheDocument()
  })

  it('is not offered to visitors and vendors', async () => {
    const { container } = renderInApp(<ReviewForm deal={{ uuid: 'x', name: 'x' }} isReviewed={0} isApproved={0} />)
    expect(container.querySelector('.review-form')).toBeNull()
  })

  it("says 'Oops... something went wrong' when the page had no deal id", async () => {
    await signInPersona('customer@example.com')
    renderInApp(<ReviewForm deal={undefined} isReviewed={0} isApproved={0} />)
    const user = userEvent.setup()
    await user.click(screen.getByRole('radio', { name: '5 stars' }))
    await user.click(screen.getByRole('button', { name: 'Submit review' }))
    expect(await screen.findByText('Oops... something went wrong')).toBeInTheDocument()
  })
})
