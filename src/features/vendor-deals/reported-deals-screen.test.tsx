import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { listReportedDeals } from '../../api/vendor-deals'
import { db, nextId } from '../../../mock-server/store/db'
import { PERSONA_IDS } from '../../../mock-server/store/personas'
import { renderInApp, resetApp, signInPersona } from '../../testing/app-test-kit'
import { dayOf } from '../../lib/dates'
import ReportedDealsScreen from './reported-deals-screen'

afterEach(resetApp)

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1)

describe('/reported-deals', () => {
  it("shows the reports about the vendor's deals with India's DD-MM-YYYY dates and Edit to the deal's correction", async () => {
    await signInPersona('vendor@example.com')
    const { deals } = await listReportedDeals({ page: 1, per_page: 10 })
    renderInApp(<ReportedDealsScreen />, '/reported-deals')
    expect(await screen.findByRole('heading', { name: 'Reported Deals', level: 1 })).toBeInTheDocument()
    await waitFor(() => expect(rows()).toHaveLength(deals.data.length))
    await waitFor(() => expect(document.title).toBe('Reported Deals | Hola Deals'))
    const first = deals.data[0]!
    const row = rows()[0]!
    expect(row).toHaveTextContent(first.deal.deal_code)
    expect(row).toHaveTextContent(first.title)
    const [y, m, d] = dayOf(first.created_at)!.split('-')
    expect(row).toHaveTextContent(`${d}-${m}-${y}`)
    expect(within(row).getByRole('link', { name: `Edit ${first.deal.name}: ${first.title}` })).toHaveAttribute(
      'href',
      `/correct-deal/${first.deal.uuid}?report=${first.id}`,
    )
  })

  it("says 'No Deals Reported' to a vendor nobody reported", async () => {
    await signInPersona('pending.vendor@example.com')
    renderInApp(<ReportedDealsScreen />, '/reported-deals')
    expect(await screen.findByText('No Deals Reported')).toBeInTheDocument()
  })

  it('pages ten at a time, with the pager under the table', async () => {
    await signInPersona('vendor@example.com')
    const seeded = db.dealReports.all().filter((r) => r.vendor_id === PERSONA_IDS.vendor).length
    const deal = db.deals.findFirst((q) => q.where({ vendor_id: PERSONA_IDS.vendor }), { strict: true })
    for (let i = 0; i < 12 - seeded; i++) {
      await db.dealReports.create({
        id: nextId(db.dealReports),
        customer_id: 20 + i,
        deal_id: deal.id,
        vendor_id: PERSONA_IDS.vendor,
        order_id: null,
        title: `Report ${i}`,
        description: 'Something was off.',
        created_at: new Date(Date.UTC(2025, 0, 1 + i)).toISOString(),
      })
    }
    renderInApp(<ReportedDealsScreen />, '/reported-deals')
    await waitFor(() => expect(rows()).toHaveLength(10))
    const pager = screen.getByRole('navigation', { name: 'Reported deals, pages' })
    await userEvent.setup().click(within(pager).getByRole('button', { name: /Next/ }))
    await waitFor(() => expect(rows()).toHaveLength(2))
    expect(within(pager).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
  })
})
