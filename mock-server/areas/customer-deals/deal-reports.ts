import { REPORT_TEXTS } from '../../../src/lib/customer-deal-texts'
import { db, nextId } from '../../store/db'
import type { UserRecord } from '../../store/records'
import { clock, iso } from '../../clock/clock'
import { isPublicDeal, requiredText } from './rules'
import { HttpError, invalidField, notFound } from '../../kit/http-error'
import { dealCounts } from './my-deals'

type DealReportInput = {
  title: string
  description: string
  deal_id: number
  vendor_id: number
  order_id?: number | null
}

/** Whether the customer has reported the deal (a reported deal hides the report icon, spec 2 §4). */
export function hasReported(customerId: number, dealId: number): boolean {
  return Boolean(db.dealReports.findFirst((q) => q.where({ customer_id: customerId, deal_id: dealId })))
}

/** The deals the customer has reported, each once (customer/order-list's reported_deal). */
export const reportedDealIds = (customerId: number): number[] => [
  ...new Set(db.dealReports.findMany((q) => q.where({ customer_id: customerId })).map((r) => r.deal_id)),
]

/**
 * customer/save-deal-reporting: title and description required; only a deal the customer has a deal count for
 * (403 otherwise), once per customer and deal (409 with `msg`). vendor_id must be the deal's vendor.
 */
export async function reportDeal(customer: UserRecord, input: DealReportInput, now = clock.now()) {
  const title = requiredText('title', input.title)
  const description = requiredText('description', input.description)
  const deal = db.deals.findFirst((q) => q.where({ id: input.deal_id }))
  if (!deal || !isPublicDeal(deal)) throw notFound('Deal')
  if (deal.vendor_id !== input.vendor_id) throw invalidField('vendor_id', REPORT_TEXTS.wrongVendor)
  if (dealCounts(customer.id, deal.id) === 0) throw new HttpError(403, REPORT_TEXTS.noDealCount)
  if (hasReported(customer.id, deal.id))
    throw new HttpError(409, REPORT_TEXTS.already, undefined, { msg: REPORT_TEXTS.already })
  return db.dealReports.create({
    id: nextId(db.dealReports),
    customer_id: customer.id,
    deal_id: deal.id,
    vendor_id: deal.vendor_id,
    order_id: input.order_id ?? null,
    title,
    description,
    created_at: iso(now),
  })
}
