import { listDealResponse, removeDealResponse, type VendorListDeal } from '../../src/api/schemas/vendor-deals'
import { DEAL_STATUSES } from '../domain/catalogue'
import { VENDOR_DEAL_MESSAGES, removeVendorDeal, vendorDeals } from '../domain/vendor-deals'
import { endpoint } from './kit'

/** A vendor's deal in its own list: the record's wire fields and the reviewer's comments when it was sent back. */
function listDeal({ deal, status, comments }: ReturnType<typeof vendorDeals>[number]): VendorListDeal {
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

/** The vendor's own deals (spec 2 §7): list, remove. Vendors only; a deal is its owner's alone. */
export const vendorDealHandlers = [
  endpoint('get', 'vendor/list-deal', { access: 'vendor', response: listDealResponse }, ({ caller }) => ({
    deals: vendorDeals(caller.user).map(listDeal),
    deal_status: DEAL_STATUSES.map((s) => ({ id: s.id, name: s.name })),
  })),
  endpoint('delete', 'vendor/remove-deal/:id', { access: 'vendor', response: removeDealResponse }, ({ params, caller }) => {
    removeVendorDeal(caller.user, params.id ?? '')
    return { success: true as const, message: VENDOR_DEAL_MESSAGES.removed }
  }),
]
