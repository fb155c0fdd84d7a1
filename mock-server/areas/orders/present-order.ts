import type { Order } from '../../../src/api/schemas/orders'
import { paymentMethodName } from '../../../src/lib/payment-methods'
import { db } from '../../store/db'
import type { OrderRecord } from './records'
import { statusNow } from '../customer-deals/rules'
import { reviewOf } from '../reviews/writing'
import { toRupees } from '../../../src/lib/money'
import { orderFigures } from './order-figures'

/** The wire's order (spec 3 §3), money in rupees, from the record and its deal, people and review. */
export function presentOrder(o: OrderRecord): Order {
  const deal = db.deals.findFirst((q) => q.where({ id: o.deal_id }))
  const vendor = db.users.findFirst((q) => q.where({ id: o.vendor_id }))
  const customer = db.users.findFirst((q) => q.where({ id: o.customer_id }))
  const review = deal ? reviewOf(o.customer_id, deal.id) : undefined
  const paid = o.payment_status === 2 || o.payment_status === 5
  return {
    ...orderFigures(o),
    seller_will_get: toRupees(o.seller_will_get_paise),
    paid_amount: paid ? toRupees(o.buyer_will_pay_paise) : 0,
    tid_id: o.tid_id,
    created_at: o.created_at,
    paid_at: o.paid_at,
    cancelled_at: o.cancelled_at,
    cancel_reason: o.cancel_reason,
    cancel_description: o.cancel_description,
    payment_single: {
      payment_method_system_name: paymentMethodName(o.payment_mode),
      payment_status: o.payment_status,
    },
    item: {
      created_at: o.created_at,
      deal: {
        id: o.deal_id,
        uuid: deal?.uuid ?? '',
        name: deal?.name ?? '',
        deal_price: deal?.deal_price ?? 0,
        deal_status: deal ? statusNow(deal) : 4,
        end_date: deal?.end_date ?? '',
        terms_conditions: deal?.terms_conditions ?? '',
        vendor: {
          id: o.vendor_id,
          full_name: vendor?.full_name ?? '',
          organization: vendor?.organization ?? '',
          address: { address: deal?.address ?? vendor?.address ?? '' },
        },
        reviews: review ? [{ id: review.id, is_approved: review.is_approved }] : [],
      },
    },
    customer: { full_name: customer?.full_name ?? '' },
    vendor: { full_name: vendor?.organization || vendor?.full_name || '' },
    customer_commision: { reedem_date: o.redeemed_at },
  }
}
