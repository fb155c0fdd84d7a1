import { describe, expect, it } from 'vitest'
import type { ReferralsResponse } from '../../../src/api/schemas/referrals'
import type { CustomerStatementRow, VendorPointsRow } from '../../../src/api/schemas/wallet'
import type { Page } from '../../kit/paginate'
import { post } from '../../testing/test-kit'

/** Spec 3 §7: customer/customer-referrel and vendor/vendor-referrel over the seeded histories, and the Wallet's rows. */

const all = { page: 1, rowsPerPage: 50 }

describe('the referrals lists', () => {
  it("lists the student's referrals newest first: name, Hola earned, active once a member", async () => {
    const res = await post<ReferralsResponse>('customer/customer-referrel', undefined, { as: 'customer' })
    expect(res.status).toBe(200)
    expect(
      res.body.referrel.map((r) => [r.refered_customer?.full_name, r.used_balance, r.refered_customer?.is_active]),
    ).toEqual([
      ['Ishaan Gupta', 50, 0],
      ['Diya Reddy', 50, 0],
      ['Aarav Patel', 50, 1],
    ])
    expect(res.body.referrel.every((r) => r.refered_vendor === null)).toBe(true)
  })

  it("lists the vendor's referrals: a vendor under refered_vendor (its outlet's name), a student under refered_customer", async () => {
    const res = await post<ReferralsResponse>('vendor/vendor-referrel', undefined, { as: 'vendor' })
    expect(res.body.referrel).toEqual([
      expect.objectContaining({
        refered_vendor: { full_name: 'Fresh Bites Indiranagar', is_active: 0 },
        refered_customer: null,
        used_balance: 200,
      }),
      expect.objectContaining({
        refered_customer: { full_name: 'Priya Sharma', is_active: 1 },
        refered_vendor: null,
        used_balance: 100,
      }),
    ])
  })

  it('answers an empty list to someone who referred nobody, and refuses the other role', async () => {
    const none = await post<ReferralsResponse>('customer/customer-referrel', undefined, { as: 'unverified-customer' })
    expect(none.body).toEqual({ referrel: [] })
    expect((await post('customer/customer-referrel', undefined, { as: 'vendor' })).status).toBe(403)
    expect((await post('vendor/vendor-referrel', undefined, { as: 'customer' })).status).toBe(403)
  })
})

describe("the referrer's Wallet", () => {
  it('shows a student’s floating referral rewards with the referred names, and the confirmed one in the passbook', async () => {
    const floating = await post<{ floating_balance: Page<CustomerStatementRow> }>('customer/floting-statement', all, {
      as: 'customer',
    })
    const referrals = floating.body.floating_balance.data.filter((r) => r.refered_customer)
    expect(referrals.map((r) => [r.refered_customer?.full_name, r.used_balance, r.description])).toEqual([
      ['Ishaan Gupta', 50, 'Referral reward'],
      ['Diya Reddy', 50, 'Referral reward'],
    ])
    const confirmed = await post<{ confirmed_balance: Page<CustomerStatementRow> }>(
      'customer/confirmed-statement',
      all,
      {
        as: 'customer',
      },
    )
    expect(confirmed.body.confirmed_balance.data.filter((r) => r.refered_customer)).toEqual([
      expect.objectContaining({
        refered_customer: { full_name: 'Aarav Patel', is_active: 1 },
        order: null,
        used_balance: 50,
        description: 'Referral reward confirmed',
      }),
    ])
  })

  it("shows a vendor's referral rewards in its Hola balance: floating highlighted (0), confirmed with its date", async () => {
    const res = await post<{ hola_balance: Page<VendorPointsRow> }>('vendor/floting-statement', all, { as: 'vendor' })
    const rows = res.body.hola_balance.data
    expect(
      rows.map((r) => [r.refered_vendor?.full_name ?? r.refered_customer?.full_name, r.hola_point_status]),
    ).toEqual([
      ['Fresh Bites Indiranagar', 0],
      ['Priya Sharma', 1],
    ])
    expect(rows[0]!.reedem_date).toBeNull()
    expect(rows[1]!.reedem_date).toEqual(expect.any(String))
  })
})
