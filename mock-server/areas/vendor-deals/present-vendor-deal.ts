import type { CorrectionDeal, ReportedDeal, VendorListDeal } from '../../../src/api/schemas/vendor-deals'
import { db } from '../../store/db'
import type { DealRecord } from '../catalogue/records'
import type { DealReportRecord } from '../customer-deals/records'
import { effectiveStatus, today } from '../catalogue/rules'
import { commentsOf, type vendorDeals } from './rules'

/** A vendor's deal in its own list: the record's wire fields and the reviewer's comments when it was sent back. */
export function listDeal({ deal, status, comments }: ReturnType<typeof vendorDeals>[number]): VendorListDeal {
  return {
    id: deal.id,
    uuid: deal.uuid,
    deal_code: deal.deal_code,
    name: deal.name,
    small_image: { path: deal.small_image },
    deal_price: deal.deal_price,
    discount: deal.discount,
    deal_status: status,
    deal_available: deal.deal_available,
    is_open_deal: deal.is_open_deal,
    is_active: deal.is_active,
    is_approved: deal.is_approved,
    from_date: deal.from_date,
    end_date: deal.end_date,
    deal_comments: comments ? { comment: { comments } } : null,
  }
}

/** A report as the Reported Deals table reads it: the deal's code, name and uuid, who reported it, whose deal it is. */
export function reportRow(report: DealReportRecord): ReportedDeal {
  const deal = db.deals.findFirst((q) => q.where({ id: report.deal_id }))
  const customer = db.users.findFirst((q) => q.where({ id: report.customer_id }))
  const vendor = db.users.findFirst((q) => q.where({ id: report.vendor_id }))
  return {
    id: report.id,
    title: report.title,
    description: report.description,
    created_at: report.created_at,
    deal: { deal_code: deal?.deal_code ?? '', name: deal?.name ?? '(removed deal)', uuid: deal?.uuid ?? '' },
    customer: { full_name: customer?.full_name ?? '' },
    vendor: { full_name: vendor?.full_name ?? '' },
  }
}

/** A deal as the correction page reads it: every field it edits, its names for ids, and the reviewer's comments. */
export function correctionDealOf(deal: DealRecord): CorrectionDeal {
  const named = <T extends { id: number; name: string }>(rows: T[], ids: number[]) =>
    ids.flatMap((id) => rows.filter((r) => r.id === id).map((r) => ({ id: r.id, name: r.name })))
  const product = deal.product_id === null ? undefined : db.products.findFirst((q) => q.where({ id: deal.product_id! }))
  const comments = commentsOf(deal.id)
  return {
    id: deal.id,
    uuid: deal.uuid,
    name: deal.name,
    deal_price: deal.deal_price,
    discount: deal.discount,
    deal_available: deal.deal_available,
    description: deal.description,
    terms_conditions: deal.terms_conditions,
    hola_for_deal: deal.hola_for_deal,
    from_date: deal.from_date,
    end_date: deal.end_date,
    is_active: deal.is_active,
    is_open_deal: deal.is_open_deal,
    is_approved: deal.is_approved,
    deal_status: effectiveStatus(deal, today()),
    deal_criteria: deal.criteria.map((c) => ({ ...c })),
    deal_categories: named(db.categories.all(), deal.category_ids),
    keywords: named(db.keywords.all(), deal.keyword_ids),
    product: product ? { uuid: product.uuid, name: product.name } : null,
    address: { address: deal.address },
    days: [...deal.days],
    banner_image: { path: deal.banner_image },
    small_image: { path: deal.small_image },
    deal_comments: comments ? { comment: { comments } } : null,
  }
}
