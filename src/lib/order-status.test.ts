import { describe, expect, it } from 'vitest'
import {
  GATEWAY_CANCEL_REASONS,
  ORDER_STATUS,
  PAYMENT_STATUS,
  hasDealCode,
  orderTookPlace,
  paymentStatusText,
} from './order-status'

const order = (order_status: number, payment_status: number, cancel_reason = '') => ({
  order_status,
  payment_status,
  cancel_reason,
})

describe('an order that did not take place (docs/decisions/money-model.md)', () => {
  it('has a deal code only when paid or placed for cash, and redeemed or still to redeem', () => {
    expect(hasDealCode(order(ORDER_STATUS.processing, PAYMENT_STATUS.paid))).toBe(true)
    expect(hasDealCode(order(ORDER_STATUS.processing, PAYMENT_STATUS.pending))).toBe(true)
    expect(hasDealCode(order(ORDER_STATUS.complete, PAYMENT_STATUS.paid))).toBe(true)
    // Waiting at the gateway, failed or cancelled there, cancelled, refunded: no code, no voucher.
    expect(hasDealCode(order(ORDER_STATUS.pending, PAYMENT_STATUS.pending))).toBe(false)
    expect(hasDealCode(order(ORDER_STATUS.cancelled, PAYMENT_STATUS.failed))).toBe(false)
    expect(hasDealCode(order(ORDER_STATUS.cancelled, PAYMENT_STATUS.pending))).toBe(false)
    expect(hasDealCode(order(ORDER_STATUS.refunded, PAYMENT_STATUS.refund))).toBe(false)
  })

  it('offers Review and Report only for an order that took place', () => {
    expect(orderTookPlace(order(ORDER_STATUS.cancelled, PAYMENT_STATUS.failed))).toBe(false)
    expect(orderTookPlace(order(ORDER_STATUS.cancelled, PAYMENT_STATUS.pending))).toBe(false)
    expect(orderTookPlace(order(ORDER_STATUS.refunded, PAYMENT_STATUS.refund))).toBe(true)
    expect(orderTookPlace(order(ORDER_STATUS.complete, PAYMENT_STATUS.paid))).toBe(true)
  })

  it('says what happened to the payment, never "Pending" for a cancelled cash order', () => {
    expect(paymentStatusText(order(ORDER_STATUS.cancelled, PAYMENT_STATUS.pending))).toBe('Not paid: order cancelled')
    expect(paymentStatusText(order(ORDER_STATUS.processing, PAYMENT_STATUS.pending))).toBe('Pending')
    expect(
      paymentStatusText(order(ORDER_STATUS.cancelled, PAYMENT_STATUS.failed, GATEWAY_CANCEL_REASONS.aborted)),
    ).toBe('Not charged: you cancelled the payment')
    expect(
      paymentStatusText(order(ORDER_STATUS.cancelled, PAYMENT_STATUS.failed, GATEWAY_CANCEL_REASONS.declined)),
    ).toBe('Not charged: payment declined')
    expect(paymentStatusText(order(ORDER_STATUS.complete, PAYMENT_STATUS.paid))).toBe('Paid')
  })
})
