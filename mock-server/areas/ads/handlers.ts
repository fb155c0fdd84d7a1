import { type } from '../../../src/api/schemas/lazy'
import {
  adsCreateRequest,
  adsDetailResponse,
  adsInvoiceRequest,
  adsListResponse,
  adsOrdersRequest,
  adsOrdersResponse,
  adsRemoveRequest,
  adsRemoveResponse,
  adsRequestResponse,
  adsSaveResponse,
  adsUpdateRequest,
  loadAdvertiseCategoryResponse,
  purchaseAdvertiseRequest,
  purchaseAdvertiseResponse,
} from '../../../src/api/schemas/ads'
import { AD_HISTORY_PER_PAGE, AD_TEXTS, adInvoiceFileName } from '../../../src/lib/ad-rules'
import { toRupees } from '../../../src/lib/money'
import { byId, db } from '../../store/db'
import type { AdOrderRecord, AdvertisementRecord } from './records'
import {
  adPlacements,
  createAdRequest,
  paidAdOrders,
  removeAdRequest,
  updateAdRequest,
  vendorAdRequests,
} from './requests'
import { adInvoice } from './invoice'
import { adPackage, adPackages, ownPaidOrder, paidOrdersOf, purchaseAd } from './rules'
import { paginate, presentPage } from '../../kit/paginate'
import { endpoint } from '../../kit/endpoint'
import { pdfAnswer } from '../../kit/pdf-answer'
import { ENDPOINTS } from '../../../src/api/endpoints'

const placementsOf = (ad: AdvertisementRecord) =>
  ad.category_ids
    .map((id) => byId(db.adCategories, id))
    .filter((c) => c != null)
    .map((c) => ({ id: c.id, name: c.name }))

const dealOf = (id: number | null) => {
  const deal = id === null ? null : byId(db.deals, id)
  return deal ? { id: deal.id, uuid: deal.uuid, name: deal.name } : null
}

/** A package (or an approved request, bought the same way) as spec 3 §3 "Advertisement" lists it. */
function presentAd(ad: AdvertisementRecord) {
  return {
    id: ad.id,
    uuid: ad.uuid,
    title: ad.title,
    description: ad.description,
    price: toRupees(ad.price_paise ?? 0),
    days: ad.days,
    discount: ad.discount,
    media: { path: ad.image },
    advertisement_category_multi: placementsOf(ad),
    ...(ad.vendor_id === null ? {} : { deal: dealOf(ad.deal_id) }),
  }
}

/** A vendor's request with its status, price (null until approved), deal, paid orders and the staff's reason. */
function presentRequest(ad: AdvertisementRecord) {
  return {
    id: ad.id,
    uuid: ad.uuid,
    title: ad.title,
    description: ad.description,
    price: ad.price_paise === null ? null : toRupees(ad.price_paise),
    days: ad.days,
    discount: ad.discount,
    status: ad.status,
    deal: dealOf(ad.deal_id),
    advertisement_category_multi: placementsOf(ad),
    orders: paidAdOrders(ad.id).map((o) => ({ id: o.id })),
    reason: ad.reason,
  }
}

/** An order as the history lists it (spec 3 §3 Advertisement order). */
function presentOrder(o: AdOrderRecord) {
  const ad = byId(db.advertisements, o.advertisement_id)
  return {
    id: o.id,
    uuid: o.uuid,
    start_date: o.start_date,
    end_date: o.end_date,
    discount: o.discount,
    advertisement: { title: ad?.title ?? '(deleted advertisement)' },
    deal: { name: dealOf(o.deal_id)?.name ?? '(deleted deal)' },
    payment: { amount: toRupees(o.price_paise), total: toRupees(o.total_paise), used_holapoints: o.points_used },
  }
}

/** Advertisements (spec 3 §7): the packages and buying one, the vendor's requests, its orders and their invoices. */
export const adsHandlers = [
  endpoint(ENDPOINTS['GET vendor/ads-list'], { reads: true, access: 'vendor', response: adsListResponse }, () => ({
    ads: adPackages().map(presentAd),
  })),
  endpoint(
    ENDPOINTS['GET vendor/ads-detail/{id}'],
    { reads: true, access: 'vendor', response: adsDetailResponse },
    ({ params, caller }) => ({
      ad: presentAd(adPackage(params.id ?? '', caller.user)),
    }),
  ),
  endpoint(
    ENDPOINTS['POST vendor/purchase-advertise'],
    { body: purchaseAdvertiseRequest, access: 'vendor', response: purchaseAdvertiseResponse },
    async ({ body, caller }) => {
      const order = await purchaseAd(caller.user, body)
      const paid = order.pay_paise === 0
      return {
        code: paid ? (200 as const) : (202 as const),
        message: paid ? AD_TEXTS.paidWithPoints : AD_TEXTS.toGateway,
        order_id: order.id,
        amount: toRupees(order.pay_paise),
        tid_id: order.tid_id,
      }
    },
  ),
  endpoint(
    ENDPOINTS['GET vendor/load-advertise-category'],
    { reads: true, access: 'vendor', response: loadAdvertiseCategoryResponse },
    () => ({ categories: adPlacements().map((c) => ({ id: c.id, name: c.name })) }),
  ),
  endpoint(
    ENDPOINTS['GET vendor/ads-request'],
    { reads: true, access: 'vendor', response: adsRequestResponse },
    ({ caller }) => ({
      ads: vendorAdRequests(caller.user).map(presentRequest),
    }),
  ),
  endpoint(
    ENDPOINTS['POST vendor/ads-create'],
    { body: adsCreateRequest, access: 'vendor', response: adsSaveResponse },
    async ({ body, caller }) => ({
      success: true as const,
      message: AD_TEXTS.requestSaved,
      ad: presentRequest(await createAdRequest(caller.user, body)),
    }),
  ),
  endpoint(
    ENDPOINTS['POST vendor/ads-update'],
    { body: adsUpdateRequest, access: 'vendor', response: adsSaveResponse },
    async ({ body, caller }) => ({
      success: true as const,
      message: AD_TEXTS.requestSaved,
      ad: presentRequest(await updateAdRequest(caller.user, body)),
    }),
  ),
  endpoint(
    ENDPOINTS['POST vendor/ads-remove'],
    { body: adsRemoveRequest, access: 'vendor', response: adsRemoveResponse },
    async ({ body, caller }) => {
      await removeAdRequest(caller.user, body.id)
      return { success: true as const, message: AD_TEXTS.requestRemoved }
    },
  ),
  endpoint(
    ENDPOINTS['POST vendor/ads-orders'],
    { reads: true, body: adsOrdersRequest, access: 'vendor', response: adsOrdersResponse },
    ({ body, caller }) => ({
      orders: presentPage(paginate(paidOrdersOf(caller.user), body.page, AD_HISTORY_PER_PAGE), presentOrder),
    }),
  ),
  endpoint(
    ENDPOINTS['POST vendor/ads-invoice'],
    { body: adsInvoiceRequest, access: 'vendor', response: type('unknown') },
    async ({ body, caller }) => {
      const data = adInvoice(ownPaidOrder(caller.user, body.id))
      // pdf-lib loads when a document is first asked for, not with the demo.
      const { adInvoicePdf } = await import('../../documents/ad-invoice-pdf')
      return pdfAnswer(await adInvoicePdf(data), adInvoiceFileName(data))
    },
  ),
]
