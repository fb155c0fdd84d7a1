import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { listVendorDeals } from '../../api/vendor-deals'
import { renderInApp, resetApp, signInPersona } from '../../testing/app-test-kit'
import { db } from '../../../mock-server/store/db'
import { PERSONA_IDS } from '../../../mock-server/store/personas'
import { VendorDealList } from './vendor-deal-list'

afterEach(resetApp)

const items = () => within(screen.getByRole('tabpanel')).getAllByRole('listitem')

describe("the vendor's deal list", () => {
  it('filters by status with the server names and badges, and opens the sent-back popup with the remarks', async () => {
    await signInPersona('vendor@example.com')
    const { deals } = await listVendorDeals()
    renderInApp(<VendorDealList />, '/dashboard')
    await waitFor(() => expect(items()).toHaveLength(deals.length))
    expect(screen.queryByText('Kindly submit your KYC document in order to display your deals.')).toBeNull()
    expect(screen.getByRole('link', { name: 'Add Deal' })).toHaveAttribute('href', '/add-deal')

    // Every deal sits under one of the status tabs: they add up to All.
    const counted = (name: string) =>
      Number(/(\d+)/.exec(screen.getByRole('tab', { name: new RegExp(`^${name}`) }).textContent!)![1])
    const byStatus = ['Active', 'Pending', 'Expired', 'Inactive'].map(counted)
    expect(byStatus.reduce((a, b) => a + b)).toBe(counted('All'))
    expect(counted('All')).toBe(deals.length)
    expect(counted('Inactive')).toBe(deals.filter((d) => d.deal_status === 4).length)
    expect(counted('Inactive')).toBeGreaterThan(0)

    const user = userEvent.setup()
    await user.click(screen.getByRole('tab', { name: /^Expired/ }))
    const expired = deals.filter((d) => d.deal_status === 3)
    expect(items()).toHaveLength(expired.length)
    for (const item of items()) expect(within(item).getByText('Expired')).toHaveClass('status-danger')

    await user.click(screen.getByRole('tab', { name: /^Pending/ }))
    const sentBack = deals.find((d) => d.deal_comments !== null)!
    await user.click(screen.getByRole('button', { name: `Edit this Deal to Publish: ${sentBack.name}` }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit this Deal to Publish' })
    expect(within(dialog).getByText('Small image').nextElementSibling).toHaveTextContent(
      sentBack.deal_comments!.comment.comments.small_image!,
    )
    expect(within(dialog).getByRole('link', { name: 'View Suggested Edits' })).toHaveAttribute(
      'href',
      `/correct-deal/${sentBack.uuid}`,
    )
  })

  it('removes a deal after "Yes Delete it!", keeps it on "No, Keep it!", and warns when students hold it', async () => {
    await signInPersona('vendor@example.com')
    const { deals } = await listVendorDeals()
    renderInApp(<VendorDealList />, '/dashboard')
    await waitFor(() => expect(items()).toHaveLength(deals.length))
    const user = userEvent.setup()
    const inactive = deals.find((d) => d.deal_status === 4)!

    await user.click(screen.getByRole('button', { name: `Delete ${inactive.name}` }))
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Are you sure you want to remove this deal' })).getByRole(
        'button',
        { name: 'No, Keep it!' },
      ),
    )
    expect(await screen.findByText('Cancelled')).toBeInTheDocument()
    expect(items()).toHaveLength(deals.length)

    await user.click(screen.getByRole('button', { name: `Delete ${inactive.name}` }))
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Are you sure you want to remove this deal' })).getByRole(
        'button',
        { name: 'Yes Delete it!' },
      ),
    )
    expect(await screen.findByText('Your deal is removed.')).toBeInTheDocument()
    await waitFor(() => expect(items()).toHaveLength(deals.length - 1))
    expect((await listVendorDeals()).deals.map((d) => d.uuid)).not.toContain(inactive.uuid)

    // The seed's students keep the vendor's oldest active deal in My Deals: the server refuses, the list keeps it.
    const held = deals.filter((d) => d.deal_status === 1 && d.deal_available > 0).sort((a, b) => a.id - b.id)[0]!
    await user.click(screen.getByRole('button', { name: `Delete ${held.name}` }))
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Are you sure you want to remove this deal' })).getByRole(
        'button',
        { name: 'Yes Delete it!' },
      ),
    )
    expect(await screen.findByText(/cannot be removed/)).toBeInTheDocument()
    expect(screen.getByText('FAILED')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('button', { name: `Delete ${held.name}` })).toBeInTheDocument())
  })

  it('tells the pending vendor, whose two KYC documents wait for review, that they are waiting (not to submit them)', async () => {
    await signInPersona('pending.vendor@example.com')
    renderInApp(<VendorDealList />, '/dashboard')
    expect(
      await screen.findByText(
        "Your 2 KYC documents are waiting for our team's review. Your deals are shown to students once they are approved; there is nothing more to send.",
      ),
    ).toBeInTheDocument()
    expect(screen.queryByText(/Kindly submit your KYC document/)).toBeNull()
  }, 20_000)

  it('asks a vendor with fewer than two documents on file to submit them, in the spec words', async () => {
    await signInPersona('pending.vendor@example.com')
    const mine = db.vendorDocuments.findMany((q) => q.where({ vendor_id: PERSONA_IDS['pending-vendor'] }))
    await db.vendorDocuments.update((q) => q.where({ id: mine[0]!.id }), {
      data(d) {
        d.rejected_at = new Date().toISOString()
      },
    })
    renderInApp(<VendorDealList />, '/dashboard')
    expect(
      await screen.findByText('Kindly submit your KYC document in order to display your deals.'),
    ).toBeInTheDocument()
  }, 20_000)
})
