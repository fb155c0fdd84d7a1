import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { db, nextId } from '../../store/db'
import { blankUser } from '../../store/blank-user'
import { PERSONA_IDS, post, postForm, studentForm, userOf } from '../../testing/test-kit'
import { announce, subscribe, type DomainEvent } from '../../events/events'
import { pointsBalance, trialBalance } from '../../ledger/ledger'
import { referralReward, referralStatus, referralsOf } from './rules'

const PRIYA = PERSONA_IDS.customer // Silver: 50 points a student, 100 a vendor
const CHAI = PERSONA_IDS.vendor // Gold: 100 a student, 200 a vendor
const RAHUL = PERSONA_IDS['unverified-customer'] // on no plan

let heard: DomainEvent[] = []
let unsubscribe = () => {}
beforeEach(() => {
  heard = []
  unsubscribe = subscribe({
    'referral.joined': (e) => void heard.push(e),
    'referral.rewarded': (e) => void heard.push(e),
  })
})
afterEach(() => unsubscribe())

/** A student signs up through customer/register, with a referral code or none; answers the new account. */
async function signUpStudent(code: string | null, n = 1) {
  const form = studentForm(n, code)
  const res = await postForm('customer/register', form)
  return { res, user: db.users.findFirst((q) => q.where({ email: form.email as string })) }
}

/** A vendor whose account sign-up created with `referrer`'s code (their KYC pending), as vendor/register leaves it. */
async function referredVendor(referrer: number) {
  const v = await db.users.create({
    ...blankUser(new Date().toISOString()),
    id: nextId(db.users),
    hash: crypto.randomUUID(),
    userType: 1,
    full_name: 'Kiran Rao',
    email: 'kiran@example.com',
    phone: '9000000002',
    organization: 'Dosa Corner',
    referral_code: 'DOSA9999',
  })
  await db.vendorAccounts.create({
    id: nextId(db.vendorAccounts),
    vendor_id: v.id,
    state_code: '29',
    bank_name: 'HDFC Bank',
    account_number: '12345678',
    ifsc_code: 'HDFC0001234',
    account_type: 'Current',
    kyc_status: 'pending',
    created_at: v.created_at,
  })
  const code = userOf(referrer === PRIYA ? 'customer' : 'vendor').referral_code
  await db.referrals.create({
    id: nextId(db.referrals),
    user_id: v.id,
    referred_by_id: referrer,
    code,
    created_at: v.created_at,
  })
  await announce('account.created', { user_id: v.id, referral_code: code })
  return v
}

const referralOf = (userId: number) => db.referrals.findFirst((q) => q.where({ user_id: userId }))!

describe('the referral reward', () => {
  it("floats the referrer's plan's reward when a student signs up with their code, once, and announces the join", async () => {
    const before = pointsBalance(PRIYA, 'floating')
    const { user } = await signUpStudent(' priya2026 ')
    if (!user) throw new Error('not signed up')
    expect(pointsBalance(PRIYA, 'floating')).toBe(before + 50)
    expect(referralStatus(referralOf(user.id))).toBe('floating')
    expect(heard).toEqual([
      expect.objectContaining({ name: 'referral.joined', referrer_id: PRIYA, referred_id: user.id }),
    ])
    // The same account announced again (a retry) pays nothing more.
    await announce('account.created', { user_id: user.id, referral_code: 'PRIYA2026' })
    expect(pointsBalance(PRIYA, 'floating')).toBe(before + 50)
    expect(referralsOf(userOf('customer'))[0]).toMatchObject({ referral: { user_id: user.id }, points: 50 })
    expect(trialBalance()).toEqual({ paise: 0, points: 0 })
  })

  it('pays nothing to nobody without a code, and an unknown code is a 422 under referral_by', async () => {
    const before = db.ledgerTxns.all().length
    await signUpStudent(null, 2)
    expect(db.ledgerTxns.all().length).toBe(before)
    const { res } = await signUpStudent('NOSUCHCODE', 3)
    expect(res.status).toBe(422)
    expect(Object.keys(res.body.errors ?? {})).toEqual(['referral_by'])
    expect(db.ledgerTxns.all().length).toBe(before)
  })

  it('confirms the reward at the referred student’s first redeemed order, once', async () => {
    const { user } = await signUpStudent('PRIYA2026', 4)
    if (!user) throw new Error('not signed up')
    const order = db.orders.all()[0]!
    await db.orders.update(order, {
      data(o) {
        o.customer_id = user.id
      },
    })
    const [confirmed, floating] = [pointsBalance(PRIYA), pointsBalance(PRIYA, 'floating')]
    await announce('order.redeemed', { order_id: order.id })
    await announce('order.redeemed', { order_id: order.id })
    expect([pointsBalance(PRIYA), pointsBalance(PRIYA, 'floating')]).toEqual([confirmed + 50, floating - 50])
    expect(referralStatus(referralOf(user.id))).toBe('confirmed')
    expect(heard.filter((e) => e.name === 'referral.rewarded')).toEqual([
      expect.objectContaining({ referrer_id: PRIYA, referred_id: user.id, points: 50 }),
    ])
    expect(trialBalance()).toEqual({ paise: 0, points: 0 })
  })

  it('confirms a referred vendor’s reward (the vendor figure) when staff approve its KYC', async () => {
    const v = await referredVendor(CHAI)
    const floating = pointsBalance(CHAI, 'floating')
    expect(referralStatus(referralOf(v.id))).toBe('floating')
    await announce('vendor.kyc_approved', { vendor_id: v.id })
    expect(pointsBalance(CHAI, 'floating')).toBe(floating - 200)
    expect(referralStatus(referralOf(v.id))).toBe('confirmed')
    expect(heard.at(-1)).toMatchObject({ name: 'referral.rewarded', points: 200 })
  })

  it('takes back a refused vendor’s floating reward; the referral stays listed with nothing earned', async () => {
    const v = await referredVendor(PRIYA)
    const [confirmed, floating] = [pointsBalance(PRIYA), pointsBalance(PRIYA, 'floating')]
    expect((await post(`__mock/staff/vendor_kyc/vendor-${v.hash}/reject`, { reason: 'Blurred' })).status).toBe(200)
    expect([pointsBalance(PRIYA), pointsBalance(PRIYA, 'floating')]).toEqual([confirmed, floating - 100])
    expect(referralStatus(referralOf(v.id))).toBe('reversed')
    // A refused vendor's reward is never confirmed afterwards.
    await announce('vendor.kyc_approved', { vendor_id: v.id })
    expect(pointsBalance(PRIYA)).toBe(confirmed)
    expect(referralsOf(userOf('customer'))[0]).toMatchObject({ referral: { user_id: v.id }, points: 0 })
    expect(heard.filter((e) => e.name === 'referral.rewarded')).toEqual([])
    expect(trialBalance()).toEqual({ paise: 0, points: 0 })
  })

  it("pays by the referrer's plan; a referrer on no plan earns the entry plan's figure", () => {
    const student = { userType: 2 as const }
    const vendor = { userType: 1 as const }
    expect([referralReward(userOf('customer'), student), referralReward(userOf('customer'), vendor)]).toEqual([50, 100])
    expect([referralReward(userOf('vendor'), student), referralReward(userOf('vendor'), vendor)]).toEqual([100, 200])
    const rahul = db.users.findFirst((q) => q.where({ id: RAHUL }))!
    expect(rahul.hola_category_id).toBeNull()
    expect(referralReward(rahul, student)).toBe(50)
  })

  it("seeds Priya's and Chai Point's histories: some confirmed, some floating, newest first", () => {
    const statuses = (who: 'customer' | 'vendor') =>
      referralsOf(userOf(who)).map(({ referral, points }) => [referralStatus(referral), points])
    expect(statuses('customer')).toEqual([
      ['floating', 50],
      ['floating', 50],
      ['confirmed', 50],
    ])
    expect(statuses('vendor')).toEqual([
      ['floating', 200],
      ['confirmed', 100],
    ])
  })
})
