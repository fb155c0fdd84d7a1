import { addDays, indiaDay } from '../../../src/lib/dates'
import { cancelOrder } from '../orders/rules'
import { redeemOrder } from '../orders/redeem'
import { db, nextId } from '../../store/db'
import { payAtGateway, placeSeedOrder } from '../orders/seed'
import { userOf } from '../../store/persona-user'
import { seededUuid } from '../../store/seed-random'

const DAY = 86_400_000

/** The history's deal: Chai Point's long-running chai and samosa, on sale since five months back (the catalogue's own
 * deals start at most 45 days back, too late for a few months of history). */
const HISTORY_DEAL = seededUuid('dea2', 1)
/** How many deals the wallet's history adds to the catalogue (the seed's tests count them). */
export const WALLET_STORY_DEALS = 1

/**
 * A few months of wallet history for Priya and Chai Point, so every time filter and day range shows
 * something different: orders paid by UPI and redeemed, paid in cash at the outlet (commission due), paid with Hola
 * points, refunded, cancelled unpaid (Chai Point's referral rewards are the referrals area's: referral-seed.ts). All through
 * the domain functions a request uses, at fixed distances before the seed's now, with fixed codes.
 */
export async function seedWalletHistory(now: number) {
  const today = indiaDay(now)
  // Chai Point's masala chai deal as the model: same outlet, pictures and product, its own name, text and dates.
  const model = db.deals.findFirst((q) => q.where({ uuid: seededUuid('dea1', 1) }))!
  await db.deals.create({
    ...model,
    id: nextId(db.deals),
    uuid: HISTORY_DEAL,
    deal_code: 'HDHIST01',
    name: 'Masala Chai & Samosa',
    description: '<p>Masala Chai & Samosa: a glass of masala chai with a hot samosa, all day.</p>',
    deal_price: 99,
    discount: 20,
    deal_available: 40,
    criteria: [],
    is_open_deal: 0,
    is_paylater: 0,
    from_date: addDays(today, -150),
    end_date: addDays(today, 60),
    created_at: new Date(now - 150 * DAY).toISOString(),
  })
  const chaiPoint = userOf('vendor')
  const priya = userOf('customer')
  const at = (days: number) => now - days * DAY
  const redeem = (code: string, days: number) => redeemOrder(chaiPoint, code, at(days))

  const upi = await placeSeedOrder(HISTORY_DEAL, 6, at(100), 'CHAIHIST01')
  await payAtGateway(upi, at(100))
  await redeem('CHAIHIST01', 99)

  await placeSeedOrder(HISTORY_DEAL, 1, at(75), 'CHAIHIST02')
  await redeem('CHAIHIST02', 74)

  await placeSeedOrder(HISTORY_DEAL, 4, at(55), 'CHAIHIST03')
  await redeem('CHAIHIST03', 54)

  const refunded = await placeSeedOrder(HISTORY_DEAL, 6, at(35), 'CHAIHIST04')
  await payAtGateway(refunded, at(35))
  await cancelOrder(
    priya,
    { order_id: refunded.id, reason_id: 4, description: 'The outlet was shut for Diwali.' },
    at(34),
  )

  await placeSeedOrder(HISTORY_DEAL, 1, at(20), 'CHAIHIST05')
  await redeem('CHAIHIST05', 19)

  const unpaid = await placeSeedOrder(HISTORY_DEAL, 1, at(12), 'CHAIHIST06')
  await cancelOrder(priya, { order_id: unpaid.id, reason_id: 2, description: 'Booked it twice by mistake.' }, at(11))

  const recent = await placeSeedOrder(HISTORY_DEAL, 6, at(6), 'CHAIHIST07')
  await payAtGateway(recent, at(6))
  await redeem('CHAIHIST07', 5)
}
