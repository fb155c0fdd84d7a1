import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { staffKinds } from '../../../mock-server/control/staff-queue'
import { db } from '../../../mock-server/store/db'
import { mockControl } from '../../api/mock-control'
import { renderInApp, resetApp } from '../../testing/app-test-kit'
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
    const table = await screen.findByRole('table', { name: 'Items waiting for staff, latest to enter the queue first' })
    // The table is there (aria-busy) before its rows: wait for them (a shuffled run read it while it loaded).
    expect(await within(table).findByText(first!.title)).toBeInTheDocument()

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

  it('filters by kind, searches by name and shows how many of each kind wait', async () => {
    const all = await mockControl.staffQueue()
    const deals = all.items.filter((i) => i.kind === 'deal')
    expect(all.counts.deal).toBe(deals.length)
    expect(all.counts.review).toBe(all.items.filter((i) => i.kind === 'review').length)
    renderInApp(<StaffQueue />)
    const user = userEvent.setup()
    const kind = await screen.findByRole('combobox', { name: 'Kind' })
    await waitFor(() =>
      expect(within(kind).getByRole('option', { name: `Deal (${deals.length})` })).toBeInTheDocument(),
    )
    expect(within(kind).getByRole('option', { name: `All kinds (${all.items.length})` })).toBeInTheDocument()

    await user.selectOptions(kind, 'deal')
    const table = screen.getByRole('table', { name: 'Items waiting for staff, latest to enter the queue first' })
    await waitFor(() => expect(within(table).getByText(deals[0]!.title)).toBeInTheDocument())
    expect(within(table).queryAllByText('Review')).toHaveLength(0)

    // A name that only one waiting item holds.
    const unique = deals.find((d) => all.items.filter((i) => i.title.includes(d.title)).length === 1)!
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), unique.title.toUpperCase())
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2))
    expect(within(table).getByText(unique.title)).toBeInTheDocument()
    expect(within(kind).getByRole('option', { name: 'Deal (1)' })).toBeInTheDocument()
  })

  it('calls each kind what the server calls it (the server owns the kinds; the panel keeps no list of its own)', async () => {
    const review = staffKinds().review!
    const before = review.name
    review.name = 'Deal review'
    try {
      const { kinds } = await mockControl.staffQueue()
      expect(kinds).toContainEqual({ kind: 'review', name: 'Deal review' })
      expect(kinds.map((k) => k.kind).sort()).toEqual(['ad_request', 'deal', 'franchise', 'review', 'vendor_kyc'])
      renderInApp(<StaffQueue />)
      const table = await screen.findByRole('table', {
        name: 'Items waiting for staff, latest to enter the queue first',
      })
      expect((await within(table).findAllByText('Deal review')).length).toBeGreaterThan(0)
      expect(within(table).queryByText('Review')).toBeNull()
    } finally {
      review.name = before
    }
  })
})
