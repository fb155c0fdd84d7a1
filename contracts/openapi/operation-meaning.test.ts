import { describe, expect, it } from 'vitest'
import { OPERATIONS as ORDER_TEXTS } from '../../src/api/orders'
import { OPERATION_TEXTS, operationMeaning, textKeyOf, textsOf, unusedTexts } from './operation-meaning'

/** The texts are read off the client's modules (each module's OPERATIONS; docs/decisions/0001-endpoint-table.md). */
describe('operation texts, beside the client functions', () => {
  it('gathers every module’s texts, and refuses a key two modules describe', () => {
    expect(OPERATION_TEXTS['POST customer/order-detail']).toBe(ORDER_TEXTS['POST customer/order-detail'])
    expect(Object.keys(OPERATION_TEXTS).length).toBeGreaterThan(90)
    const text = { summary: 's', description: 'd' }
    expect(() =>
      textsOf({ orders: { OPERATIONS: { 'POST x': text } }, wallet: { OPERATIONS: { 'POST x': text } } }),
    ).toThrow('POST x is described by two client modules (the second: wallet)')
  })

  it('shares a {role} text between the two roles’ operations, and names what has no text or no operation', () => {
    expect(textKeyOf({ method: 'post', path: 'vendor/get-user' })).toBe('POST {role}/get-user')
    expect(textKeyOf({ method: 'post', path: 'customer/order-detail' })).toBe('POST customer/order-detail')
    expect(() =>
      operationMeaning({ method: 'post', path: 'customer/order-cout', access: 'customer', hasBody: false }),
    ).toThrow("no client module's OPERATIONS describes post customer/order-cout")
    expect(unusedTexts([{ method: 'post', path: 'customer/order-detail' }])).toContain('POST vendor/order-redeem')
  })
})
