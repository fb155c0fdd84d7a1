import { afterEach, describe, expect, it } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { listReportedDeals } from '../../api/vendor-deals'
import { paths } from '../../lib/paths'
import { resetApp, signInPersona } from '../../testing/app-test-kit'
import CorrectDealScreen from './correct-deal-screen'

afterEach(resetApp)

describe("Reported Deals' Edit leads to the deal's correction, with the report beside it", () => {
  it('shows what students reported about the deal, the one Edit was pressed on marked, above its fields', async () => {
    await signInPersona('vendor@example.com')
    const report = (await listReportedDeals({ page: 1, per_page: 10 })).deals.data[0]!
    const path = paths.correctReportedDeal(report.deal, report.id)
    const location = memoryLocation({ path })
    render(
      <Router hook={location.hook} searchHook={location.searchHook}>
        <CorrectDealScreen params={{ id: report.deal.uuid }} />
      </Router>,
    )
    const aside = await screen.findByRole('complementary', { name: 'What students reported' }, { timeout: 10_000 })
    const chosen = within(aside)
      .getAllByRole('listitem')
      .find((li) => li.getAttribute('aria-current') === 'true')!
    expect(chosen).toHaveTextContent(report.title)
    expect(chosen).toHaveTextContent(report.description)
    expect(await screen.findByRole('heading', { level: 1, name: `Correct “${report.deal.name}”` })).toBeInTheDocument()
  }, 20_000)
})
