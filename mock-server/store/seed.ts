import { clearAll, db } from './db'
import { PERSONA_IDS, personas } from './personas'
import { areaList } from '../areas'
import { clock } from '../clock/clock'
import { awardPoints } from '../ledger/ledger'
import { blankUser } from './blank-user'
import { PRIYA_JOINED_DAYS_AGO } from '../areas/referrals/seed'

/** A fixed instant the seed's dates are relative to, so every run tells the same story. */
export const SEED_EPOCH = Date.UTC(2026, 0, 15, 10, 0, 0)
const DAY_MS = 86_400_000
const daysAgo = (n: number) => new Date(SEED_EPOCH - n * DAY_MS).toISOString()

/** `deals`: how many deals the catalogue seeds (300 for the demo, up to 100,000 for benchmarks). */
export type SeedOptions = { deals?: number }

/** The personas' accounts are long-standing: verified and approved (each persona then says where it differs). */
const persona = {
  ...blankUser(daysAgo(400)),
  is_email_verified: 1,
  is_verified: 1,
  is_approved: 1,
  email_verified_at: daysAgo(200),
} as const

/** Clears the database and writes the deterministic seed: the core (places, plans, personas, their points), then each area's. */
export async function seed(options: SeedOptions = {}) {
  // First, so the demo clock (a table) is back to real time before the seed reads it.
  clearAll()
  const context = { deals: options.deals ?? 300, now: clock.now(), epoch: SEED_EPOCH }
  /** The vendor personas' emails were verified a month before today, so they are not prompted to re-confirm (areas/profile/manifest.ts). */
  const verifiedDaysBeforeNow = (days: number) => new Date(context.now - days * 86_400_000).toISOString()
  await db.states.create({ id: 1, name: 'Karnataka' })
  await db.states.create({ id: 2, name: 'Maharashtra' })
  await db.states.create({ id: 3, name: 'Gujarat' })
  await db.states.create({ id: 4, name: 'Delhi' })
  await db.holaCategories.create({
    id: 1,
    uuid: '5b0a6c1e-0001-4d7a-9a51-1a2b3c4d5e01',
    name: 'Silver',
    purchase_amount: 499,
    referral_reward: 50,
    vendor_referral_reward: 100,
    min_amount: 0,
    max_amount: 5000,
  })
  await db.holaCategories.create({
    id: 2,
    uuid: '5b0a6c1e-0002-4d7a-9a51-1a2b3c4d5e02',
    name: 'Gold',
    purchase_amount: 999,
    referral_reward: 100,
    vendor_referral_reward: 200,
    min_amount: 0,
    max_amount: 20000,
  })

  const [customer, unverified, expired, vendor, pendingVendor] = personas
  // Each student's own Aadhar and enrollment numbers (Priya's here; Rahul and Anjali set theirs).
  const student = {
    address: '12, 4th Cross, Koramangala',
    city: 'Bengaluru',
    pincode: '560034',
    state_id: 1,
    aadhar_number: '2345 6789 0123',
    enrollment_no: '20231045',
    expiry_date: '06/2028',
    institute_id: 1,
  }
  await db.users.create({
    ...persona,
    ...student,
    id: PERSONA_IDS.customer,
    hash: 'c0ffee00-0000-4000-8000-000000000001',
    userType: 2,
    full_name: 'Priya Sharma',
    // She joined on Chai Point's referral (referral-seed.ts): her account, card and referral tell one start date.
    created_at: new Date(context.now - PRIYA_JOINED_DAYS_AGO * DAY_MS).toISOString(),
    email_verified_at: new Date(context.now - PRIYA_JOINED_DAYS_AGO * DAY_MS).toISOString(),
    email: customer.email,
    phone: customer.phone,
    referral_code: 'PRIYA2026',
    hola_category_id: 1,
  })
  await db.users.create({
    ...persona,
    ...student,
    id: PERSONA_IDS['unverified-customer'],
    hash: 'c0ffee00-0000-4000-8000-000000000002',
    userType: 2,
    full_name: 'Rahul Verma',
    aadhar_number: '3456 7890 1234',
    enrollment_no: '20231046',
    email: unverified.email,
    phone: unverified.phone,
    referral_code: 'RAHUL2026',
    is_verified: 0,
  })
  await db.users.create({
    ...persona,
    ...student,
    id: PERSONA_IDS['expired-customer'],
    hash: 'c0ffee00-0000-4000-8000-000000000003',
    userType: 2,
    full_name: 'Anjali Nair',
    aadhar_number: '4567 8901 2345',
    enrollment_no: '20221187',
    email: expired.email,
    phone: expired.phone,
    referral_code: 'ANJALI2026',
    approve_status: 4,
    hola_category_id: 1,
  })
  const outlet = { city: 'Bengaluru', state_id: 1, pan_no: 'ABCDE1234F', gst_no: '29ABCDE1234F1Z5' }
  await db.users.create({
    ...persona,
    ...outlet,
    id: PERSONA_IDS.vendor,
    hash: 'beef0000-0000-4000-8000-000000000101',
    userType: 1,
    full_name: 'Arjun Mehta',
    email: vendor.email,
    phone: vendor.phone,
    organization: 'Chai Point Koramangala',
    description: 'Tea, snacks and a quiet corner to study.',
    address: '80 Feet Road, Koramangala 4th Block',
    pincode: '560034',
    latitude: 12.9352,
    longitude: 77.6245,
    referral_code: 'CHAIPOINT',
    hola_category_id: 2,
    email_verified_at: verifiedDaysBeforeNow(30),
  })
  await db.users.create({
    ...persona,
    ...outlet,
    id: PERSONA_IDS['pending-vendor'],
    hash: 'beef0000-0000-4000-8000-000000000102',
    userType: 1,
    full_name: 'Sneha Iyer',
    email: pendingVendor.email,
    phone: pendingVendor.phone,
    organization: 'Fresh Bites Indiranagar',
    description: 'Salads and wraps.',
    address: '100 Feet Road, Indiranagar',
    pincode: '560038',
    latitude: 12.9719,
    longitude: 77.6412,
    referral_code: 'FRESHBITES',
    is_approved: 0,
    email_verified_at: verifiedDaysBeforeNow(30),
  })

  // Priya's Hola points: a confirmed welcome bonus (her referral rewards are the referrals area's: referral-seed.ts).
  // The bonus holds what an older seed awarded as 'points_earned' with no deal (120): a passbook row saying Hola was
  // earned on a deal must name the deal, and her deals' points come from her orders (areas/wallet/seed.ts).
  const award = (points: number, kind: string, memo: string, days: number) =>
    awardPoints(PERSONA_IDS.customer, points, {
      kind,
      cause: `seed:${kind}:${PERSONA_IDS.customer}`,
      memo,
      at: context.now - days * DAY_MS,
    })
  // Given the day she joined, like her account and her referral.
  await award(470, 'welcome_bonus', 'Welcome bonus', PRIYA_JOINED_DAYS_AGO)

  for (const a of areaList) if ('seed' in a) await a.seed(context)
}
