import { type } from './lazy'
import { idName } from './common'

/** A plan's figures for one payment method (spec 1 §3): points-to-currency rate, gross margin and GST, in percent. */
export const planMargin = type({
  payment_method_type: '1 | 2 | 3 | 4 | 5 | 6',
  hola_to_currency: 'number',
  gross_margin: 'number',
  gst: 'number',
})
export type PlanMargin = typeof planMargin.infer

/** A membership plan (Hola category). Amounts and rewards are rupees on the wire (paise inside the app). */
export const membershipPlan = type({
  id: 'number',
  uuid: 'string',
  name: 'string',
  purchase_amount: 'number',
  referral_reward: 'number',
  vendor_referral_reward: 'number',
  min_amount: 'number',
  max_amount: 'number',
  hola_category_margin: planMargin.array(),
})
export type MembershipPlan = typeof membershipPlan.infer

/** POST customer/membership-plan-list, vendor/membership-plan-list */
export const membershipPlanListResponse = type({
  planList: membershipPlan.array(),
  payment_type: idName.array(),
})
export type MembershipPlanListResponse = typeof membershipPlanListResponse.infer

/** GET customer/load-hola-categories, vendor/load-hola-categories */
export const loadHolaCategoriesResponse = type({ planList: membershipPlan.array() })
export type LoadHolaCategoriesResponse = typeof loadHolaCategoriesResponse.infer
