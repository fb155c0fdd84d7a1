import { describe, expect, it } from 'vitest'
import { get, post } from '../../testing/test-kit'

describe('membership-plan-list', () => {
  it('lists the plans cheapest first, each with a margin per payment method, and the payment types', async () => {
    const res = await post('customer/membership-plan-list', undefined, { as: 'customer' })
    expect(res.status).toBe(200)
    const plans = res.body.planList as Array<{
      name: string
      purchase_amount: number
      hola_category_margin: Array<{ payment_method_type: number; gross_margin: number }>
    }>
    expect(plans.map((p) => p.name)).toEqual(['Silver', 'Gold'])
    expect(plans[0]!.purchase_amount).toBeLessThan(plans[1]!.purchase_amount)
    for (const p of plans) expect(p.hola_category_margin.map((m) => m.payment_method_type)).toEqual([1, 2, 3, 4, 5, 6])
    // Gold keeps less of a deal's discount than Silver at every method: that is what the member pays for.
    const upi = (i: number) => plans[i]!.hola_category_margin.find((m) => m.payment_method_type === 6)!.gross_margin
    expect(upi(1)).toBeLessThan(upi(0))
    expect(res.body.payment_type).toContainEqual({ id: 6, name: 'UPI' })
  })
  it('serves vendors on the vendor path, and each role only its own', async () => {
    expect((await post('vendor/membership-plan-list', undefined, { as: 'vendor' })).status).toBe(200)
    expect((await post('vendor/membership-plan-list', undefined, { as: 'customer' })).status).toBe(403)
    expect((await post('customer/membership-plan-list')).status).toBe(401)
  })
})

describe('load-hola-categories', () => {
  it('answers the same plans', async () => {
    const list = await post('customer/membership-plan-list', undefined, { as: 'customer' })
    const res = await get('customer/load-hola-categories', { as: 'customer' })
    expect(res).toEqual({ status: 200, body: { planList: list.body.planList } })
    expect((await get('vendor/load-hola-categories', { as: 'customer' })).status).toBe(403)
  })
})
