import { hasVerifiedContacts } from '../../../src/lib/account-status'
import {
  AD_REQUEST_STATUS,
  AD_TEXTS,
  adEndDay,
  adQuote,
  adStartError,
  canAdvertiseDeal,
  canPayAdRequest,
} from '../../../src/lib/ad-rules'
import { indiaDay } from '../../../src/lib/dates'
import { announce } from '../../events/events'
import { dayFormatText } from '../../../src/lib/form-rules'
import { db, nextId } from '../../store/db'
import type { AdOrderRecord, AdvertisementRecord } from './records'
import type { UserRecord } from '../../store/records'
import { effectiveStatus } from '../catalogue/rules'
import { ACCOUNT } from '../../ledger/chart-of-accounts'
import { clock, iso } from '../../clock/clock'
import { paidAdOrders } from './requests'
import { HttpError, invalidField } from '../../kit/http-error'
import { PLATFORM, pointsBalance, post, reverse, txnByCause, type Line } from '../../ledger/ledger'

/**
 * Advertisements (spec 3 §2 Advertisements, §4, §5; docs/decisions/ads.md): the packages on sale and a vendor's
 * order of one for its deal. The server recomputes every amount (adQuote, integer paise); the points an order uses
 * are held when it is placed (a ledger transaction, given back if the gateway declines), and the sale is posted once
 * when it is paid.
 */

/** The packages on sale (Hola's, not the vendors' requests), cheapest first. */
export const adPackages = (): AdvertisementRecord[] =>
  db.advertisements
    .findMany((q) => q.where({ vendor_id: null }))
    .sort((a, b) => (a.price_paise ?? 0) - (b.price_paise ?? 0) || a.id - b.id)

/**
 * A package by its id (the details page) or its uuid (the payment page), or the caller's own approved request (which
 * is bought the same way); 404 when there is none, for another vendor's request, or one not approved.
 */
export function adPackage(idOrUuid: string, vendor?: UserRecord): AdvertisementRecord {
  const byId = /^\d+$/.test(idOrUuid) ? Number(idOrUuid) : null
  const ad = db.advertisements.findFirst((q) => q.where(byId !== null ? { id: byId } : { uuid: idOrUuid }))
  const visible =
    ad &&
    (ad.vendor_id === null ||
      (vendor && ad.vendor_id === vendor.id && ad.status === AD_REQUEST_STATUS.approved && ad.price_paise !== null))
  if (!visible) throw new HttpError(404, AD_TEXTS.packageNotFound)
  return ad
}

export type PurchaseInput = {
  advertisement_id: string
  deal_id: string
  start_date: string
  payment_mode: number
  holapoints: 0 | 1
}

/** The ledger's causes of an order: its points held at purchase, and its sale once paid. */
export const adPointsCause = (o: { id: number }) => `ad-order:${o.id}:points`
export const adSaleCause = (o: { id: number }) => `ad-order:${o.id}:sale`

const DAY = /^\d{4}-\d{2}-\d{2}$/

/**
 * vendor/purchase-advertise: an order of the package for one of the vendor's deals from `start_date`. Refused under
 * start_date (missing, unreadable, before today), under deal_id (missing, not the vendor's, not active: '{deal name}
 * deal is not active', spec 3 §4), under holapoints (asked for with no points). Points cover what they can; when they
 * cover it all the order is paid at once, otherwise it waits for the gateway. A vendor whose email or phone is not
 * verified is refused (403, spec 3 §2).
 */
export async function purchaseAd(vendor: UserRecord, input: PurchaseInput, now = clock.now()): Promise<AdOrderRecord> {
  if (!hasVerifiedContacts(vendor)) throw new HttpError(403, AD_TEXTS.notVerified)
  const ad = adPackage(input.advertisement_id, vendor)
  // A request is paid once (spec 3 §4: Approved with no orders yet), for the deal staff approved it for.
  if (ad.vendor_id !== null && !canPayAdRequest(ad.status, paidAdOrders(ad.id).length))
    throw invalidField('advertisement_id', AD_TEXTS.notPayable)
  const today = indiaDay(now)
  const start = DAY.test(input.start_date) && !Number.isNaN(Date.parse(input.start_date)) ? input.start_date : ''
  // Sent in another form (27-11-2026): say so and the form expected; only a missing day is "required".
  const startError = input.start_date.trim() && !start ? dayFormatText('start_date') : adStartError(start, today)
  if (startError) throw invalidField('start_date', startError)
  if (!input.deal_id) throw invalidField('deal_id', AD_TEXTS.dealRequired)
  const deal = db.deals.findFirst((q) => q.where({ uuid: input.deal_id }))
  if (!deal || deal.vendor_id !== vendor.id) throw invalidField('deal_id', AD_TEXTS.dealNotYours)
  if (ad.deal_id !== null && deal.id !== ad.deal_id) throw invalidField('deal_id', AD_TEXTS.notRequestDeal)
  // The deal's status today (an end date passed is expired), as the vendor's deal list shows it.
  if (!canAdvertiseDeal({ deal_status: effectiveStatus(deal, today), is_active: deal.is_active }))
    throw invalidField('deal_id', AD_TEXTS.dealNotActive(deal.name))
  const balance = pointsBalance(vendor.id)
  if (input.holapoints === 1 && balance <= 0) throw invalidField('holapoints', AD_TEXTS.noPoints)
  const q = adQuote({
    pricePaise: ad.price_paise ?? 0,
    discountPercent: ad.discount,
    pointsBalance: balance,
    usePoints: input.holapoints === 1,
  })
  const id = nextId(db.adOrders)
  const order = await db.adOrders.create({
    id,
    uuid: crypto.randomUUID(),
    advertisement_id: ad.id,
    vendor_id: vendor.id,
    deal_id: deal.id,
    ...adOrderTerms(ad, start, q),
    payment_mode: input.payment_mode,
    tid_id: `A${now}${id}`,
    status: 'pending',
    created_at: iso(now),
    settled_at: null,
  })
  if (q.pointsUsed > 0)
    await post({
      kind: 'ad_points_held',
      cause: adPointsCause(order),
      memo: order.tid_id,
      at: now,
      lines: [
        { account: ACCOUNT.userPoints, owner: vendor.id, unit: 'points', amount: -q.pointsUsed },
        { account: ACCOUNT.holaPoints, owner: PLATFORM, unit: 'points', amount: q.pointsUsed },
      ],
    })
  if (q.payPaise === 0) return settleAdOrder(order, 'success', now)
  return order
}

export const adOrderById = (id: number) => db.adOrders.findFirst((q) => q.where({ id }))

/** The vendor's own order that still waits for the gateway (vendor/get-encrypt-key, payment_for ads). */
export function waitingAdOrder(vendor: UserRecord, id: number): AdOrderRecord {
  const o = adOrderById(id)
  if (!o || o.vendor_id !== vendor.id) throw new HttpError(404, AD_TEXTS.orderNotFound)
  if (o.status !== 'pending' || o.pay_paise === 0) throw invalidField('order_id', AD_TEXTS.notWaiting)
  return o
}

/**
 * The gateway's outcome for an order, applied once: a success posts the sale (what the vendor paid in money and in
 * points' value, to Hola's ad sales and the GST it owes); a decline or abort gives the held points back. An order
 * already settled changes nothing.
 */
export async function settleAdOrder(
  o: AdOrderRecord,
  outcome: 'success' | 'failure' | 'aborted',
  now: number,
): Promise<AdOrderRecord> {
  if (o.status !== 'pending') return o
  if (outcome === 'success') {
    const lines: Line[] = [
      { account: ACCOUNT.customerPayments, owner: o.vendor_id, unit: 'paise', amount: -o.pay_paise },
      { account: ACCOUNT.pointsPayments, owner: o.vendor_id, unit: 'paise', amount: -o.points_paise },
      { account: ACCOUNT.adSales, owner: PLATFORM, unit: 'paise', amount: o.price_paise - o.discount_paise },
      { account: ACCOUNT.gstPayable, owner: PLATFORM, unit: 'paise', amount: o.gst_paise },
    ]
    const nonZero = lines.filter((l) => l.amount !== 0)
    if (nonZero.length > 0)
      await post({ kind: 'ad_sale', cause: adSaleCause(o), memo: o.tid_id, at: now, lines: nonZero })
  } else {
    const held = txnByCause(adPointsCause(o))
    if (held) await reverse(held, { kind: 'ad_points_returned', memo: o.tid_id, at: now })
  }
  const settled = await db.adOrders.update((q) => q.where({ id: o.id }), {
    data(r) {
      r.status = outcome === 'success' ? 'paid' : 'failed'
      r.settled_at = iso(now)
    },
  })
  // Announced like every other payment (order.paid, commission.paid, membership.upgraded): the vendor is told and
  // their open ad screens read again (ARCHITECTURE: domain events).
  if (outcome === 'success') await announce('ad_order.paid', { ad_order_id: o.id, vendor_id: o.vendor_id }, now)
  return settled ?? o
}

/** The vendor's paid orders, latest first (vendor/ads-orders, the history). */
export const paidOrdersOf = (vendor: UserRecord): AdOrderRecord[] =>
  db.adOrders
    .findMany((q) => q.where({ vendor_id: vendor.id, status: 'paid' }))
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)

/** The vendor's own paid order by id (its invoice); another vendor's, an unknown or an unpaid one is a 404. */
export function ownPaidOrder(vendor: UserRecord, id: number): AdOrderRecord {
  const o = adOrderById(id)
  if (!o || o.vendor_id !== vendor.id || o.status !== 'paid') throw new HttpError(404, AD_TEXTS.orderNotFound)
  return o
}

/** An ad order's run and figures from its package, start day and quote (adQuote): a purchase's and the seed's. */
export function adOrderTerms(ad: AdvertisementRecord, start: string, q: ReturnType<typeof adQuote>) {
  return {
    start_date: start,
    end_date: adEndDay(start, ad.days),
    days: ad.days,
    discount: ad.discount,
    price_paise: q.pricePaise,
    discount_paise: q.discountPaise,
    gst_paise: q.gstPaise,
    total_paise: q.totalPaise,
    points_used: q.pointsUsed,
    points_paise: q.pointsPaise,
    pay_paise: q.payPaise,
  }
}
