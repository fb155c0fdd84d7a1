import { confirmReward, rewardJoin } from './rules'
import { db, nextId } from '../../store/db'
import { PERSONA_IDS } from '../../store/personas'

const DAY = 86_400_000
/** Catalogue students (seed-catalogue.ts: ids from 10) Priya brought to Hola: Aarav Patel, Diya Reddy, Ishaan Gupta. */
const AARAV = 10
const DIYA = 11
const ISHAAN = 12
/** Priya joined Hola on Chai Point's code this many days before the seed's now (her account opens that day too). */
export const PRIYA_JOINED_DAYS_AGO = 120

/**
 * Referral histories for Priya and Chai Point, through the referrals module a sign-up and its events use,
 * at fixed distances before the seed's now. Priya (Silver: 50 points a student): Aarav is a member (his first deal was
 * redeemed: confirmed), Diya and Ishaan are not yet (floating). Chai Point (Gold: 100 a student, 200 a vendor) brought
 * Priya (confirmed at her first redeemed order, as the wallet's history has it) and Fresh Bites, whose KYC is pending
 * (floating until staff decide: approved confirms it, refused takes it back).
 */
export async function seedReferrals(now: number) {
  const at = (days: number) => now - days * DAY
  const joined = [
    { referred: AARAV, referrer: PERSONA_IDS.customer, days: 60, member: 33 },
    { referred: PERSONA_IDS.customer, referrer: PERSONA_IDS.vendor, days: PRIYA_JOINED_DAYS_AGO, member: 99 },
    { referred: DIYA, referrer: PERSONA_IDS.customer, days: 25, member: null },
    { referred: PERSONA_IDS['pending-vendor'], referrer: PERSONA_IDS.vendor, days: 15, member: null },
    { referred: ISHAAN, referrer: PERSONA_IDS.customer, days: 4, member: null },
  ]
  for (const j of joined) {
    const referrer = db.users.findFirst((q) => q.where({ id: j.referrer }))
    if (!referrer || !db.users.findFirst((q) => q.where({ id: j.referred }))) continue
    const r = await db.referrals.create({
      id: nextId(db.referrals),
      user_id: j.referred,
      referred_by_id: referrer.id,
      code: referrer.referral_code,
      created_at: new Date(at(j.days)).toISOString(),
    })
    await rewardJoin(r, at(j.days))
    if (j.member !== null) await confirmReward(j.referred, at(j.member))
  }
}
