import { hasVerifiedContacts } from '../../../src/lib/account-status'
import {
  AD_REQUEST_STATUS,
  AD_TEXTS,
  adDaysError,
  adRequestErrors,
  canEditAdRequest,
  type AdRequestInput,
} from '../../../src/lib/ad-rules'
import { rupeesText, toPaise } from '../../../src/lib/money'
import { db, nextId } from '../../store/db'
import type { AdvertisementRecord } from './records'
import type { UserRecord } from '../../store/records'
import { clock, iso } from '../../clock/clock'
import { announce } from '../../events/events'
import { HttpError } from '../../kit/http-error'

/**
 * A vendor's advertisement requests (spec 3 §2, §3 request statuses, §4, §5; docs/decisions/ads.md): a request is an
 * advertisement of the vendor's own (`vendor_id`, `deal_id`), made Requested, priced by staff when they approve it
 * (price, the package's discount and days), or rejected with their reason. Only a Requested or Rejected one can be
 * edited (and goes back to Requested); once Approved with no orders yet it is bought like a package.
 */

const DEFAULT_IMAGE = '/img/categories/food.svg'

const fieldErrors = (errors: Record<string, string>) =>
  new HttpError(
    422,
    Object.values(errors)[0] ?? AD_TEXTS.saveFailed,
    Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, [v]])),
  )

/** The places an ad may show (vendor/load-advertise-category). */
export const adPlacements = () => db.adCategories.all().sort((a, b) => a.id - b.id)

/** The vendor's requests, latest first. */
export const vendorAdRequests = (vendor: UserRecord): AdvertisementRecord[] =>
  db.advertisements
    .findMany((q) => q.where({ vendor_id: vendor.id }))
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)

/** A request's orders that count: paid ones (a declined or abandoned payment leaves the request payable). */
export const paidAdOrders = (adId: number) =>
  db.adOrders.findMany((q) => q.where({ advertisement_id: adId, status: 'paid' }))

/** The vendor's own request by id; another vendor's or an unknown one is a 404. */
export function ownAdRequest(vendor: UserRecord, id: number): AdvertisementRecord {
  const ad = db.advertisements.findFirst((q) => q.where({ id }))
  if (!ad || ad.vendor_id !== vendor.id) throw new HttpError(404, AD_TEXTS.requestNotFound)
  return ad
}

export type AdRequestBody = Omit<AdRequestInput, 'days'> & { days: number }

/** The checked fields of a request: the rules of ad-rules.ts, then the deal is the vendor's and the places exist. */
function checkedRequest(vendor: UserRecord, body: AdRequestBody) {
  if (!hasVerifiedContacts(vendor)) throw new HttpError(403, AD_TEXTS.notVerified)
  const errors = adRequestErrors(body)
  if (Object.keys(errors).length > 0) throw fieldErrors(errors)
  const deal = db.deals.findFirst((q) => q.where({ uuid: body.deal_id }))
  if (!deal || deal.vendor_id !== vendor.id) throw fieldErrors({ deal_id: AD_TEXTS.dealNotYours })
  const known = new Set(adPlacements().map((c) => c.id))
  const ids = [...new Set(body.advertisement_category_id)]
  if (ids.some((id) => !known.has(id))) throw fieldErrors({ advertisement_category_id: AD_TEXTS.unknownCategory })
  return {
    title: body.title.trim(),
    description: body.description.trim(),
    days: body.days,
    deal_id: deal.id,
    category_ids: ids.sort((a, b) => a - b),
  }
}

/** vendor/ads-create: a new request, Requested, with no price until staff set one. */
export async function createAdRequest(vendor: UserRecord, body: AdRequestBody, now = clock.now()) {
  const fields = checkedRequest(vendor, body)
  const id = nextId(db.advertisements)
  return db.advertisements.create({
    id,
    uuid: crypto.randomUUID(),
    ...fields,
    price_paise: null,
    discount: 0,
    image: DEFAULT_IMAGE,
    created_at: iso(now),
    vendor_id: vendor.id,
    status: AD_REQUEST_STATUS.requested,
    reason: null,
    queued_at: iso(now),
  })
}

/** vendor/ads-update: an edit of a Requested or Rejected request, which goes (back) to Requested; others are a 422. */
export async function updateAdRequest(vendor: UserRecord, body: AdRequestBody & { id: number }, now = clock.now()) {
  const ad = ownAdRequest(vendor, body.id)
  if (!canEditAdRequest(ad.status)) throw fieldErrors({ id: AD_TEXTS.notEditable })
  const fields = checkedRequest(vendor, body)
  const saved = await db.advertisements.update((q) => q.where({ id: ad.id }), {
    data(r) {
      Object.assign(r, fields)
      r.status = AD_REQUEST_STATUS.requested
      r.reason = null
      r.price_paise = null
      r.queued_at = iso(now)
    },
  })
  return saved ?? ad
}

/** vendor/ads-remove: deletes a request; one with a paid or waiting order stays (422: the history needs it). */
export async function removeAdRequest(vendor: UserRecord, id: number) {
  if (!hasVerifiedContacts(vendor)) throw new HttpError(403, AD_TEXTS.notVerified)
  const ad = ownAdRequest(vendor, id)
  const live = db.adOrders.findMany((q) => q.where({ advertisement_id: ad.id })).some((o) => o.status !== 'failed')
  if (live) throw fieldErrors({ id: AD_TEXTS.hasOrders })
  await db.advertisements.delete((q) => q.where({ id: ad.id }))
}

/** Requests waiting for staff (the staff queue's ad requests), oldest first. */
export const adRequestsAwaitingReview = () =>
  db.advertisements
    .findMany((q) => q.where({ status: AD_REQUEST_STATUS.requested }))
    .filter((a) => a.vendor_id !== null)
    .sort((a, b) => a.queued_at.localeCompare(b.queued_at))

function waitingRequest(uuid: string): AdvertisementRecord {
  const ad = db.advertisements.findFirst((q) => q.where({ uuid }))
  if (!ad || ad.vendor_id === null) throw new HttpError(404, AD_TEXTS.requestNotFound)
  if (ad.status !== AD_REQUEST_STATUS.requested)
    throw new HttpError(409, 'This advertisement request is not waiting for staff.')
  return ad
}

export type AdApproval = { price: string; discount: string; days: string }

/** What staff must give to approve: a price in rupees (above 0), the package's discount (0 to 100%) and the days. */
export function approvalErrors(a: AdApproval): Record<string, string> {
  const errors: Record<string, string> = {}
  const price = Number(a.price)
  if (!a.price.trim() || !Number.isFinite(price) || price <= 0 || !/^\d+(\.\d{1,2})?$/.test(a.price.trim()))
    errors.price = 'The price must be an amount in rupees above 0.'
  const discount = Number(a.discount || '0')
  if (!Number.isFinite(discount) || discount < 0 || discount > 100) errors.discount = 'The discount must be 0 to 100%.'
  const days = adDaysError(a.days)
  if (days) errors.days = days
  return errors
}

async function tellVendor(vendorId: number, subject: string, text: string, now: number) {
  const vendor = db.users.findFirst((q) => q.where({ id: vendorId }))
  if (!vendor?.email) return
  await db.outbox.create({
    id: nextId(db.outbox),
    channel: 'email',
    to: vendor.email,
    subject,
    text,
    otp: null,
    created_at: iso(now),
  })
}

/** Staff approve a request: its price, the package's discount and its days are set; the vendor is told by email. */
export async function approveAdRequest(uuid: string, approval: AdApproval, now = clock.now()) {
  const ad = waitingRequest(uuid)
  const errors = approvalErrors(approval)
  if (Object.keys(errors).length > 0) throw fieldErrors(errors)
  const price = toPaise(Number(approval.price))
  const saved = await db.advertisements.update((q) => q.where({ id: ad.id }), {
    data(r) {
      r.status = AD_REQUEST_STATUS.approved
      r.price_paise = price
      r.discount = Number(approval.discount || '0')
      r.days = Number(approval.days)
      r.reason = null
    },
  })
  await announce('ad_request.approved', { request_id: ad.id, vendor_id: ad.vendor_id! }, now)
  await tellVendor(
    ad.vendor_id!,
    `Your advertisement request is approved: ${ad.title}`,
    `Your advertisement "${ad.title}" is approved at Rs. ${rupeesText(price)} for ${approval.days} days. Pay for it from Advertisement Request to start it.`,
    now,
  )
  return saved ?? ad
}

/** Staff reject a request with their reason (required: the vendor reads it to correct the request). */
export async function rejectAdRequest(uuid: string, reason: string | undefined, now = clock.now()) {
  const ad = waitingRequest(uuid)
  const why = (reason ?? '').trim()
  if (!why) throw fieldErrors({ reason: 'Say why the request is rejected.' })
  const saved = await db.advertisements.update((q) => q.where({ id: ad.id }), {
    data(r) {
      r.status = AD_REQUEST_STATUS.rejected
      r.reason = why
    },
  })
  await announce('ad_request.rejected', { request_id: ad.id, vendor_id: ad.vendor_id!, reason: why }, now)
  await tellVendor(
    ad.vendor_id!,
    `Your advertisement request is rejected: ${ad.title}`,
    `Your advertisement "${ad.title}" was not approved: ${why} You can edit it and send it again.`,
    now,
  )
  return saved ?? ad
}
