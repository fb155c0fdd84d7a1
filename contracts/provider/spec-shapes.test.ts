import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { pactFiles } from './verify'

/**
 * Spec 3 §3 lists the fields of each statement row and §7 the answers' keys: the pacts must pin those paths, so a
 * backend built from the spec passes the contract. In contracts/provider/ so it reads the pact the same run wrote.
 */
type Interaction = { description: string; request: { path: string }; response: { body?: { content?: unknown } } }
const interactions = pactFiles().flatMap(
  (f) => (JSON.parse(readFileSync(f, 'utf8')) as { interactions: Interaction[] }).interactions,
)

/** The body the contract describes for the first interaction with `path` whose answer has `key`. */
function answer(path: string, key: string): Record<string, unknown> {
  const found = interactions.find(
    (i) => i.request.path === path && typeof i.response.body?.content === 'object' && key in i.response.body.content!,
  )
  expect(found, `an interaction of ${path} answering ${key}`).toBeDefined()
  return found!.response.body!.content as Record<string, unknown>
}

/** Whether a dotted path exists in a described body (arrays: their first element). */
function has(value: unknown, path: string): boolean {
  let at: unknown = value
  for (const key of path.split('.')) {
    if (Array.isArray(at)) at = at[0]
    if (typeof at !== 'object' || at === null || !(key in at)) return false
    at = (at as Record<string, unknown>)[key]
  }
  return true
}

const missing = (row: unknown, paths: string[]) => paths.filter((p) => !has(row, p))

describe('the statements in the pacts have spec 3 §3’s shapes', () => {
  it('a vendor confirmed row is the order itself', () => {
    const row = (answer('/vendor/confirmed-statement', 'confirm_balance').confirm_balance as { data: unknown[] }).data
    const spec = [
      'item.deal.name',
      'customer.full_name',
      'created_at',
      'customer_commision.reedem_date',
      'payment_single.payment_method_system_name',
      'payment_single.payment_status',
      'paid_amount',
      'seller_will_get',
      'order_status',
    ]
    expect(missing(row, spec)).toEqual([])
    expect(has(row, 'order')).toBe(false)
  })

  it('a customer confirmed row carries its order, order_id, referred people and points; floating rows order_id', () => {
    const confirmed = answer('/customer/confirmed-statement', 'confirmed_balance')
    const row = (confirmed.confirmed_balance as { data: unknown[] }).data
    expect(
      missing(row, [
        'order.item.deal.name',
        'order.item.deal.vendor.full_name',
        'order.item.deal.deal_price',
        'order_id',
        'created_at',
        'refered_customer',
        'refered_vendor',
        'used_balance',
      ]),
    ).toEqual([])
    expect(missing(confirmed, ['total_confirmed_balance', 'my_hola_category.name', 'user.card_number'])).toEqual([])
    const floating = answer('/customer/floting-statement', 'floating_balance')
    expect(missing(floating, ['floating_balance.data.order_id', 'total_floting_balance'])).toEqual([])
  })

  it('a vendor floating row has the referred people, redeem date, points and status', () => {
    const floating = answer('/vendor/floting-statement', 'hola_balance')
    const row = (floating.hola_balance as { data: unknown[] }).data
    expect(
      missing(row, ['refered_vendor', 'refered_customer', 'reedem_date', 'used_balance', 'hola_point_status']),
    ).toEqual([])
    expect(missing(floating, ['total_hola_balance'])).toEqual([])
    const confirmed = answer('/vendor/confirmed-statement', 'confirm_balance')
    expect(missing(confirmed, ['total_confirm_balance', 'my_hola_category.name'])).toEqual([])
  })
})
