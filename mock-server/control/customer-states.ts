import { PACT_VALUES, STATES } from '../../contracts/states'
import { db } from '../db'
import type { DealRecord } from '../db/catalogue-records'
import { issueToken } from '../domain/auth'
import { CART, keep } from '../domain/cart'
import { clock, iso } from '../domain/clock'
import { createFixtureDeal } from './fixture-deal'

type Params = Record<string, unknown>
const str = (p: Params, k: string, fallback: string) => (typeof p[k] === 'string' ? (p[k] as string) : fallback)
const num = (p: Params, k: string, fallback: number) => (typeof p[k] === 'number' ? (p[k] as number) : fallback)

const PRIYA = 1
const RAHUL = 2
const VENDOR = 101

const userById = (id: number) => db.users.findFirst((q) => q.where({ id }), { strict: true })

/** The states of the customer-deals contracts (contracts/states.ts), on top of the fresh seed provider-states.ts writes. */
export async function setUpCustomerDealState(state: string, params: Params) {
  const now = clock.now()
  if (state === STATES.unverifiedCustomerSignedIn) {
    await issueToken(userById(RAHUL), now, str(params, 'token', PACT_VALUES.unverifiedCustomerToken))
    return
  }

  await issueToken(userById(PRIYA), now, str(params, 'token', PACT_VALUES.customerToken))
  await issueToken(userById(VENDOR), now, str(params, 'vendorToken', PACT_VALUES.vendorToken))
  // The contracts describe these lists exactly, so the seed's story for the persona is cleared first.
  db.cartItems.deleteMany((q) => q.where({ customer_id: PRIYA }))
  db.dealReports.deleteMany((q) => q.where({ customer_id: PRIYA }))
  const dealId = num(params, 'dealId', PACT_VALUES.dealId)
  // The deal's own case: expired (public, no longer active) or sold out (active, none left); else active and available.
  const dealCase: Partial<DealRecord> = state === STATES.customerSeesExpiredDeal ? { deal_status: 3 } : state === STATES.customerSeesSoldOutDeal ? { deal_available: 0 } : {}
  const deal = await createFixtureDeal({
    id: dealId,
    uuid: str(params, 'deal', PACT_VALUES.dealUuid),
    vendor_id: num(params, 'vendorId', PACT_VALUES.vendorId),
    ...dealCase,
  })
  db.reviews.deleteMany((q) => q.where({ customer_id: PRIYA, deal_id: deal.id }))
  if (state === STATES.customerSeesDeal || state === STATES.customerSeesExpiredDeal || state === STATES.customerSeesSoldOutDeal) return

  await keep(PRIYA, deal.id, CART.wishlist, now)
  await keep(PRIYA, deal.id, CART.myDeals, now)
  const pending = await createFixtureDeal({ id: dealId + 1, deal_status: 2, name: 'Weekend Brunch Platter' })
  const expired = await createFixtureDeal({ id: dealId + 2, deal_status: 3, name: 'Monsoon Pakora Combo' })
  await keep(PRIYA, pending.id, CART.myDeals, now - 60_000)
  await keep(PRIYA, expired.id, CART.myDeals, now - 120_000)
  if (state === STATES.customerKeepsDeal) return

  if (state === STATES.customerReviewedDeal) {
    await db.reviews.create({
      id: Math.max(0, ...db.reviews.all().map((r) => r.id)) + 1,
      uuid: 'a5e1d7c0-0000-4000-8000-00000000e001',
      deal_id: deal.id,
      customer_id: PRIYA,
      title: 'Lovely chai',
      rating: 5,
      review_text: 'Warm, quick and friendly.',
      is_approved: 0,
      created_at: iso(now),
    })
    return
  }
  await db.dealReports.create({
    id: Math.max(0, ...db.dealReports.all().map((r) => r.id)) + 1,
    customer_id: PRIYA,
    deal_id: deal.id,
    vendor_id: deal.vendor_id,
    order_id: null,
    title: 'Wrong price',
    description: 'The outlet charged more than the deal price.',
    created_at: iso(now),
  })
}
