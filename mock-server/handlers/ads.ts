import {
  adsDetailResponse,
  adsListResponse,
  purchaseAdvertiseRequest,
  purchaseAdvertiseResponse,
} from '../../src/api/schemas/ads'
import { AD_TEXTS } from '../../src/lib/ad-rules'
import { toRupees } from '../../src/lib/money'
import { db } from '../db'
import type { AdvertisementRecord } from '../db/ads-records'
import { adPackage, adPackages, purchaseAd } from '../domain/ads'
import { endpoint } from './kit'

/** A package as spec 3 §3 "Advertisement" lists it. */
function presentAd(ad: AdvertisementRecord) {
  return {
    id: ad.id,
    uuid: ad.uuid,
    title: ad.title,
    description: ad.description,
    price: toRupees(ad.price_paise),
    days: ad.days,
    discount: ad.discount,
    media: { path: ad.image },
    advertisement_category_multi: ad.category_ids
      .map((id) => db.adCategories.findFirst((q) => q.where({ id })))
      .filter((c) => c != null)
      .map((c) => ({ id: c.id, name: c.name })),
  }
}

/** Advertisements (spec 3 §7): the packages, and buying one for a deal. */
export const adsHandlers = [
  endpoint('get', 'vendor/ads-list', { access: 'vendor', response: adsListResponse }, () => ({
    ads: adPackages().map(presentAd),
  })),
  endpoint('get', 'vendor/ads-detail/:id', { access: 'vendor', response: adsDetailResponse }, ({ params }) => ({
    ad: presentAd(adPackage(params.id ?? '')),
  })),
  endpoint(
    'post',
    'vendor/purchase-advertise',
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
]
