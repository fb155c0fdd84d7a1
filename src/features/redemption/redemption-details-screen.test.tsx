import { afterEach, describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { db } from '../../../mock-server/store/db'
import { PERSONA_IDS } from '../../../mock-server/store/personas'
import { formatSlashDate } from '../../lib/dates'
import { renderInApp, resetApp, signInPersona } from '../../testing/app-test-kit'
import RedemptionDetailsScreen from './redemption-details-screen'

afterEach(resetApp)

describe('/redemption-details (the deal code page)', () => {
  it('says how long the code is valid in the app’s DD/MM/YYYY, not 2027-04-03', async () => {
    await signInPersona('customer@example.com')
    const order = db.orders.all().find((o) => o.customer_id === PERSONA_IDS.customer)!
    const deal = db.deals.findFirst((q) => q.where({ id: order.deal_id }))!
    renderInApp(<RedemptionDetailsScreen />, `/redemption-details?order_id=${order.id}`)
    const status = await screen.findByText(/valid until/)
    expect(status).toHaveTextContent(`valid until ${formatSlashDate(deal.end_date)}`)
    expect(status).toHaveTextContent(/valid until \d{2}\/\d{2}\/\d{4}$/)
  })
})
