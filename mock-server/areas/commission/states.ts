import { PACT_VALUES, STATES } from '../../../contracts/states'
import { indiaDay } from '../../../src/lib/dates'
import { invoiceMonths, monthDays } from '../../../src/lib/invoice-rules'
import { toRupees } from '../../../src/lib/money'
import { db } from '../../store/db'
import { userOf } from '../../store/persona-user'
import { clock } from '../../clock/clock'
import { commissionDue, payTo } from './rules'
import { placeOrder } from '../orders/rules'
import { redeemOrder } from '../orders/redeem'
import { orderStates } from '../orders/states'
import { str, type StateParams, type StateSetUps } from '../../control/state-set-up'

const IST_NOON = (day: string) => Date.parse(`${day}T12:00:00+05:30`)

/**
 * customerHasOrders (orders 1 to 3: order 3 a cash order redeemed now), and order 4, a cash order of the same deal
 * placed and redeemed on the 15th of last month (code `lastMonthCode`): the vendor persona owes the commission on
 * orders 3 and 4, and last month has a tax invoice. With `paying: true`, the vendor has also asked to pay both
 * (vendor/pay-to-fh by debit card): payment 1, waiting for the gateway.
 */
async function vendorOwesCommission(params: StateParams) {
  await orderStates[STATES.customerHasOrders]!(params)
  const now = clock.now()
  const deal = db.deals.findFirst((q) => q.where({ id: PACT_VALUES.dealId }))!
  const { first } = monthDays(invoiceMonths(indiaDay(now))[0]!)
  const at = IST_NOON(`${first.slice(0, 8)}15`)
  // The fixture deal runs from a month ago; this one sold last month too.
  await db.deals.update((q) => q.where({ id: deal.id }), {
    data(r) {
      r.from_date = first
    },
  })
  const code = str(params, 'lastMonthCode', PACT_VALUES.lastMonthCode)
  const order = await placeOrder(
    userOf('customer'),
    { deal_id: deal.uuid, payment_mode: 1, is_cupon_applied: 0, amount: 149, discount: 15 },
    at,
    { reference_code: code },
  )
  await redeemOrder(userOf('vendor'), code, at + 3_600_000)
  db.commissionPayments.deleteMany((q) => q.where({ id: (id: number) => id > 0 }))
  if (params.paying === true) {
    const vendor = userOf('vendor')
    await payTo(vendor, {
      order_ids: [PACT_VALUES.redeemedOrderId, order.id],
      amount: toRupees(commissionDue(vendor)),
      payment_method: 3,
    })
  }
}

/** The states of the commission and invoice contracts (contracts/states.ts). */
export const commissionStates = {
  [STATES.vendorOwesCommission]: vendorOwesCommission,
} satisfies StateSetUps
