import { PACT_VALUES, STATES } from '../../../contracts/states'
import { db } from '../../store/db'
import type { DealRecord } from '../catalogue/records'
import { PERSONA_IDS } from '../../store/personas'
import { KEPT_LIST, keep } from './kept-lists'
import { clock, iso } from '../../clock/clock'
import { createFixtureDeal } from '../catalogue/fixture-deal'
import { num, signInWithToken, str, type StateParams, type StateSetUps } from '../../control/state-set-up'

const PRIYA = PERSONA_IDS.customer

/**
 * The customer persona signed in (the vendor persona too), the contracts' deal created with its own case (`dealCase`:
 * expired, sold out, else active and available), and the customer's lists, reports and review of it emptied.
 */
async function customerSeesDeal(params: StateParams, dealCase: Partial<DealRecord> = {}) {
  const now = clock.now()
  await signInWithToken('customer', str(params, 'token', PACT_VALUES.customerToken), now)
  await signInWithToken('vendor', str(params, 'vendorToken', PACT_VALUES.vendorToken), now)
  // The contracts describe these lists exactly, so the seed's story for the persona is cleared first.
  db.cartItems.deleteMany((q) => q.where({ customer_id: PRIYA }))
  db.dealReports.deleteMany((q) => q.where({ customer_id: PRIYA }))
  const deal = await createFixtureDeal({
    id: num(params, 'dealId', PACT_VALUES.dealId),
    uuid: str(params, 'deal', PACT_VALUES.dealUuid),
    vendor_id: num(params, 'vendorId', PACT_VALUES.vendorId),
    ...dealCase,
  })
  db.reviews.deleteMany((q) => q.where({ customer_id: PRIYA, deal_id: deal.id }))
  return deal
}

/** As customerSeesDeal, and the deal is in the wishlist and My Deals, with a pending and an expired deal in My Deals too. */
async function customerKeepsDeal(params: StateParams) {
  const deal = await customerSeesDeal(params)
  const now = clock.now()
  await keep(PRIYA, deal.id, KEPT_LIST.wishlist, now)
  await keep(PRIYA, deal.id, KEPT_LIST.myDeals, now)
  const pending = await createFixtureDeal({ id: deal.id + 1, deal_status: 2, name: 'Weekend Brunch Platter' })
  const expired = await createFixtureDeal({ id: deal.id + 2, deal_status: 3, name: 'Monsoon Pakora Combo' })
  await keep(PRIYA, pending.id, KEPT_LIST.myDeals, now - 60_000)
  await keep(PRIYA, expired.id, KEPT_LIST.myDeals, now - 120_000)
  return deal
}

/** The states of the customer-deals contracts (contracts/states.ts). */
export const customerDealStates = {
  [STATES.customerSeesDeal]: (params) => customerSeesDeal(params),
  // Expired: public, no longer active. Sold out: active, none left.
  [STATES.customerSeesExpiredDeal]: (params) => customerSeesDeal(params, { deal_status: 3 }),
  [STATES.customerSeesSoldOutDeal]: (params) => customerSeesDeal(params, { deal_available: 0 }),
  [STATES.customerKeepsDeal]: customerKeepsDeal,
  [STATES.customerReviewedDeal]: async (params) => {
    const deal = await customerKeepsDeal(params)
    await db.reviews.create({
      id: Math.max(0, ...db.reviews.all().map((r) => r.id)) + 1,
      uuid: 'a5e1d7c0-0000-4000-8000-00000000e001',
      deal_id: deal.id,
      customer_id: PRIYA,
      title: 'Lovely chai',
      rating: 5,
      review_text: 'Warm, quick and friendly.',
      is_approved: 0,
      created_at: iso(clock.now()),
    })
  },
  [STATES.customerReportedDeal]: async (params) => {
    const deal = await customerKeepsDeal(params)
    await db.dealReports.create({
      id: Math.max(0, ...db.dealReports.all().map((r) => r.id)) + 1,
      customer_id: PRIYA,
      deal_id: deal.id,
      vendor_id: deal.vendor_id,
      order_id: null,
      title: 'Wrong price',
      description: 'The outlet charged more than the deal price.',
      created_at: iso(clock.now()),
    })
  },
  [STATES.unverifiedCustomerSignedIn]: (params) =>
    signInWithToken('unverified-customer', str(params, 'token', PACT_VALUES.unverifiedCustomerToken)),
} satisfies StateSetUps
