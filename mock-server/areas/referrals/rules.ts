import { referralRewardPoints } from '../../../src/lib/membership-plans'
import { USER_TYPE } from '../../../src/lib/user-type'
import { db } from '../../store/db'
import type { LedgerTxnRecord } from '../../ledger/records'
import type { UserRecord } from '../../store/records'
import type { ReferralRecord } from '../signup/records'
import { clock } from '../../clock/clock'
import { announce, type Subscriber } from '../../events/events'
import { awardPoints, confirm, confirmationOf, reversalOf, reverse, txnByCause } from '../../ledger/ledger'
import { orderById } from '../orders/rules'
import { referralCause } from '../../ledger/statements'

/**
 * Referrals that pay (spec 3 §2, §3; spec 1 §3, §5; docs/decisions/referrals.md). Sign-up notes who referred
 * a new account (db.referrals, one per account); this module, subscribed to the domain's events, pays the referrer:
 * - on `account.created`, the reward floats in the referrer's Hola points (the ledger, cause `referral:{referrer}:{referred}`);
 * - it is confirmed when the referred account becomes a real member: a student's first redeemed order
 *   (`order.redeemed`), a vendor's KYC approval (`vendor.kyc_approved`);
 * - it is reversed when a referred vendor is refused (`vendor.kyc_rejected`).
 * The reward is the referrer's plan's `referral_reward` (a referred student) or `vendor_referral_reward` (a referred
 * vendor); a referrer on no plan earns the entry plan's (the cheapest) figure. The figure is fixed when the reward is
 * posted: a later change of plan does not move it.
 */

const userById = (id: number) => db.users.findFirst((q) => q.where({ id }))
const referralOfUser = (userId: number) => db.referrals.findFirst((q) => q.where({ user_id: userId }))

/** The plan whose figures pay a referrer: their own, or the entry plan (the cheapest) when they are on none. */
export function rewardPlanOf(referrer: UserRecord) {
  const own =
    referrer.hola_category_id === null
      ? undefined
      : db.holaCategories.findFirst((q) => q.where({ id: referrer.hola_category_id! }))
  if (own) return own
  return db.holaCategories
    .all()
    .slice()
    .sort((a, b) => a.purchase_amount - b.purchase_amount || a.id - b.id)[0]
}

/** Whole Hola points a referrer earns for bringing `referred` (0 when no plan pays anything). */
export function referralReward(referrer: UserRecord, referred: Pick<UserRecord, 'userType'>): number {
  const plan = rewardPlanOf(referrer)
  if (!plan) return 0
  const figure = referred.userType === USER_TYPE.vendor ? plan.vendor_referral_reward : plan.referral_reward
  return referralRewardPoints(figure)
}

/** The ledger transaction of a referral's reward, if one was posted. */
export const rewardTxnOf = (r: Pick<ReferralRecord, 'referred_by_id' | 'user_id'>) =>
  txnByCause(referralCause(r.referred_by_id, r.user_id))

export type ReferralStatus = 'floating' | 'confirmed' | 'reversed' | 'unpaid'

/** Where a referral's reward stands, read from the ledger (unpaid: no reward was posted, the plan pays none). */
export function referralStatus(r: Pick<ReferralRecord, 'referred_by_id' | 'user_id'>): ReferralStatus {
  const txn = rewardTxnOf(r)
  if (!txn) return 'unpaid'
  if (reversalOf(txn)) return 'reversed'
  return confirmationOf(txn) ? 'confirmed' : 'floating'
}

/** What a reward left in the referrer's points: its amount, or 0 once reversed. */
function rewardPoints(txn: LedgerTxnRecord | undefined): number {
  if (!txn || reversalOf(txn)) return 0
  const e = db.ledgerEntries.findFirst((q) => q.where({ txn_id: txn.id, account: 'user_points' }))
  return e?.amount ?? 0
}

/**
 * A referred person as the referrals list and the statements name them (spec 3 §3): the outlet's name for a vendor
 * (what the statements have always shown), the person's for a student; active once their referrer's reward is
 * confirmed, that is, once they are a real member.
 */
export function referredPerson(referrerId: number, referredId: number) {
  const u = userById(referredId)
  if (!u) return null
  const active = referralStatus({ referred_by_id: referrerId, user_id: referredId }) === 'confirmed'
  return {
    full_name: (u.userType === USER_TYPE.vendor && u.organization) || u.full_name,
    is_active: active ? (1 as const) : (0 as const),
    userType: u.userType,
  }
}

/** The referrals of a person, newest first, with the points each brought them. */
export function referralsOf(referrer: UserRecord) {
  return db.referrals
    .findMany((q) => q.where({ referred_by_id: referrer.id }))
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
    .map((r) => ({ referral: r, points: rewardPoints(rewardTxnOf(r)) }))
}

/** Posts a referral's reward, floating (once: the ledger is idempotent on the cause), and announces the join. */
export async function rewardJoin(r: ReferralRecord, at = clock.now()) {
  const referrer = userById(r.referred_by_id)
  const referred = userById(r.user_id)
  if (!referrer || !referred || referrer.id === referred.id) return
  if (rewardTxnOf(r)) return
  const points = referralReward(referrer, referred)
  if (points > 0)
    await awardPoints(referrer.id, points, {
      kind: 'referral_reward',
      cause: referralCause(referrer.id, referred.id),
      state: 'floating',
      memo: `Referred ${(referred.userType === USER_TYPE.vendor && referred.organization) || referred.full_name}`,
      at,
    })
  await announce('referral.joined', { referral_id: r.id, referrer_id: referrer.id, referred_id: referred.id }, at)
}

/** Confirms the floating reward of the referral that brought `userId`, once, and announces it. */
export async function confirmReward(userId: number, at = clock.now()) {
  const r = referralOfUser(userId)
  const txn = r && rewardTxnOf(r)
  if (!r || !txn || reversalOf(txn) || confirmationOf(txn)) return
  await confirm(txn, at)
  await announce(
    'referral.rewarded',
    { referral_id: r.id, referrer_id: r.referred_by_id, referred_id: r.user_id, points: rewardPoints(txn) },
    at,
  )
}

/** Takes back the floating reward of the referral that brought `userId` (a refused vendor never became a member). */
export async function withdrawReward(userId: number, at = clock.now()) {
  const r = referralOfUser(userId)
  const txn = r && rewardTxnOf(r)
  if (!txn || reversalOf(txn) || confirmationOf(txn)) return
  await reverse(txn, { kind: 'referral_reward_withdrawn', at })
}

/** The referrals module's reactions to the domain's events (declared by areas/referrals/manifest.ts). */
export const referralRewards: Subscriber = {
  'account.created': async (e) => {
    const r = referralOfUser(e.user_id)
    if (r) await rewardJoin(r, e.at)
  },
  'order.redeemed': async (e) => {
    const order = orderById(e.order_id)
    if (order) await confirmReward(order.customer_id, e.at)
  },
  'vendor.kyc_approved': (e) => confirmReward(e.vendor_id, e.at),
  'vendor.kyc_rejected': (e) => withdrawReward(e.vendor_id, e.at),
}
