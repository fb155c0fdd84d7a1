import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { db } from '../../../mock-server/db'
import { mockControl } from '../../api/mock-control'
import { renderInApp, resetApp } from '../../ui/app-test-kit'
import { StaffQueue } from './staff-queue'

afterEach(resetApp)

describe('staff queue (demo panel)', () => {
  it('lists waiting reviews, approves one and sends another back with a reason', async () => {
    // The first page shows six; pick two whose titles are unique there, so each button names one item.
    const page = (await mockControl.staffQueue()).items.slice(0, 6)
    const [first, second] = page.filter(
      (i) => i.kind === 'review' && page.filter((o) => o.title === i.title).length === 1,
    )
    renderInApp(<StaffQueue />)
    const user = userEvent.setup()
    const table = await screen.findByRole('table', { name: 'Items waiting for staff, newest first' })
    expect(within(table).getByText(first!.title)).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: `Approve review ${first!.title}` }))
    expect(await screen.findByText('Review approved')).toBeInTheDocument()
    expect(db.reviews.findFirst((q) => q.where({ uuid: first!.id }))?.is_approved).toBe(1)

    await user.click(await screen.findByRole('button', { name: `Reject review ${second!.title}` }))
    const dialog = screen.getByRole('dialog', { name: 'Reject review' })
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Not about the deal')
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }))
    expect(await screen.findByText('Review sent back')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(db.reviews.findFirst((q) => q.where({ uuid: second!.id }))).toBeUndefined()
  })
})
