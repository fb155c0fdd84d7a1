import { PACT_VALUES, STATES } from '../../../contracts/states'
import { db, nextId } from '../../store/db'
import { PERSONA_IDS } from '../../store/personas'
import { KEPT_LIST, keep } from '../customer-deals/kept-lists'
import { clock, iso } from '../../clock/clock'
import { createFixtureDeal } from '../catalogue/fixture-deal'
import { signInWithToken, str, type StateParams, type StateSetUps } from '../../control/state-set-up'

/** The vendor persona signed in, with a removable deal, one a student holds, one sent back, and another vendor's deal. */
async function vendorOwnsDeals(params: StateParams) {
  const now = clock.now()
  await signInWithToken('vendor', str(params, 'token', PACT_VALUES.vendorToken), now)
  await signInWithToken('customer', str(params, 'customerToken', PACT_VALUES.customerToken), now)
  await createFixtureDeal({
    id: 96_001,
    uuid: str(params, 'deal', PACT_VALUES.vendorDealUuid),
    name: 'Chai & Samosa Study Break',
    deal_status: 4,
  })
  const held = await createFixtureDeal({
    id: 96_002,
    uuid: str(params, 'heldDeal', PACT_VALUES.heldDealUuid),
    name: 'Masala Chai and Bun Maska for Two',
  })
  await keep(PERSONA_IDS.customer, held.id, KEPT_LIST.myDeals, now)
  // The contracts describe the reports exactly: only the customer persona's report about the held deal.
  db.dealReports.deleteMany((q) => q.where({ vendor_id: PERSONA_IDS.vendor }))
  await db.dealReports.create({
    id: nextId(db.dealReports),
    customer_id: PERSONA_IDS.customer,
    deal_id: held.id,
    vendor_id: PERSONA_IDS.vendor,
    order_id: null,
    title: 'Bun maska was missing',
    description: 'Only the chai was served.',
    created_at: iso(now),
  })
  // Fixed dates and full references, so a correction the contract describes word for word passes every rule.
  const sentBack = await createFixtureDeal({
    id: 96_003,
    uuid: str(params, 'sentBackDeal', PACT_VALUES.sentBackDealUuid),
    name: 'Paneer Tikka Wrap & Lassi',
    deal_status: 2,
    from_date: '2030-06-01',
    end_date: '2030-06-30',
    days: [2],
    category_ids: [2],
    keyword_ids: [1],
    product_id: 1,
  })
  await db.dealComments.create({
    id: nextId(db.dealComments),
    deal_id: sentBack.id,
    comments: { name: 'Name the drink in the title.' },
    created_at: iso(now),
  })
  await createFixtureDeal({
    id: 96_004,
    uuid: str(params, 'otherVendorDeal', PACT_VALUES.otherVendorDealUuid),
    vendor_id: PERSONA_IDS['pending-vendor'],
    name: 'Cold Brew for Two',
  })
}

/** The states of the vendor-deals contracts (contracts/states.ts). */
export const vendorDealStates = {
  [STATES.vendorOwnsDeals]: vendorOwnsDeals,
  [STATES.vendorPhoneNotVerified]: async (params) => {
    await signInWithToken('vendor', str(params, 'token', PACT_VALUES.vendorToken))
    await db.users.update((q) => q.where({ id: PERSONA_IDS.vendor }), {
      data(u) {
        u.is_verified = 0
      },
    })
  },
  // A list whose every deal carries comments, so the contract can describe the comments' shape for each element.
  [STATES.vendorHasOnlySentBackDeal]: async (params) => {
    await vendorOwnsDeals(params)
    const sentBack = str(params, 'sentBackDeal', PACT_VALUES.sentBackDealUuid)
    db.deals.deleteMany((q) => q.where((d) => d.vendor_id === PERSONA_IDS.vendor && d.uuid !== sentBack))
  },
} satisfies StateSetUps
