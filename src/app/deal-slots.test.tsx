import { afterEach, describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { renderInApp, resetApp, signInPersona } from '../testing/app-test-kit'
import { DealCard } from '../ui/deal-card'
import { DealSlotsProvider } from '../ui/deal-slots'
import { aListingDeal } from '../testing/test-fixtures'
import { dealSlots } from './deal-slots'

afterEach(resetApp)

const deal = aListingDeal()
const card = () => (
  <DealSlotsProvider slots={dealSlots}>
    <DealCard deal={deal} />
  </DealSlotsProvider>
)

describe("the app's deal slots", () => {
  it("fill a card with the customer's plus and heart", async () => {
    await signInPersona('customer@example.com')
    renderInApp(card())
    expect(await screen.findByRole('button', { name: `Add ${deal.name} to wishlist` })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: `Add ${deal.name} to My Deals` })).toBeInTheDocument()
  })

  it('leave it empty for a visitor', async () => {
    renderInApp(card())
    await new Promise((r) => setTimeout(r, 50))
    expect(screen.queryAllByRole('button')).toHaveLength(0)
  })
})
