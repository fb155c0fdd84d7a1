import { PACT_VALUES, STATES } from '../../../contracts/states'
import { addDays, indiaDay } from '../../../src/lib/dates'
import { userOf } from '../../store/persona-user'
import { clock } from '../../clock/clock'
import { purchaseAd, settleAdOrder } from './rules'
import { seededUuid } from '../../store/seed-random'
import { awardPoints } from '../../ledger/ledger'
import { createFixtureDeal } from '../catalogue/fixture-deal'
import { num, signInWithToken, str, type StateParams, type StateSetUps } from '../../control/state-set-up'

/**
 * The vendor persona signed in (`token`) with the seeded packages (`adUuid` is the Category Spotlight), an active
 * deal `deal` and an inactive deal `inactiveDeal` ('Chai & Samosa Study Break'), and `points` Hola points (0 by
 * default). With `ordering: true`, it has ordered the package for the active deal from tomorrow by UPI: order
 * `adOrderId`, waiting for the gateway for `adAmount` rupees. With `running: true`, it has bought and paid the Home
 * Page Feature (seven days, the home carousel and search) for the active deal from today: the ad runs.
 */
async function vendorBuysAds(params: StateParams) {
  const now = clock.now()
  await signInWithToken('vendor', str(params, 'token', PACT_VALUES.vendorToken), now)
  const deal = await createFixtureDeal({ id: 97_001, uuid: str(params, 'deal', PACT_VALUES.adDealUuid) })
  await createFixtureDeal({
    id: 97_002,
    uuid: str(params, 'inactiveDeal', PACT_VALUES.inactiveDealUuid),
    name: 'Chai & Samosa Study Break',
    deal_status: 4,
  })
  const vendor = userOf('vendor')
  const points = num(params, 'points', 0)
  if (points > 0) await awardPoints(vendor.id, points, { kind: 'welcome_bonus', cause: `pact:ads:points`, at: now })
  // A home ad runs: the Home Page Feature (7 days, home and search) for the active deal from today, paid.
  if (params.running === true) {
    const order = await purchaseAd(vendor, {
      advertisement_id: seededUuid('ad5', 3),
      deal_id: deal.uuid,
      start_date: indiaDay(now),
      payment_mode: 6,
      holapoints: 0,
    })
    await settleAdOrder(order, 'success', now)
  }
  if (params.ordering === true)
    await purchaseAd(vendor, {
      advertisement_id: str(params, 'adUuid', PACT_VALUES.adUuid),
      deal_id: deal.uuid,
      start_date: addDays(indiaDay(now), 1),
      payment_mode: 6,
      holapoints: 0,
    })
}

/** The states of the ads contracts (contracts/states.ts). */
export const adsStates = {
  [STATES.vendorBuysAds]: vendorBuysAds,
} satisfies StateSetUps
