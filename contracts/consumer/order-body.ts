import { MatchersV3 } from '@pact-foundation/pact'
import { PACT_VALUES } from '../states'
import { day, isoInstant } from './pact'

const { integer, like, number, string } = MatchersV3

/** An order as the pages read it (money in rupees). */
export const orderBody = (over: Record<string, unknown> = {}) => ({
  id: integer(PACT_VALUES.cashOrderId),
  uuid: string('0f3c0000-0000-4000-8000-000000000002'),
  reference_code: string(PACT_VALUES.orderCode),
  order_status: integer(2),
  payment_status: integer(1),
  payment_mode: integer(1),
  price: number(149),
  coupon_amount: number(0),
  buyer_will_pay: number(149),
  seller_will_get: number(119.2),
  paid_amount: number(0),
  points_spent: integer(0),
  points_earned: integer(22),
  tid_id: like(''),
  created_at: isoInstant('2026-01-15T10:00:00.000Z'),
  paid_at: null,
  cancelled_at: null,
  cancel_reason: like(''),
  cancel_description: like(''),
  payment_single: { payment_method_system_name: string('Cash'), payment_status: integer(1) },
  item: {
    created_at: isoInstant('2026-01-15T10:00:00.000Z'),
    deal: {
      id: integer(PACT_VALUES.dealId),
      uuid: string(PACT_VALUES.dealUuid),
      name: string('Masala Chai and Bun Maska for Two'),
      deal_price: number(149),
      deal_status: integer(1),
      end_date: day('2026-07-15'),
      terms_conditions: string('<ul><li>Valid at the Koramangala outlet.</li></ul>'),
      vendor: {
        id: integer(PACT_VALUES.vendorId),
        full_name: string('Arjun Mehta'),
        organization: string('Chai Point Koramangala'),
        address: { address: string('80 Feet Road, Koramangala 4th Block') },
      },
      reviews: [],
    },
  },
  customer: { full_name: string('Priya Sharma') },
  vendor: { full_name: string('Chai Point Koramangala') },
  customer_commision: { reedem_date: null },
  ...over,
})
