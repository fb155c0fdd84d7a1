import { ACTIVE_APPROVE_STATUS, isExpiredAccount, planHeld } from '../../../src/lib/account-status'
import { rupeesText, toPaise } from '../../../src/lib/money'
import { paths } from '../../../src/lib/paths'
import { db } from '../../store/db'
import { ACCOUNT } from '../../ledger/chart-of-accounts'
import { announce } from '../../events/events'
import { HttpError, invalidField } from '../../kit/http-error'
import { PLATFORM, post } from '../../ledger/ledger'
import { type PayInput, type Payable } from '../../gateway/payable'

const planOf = (id: number) => db.holaCategories.findFirst((q) => q.where({ id }))
const planNamed = (input: PayInput) =>
  input.uuid !== undefined ? db.holaCategories.findFirst((q) => q.where({ uuid: input.uuid })) : planOf(input.order_id)

/**
 * A Hola membership plan (payment_for `membership`, spec 3 §7 {role}/membership-plan-payment with the plan's uuid, and
 * the key calls with the plan's id as `order_id`): at the plan's price (a stated amount must be it, 422 under amount), not the plan the user
 * already has (422 under id). Settling a success gives the user the plan and posts the sale once per session.
 */
export const membershipPayable: Payable = {
  open(payer, input, now) {
    const plan = planNamed(input)
    if (!plan) throw new HttpError(404, 'Plan not found.')
    const price = toPaise(plan.purchase_amount)
    if (input.amount !== undefined && toPaise(input.amount) !== price)
      throw invalidField('amount', `The amount does not match the plan: ₹${rupeesText(price)}.`)
    if (planHeld(payer) === plan.id) throw invalidField('id', 'This is already your plan.')
    return { subject_id: plan.id, amount_paise: price, payment_mode: input.payment_mode, tid_id: `M${now}${payer.id}` }
  },
  describe(s) {
    return { description: `${planOf(s.subject_id)?.name ?? ''} membership`.trim(), order_id: s.tid_id }
  },
  returnTo(s) {
    // My Account reads the outcome (spec 3 §8: ?message=success).
    return `${paths.myAccount()}?message=${s.outcome ?? 'aborted'}`
  },
  async settle(s, now) {
    if (s.outcome !== 'success') return
    await db.users.update((q) => q.where({ id: s.user_id }), {
      data(r) {
        r.hola_category_id = s.subject_id
        // A plan bought on an expired account renews it (spec 1 §4's approve_status 4 ends).
        if (isExpiredAccount(r)) r.approve_status = ACTIVE_APPROVE_STATUS
      },
    })
    await announce('membership.upgraded', { user_id: s.user_id, plan_id: s.subject_id, session_id: s.id }, now)
    if (s.amount_paise <= 0) return
    await post({
      kind: 'membership_sale',
      cause: `membership:${s.id}:sale`,
      memo: s.tid_id,
      at: now,
      lines: [
        { account: ACCOUNT.customerPayments, owner: s.user_id, unit: 'paise', amount: -s.amount_paise },
        { account: ACCOUNT.membershipSales, owner: PLATFORM, unit: 'paise', amount: s.amount_paise },
      ],
    })
  },
}
