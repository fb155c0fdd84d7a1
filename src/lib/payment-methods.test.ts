import { describe, expect, it } from 'vitest'
import {
  CHOSEN_METHODS,
  DEFAULT_PAYMENT_METHOD,
  PAYMENT_METHOD,
  isGatewayMethod,
  paymentMethodName,
} from './payment-methods'

describe('payment methods', () => {
  it('names each id as the server lists it', () => {
    expect(paymentMethodName(PAYMENT_METHOD.cash)).toBe('Cash')
    expect(paymentMethodName(PAYMENT_METHOD.holaPoints)).toBe('Hola Point')
    expect(paymentMethodName(DEFAULT_PAYMENT_METHOD)).toBe('UPI')
    expect(paymentMethodName(9)).toBe('Unknown')
  })
  it('sends every method but cash and Hola points through the gateway', () => {
    expect([1, 2, 3, 4, 5, 6].filter(isGatewayMethod)).toEqual([2, 3, 5, 6])
    expect(isGatewayMethod(PAYMENT_METHOD.cash)).toBe(false)
    expect(isGatewayMethod(PAYMENT_METHOD.holaPoints)).toBe(false)
    expect(isGatewayMethod(7)).toBe(false)
  })
  it('offers every method but Hola points as a choice on the payment page', () => {
    expect(CHOSEN_METHODS.map((m) => m.name)).toEqual(['Cash', 'Net Banking', 'Debit Card', 'Credit Card', 'UPI'])
  })
})
