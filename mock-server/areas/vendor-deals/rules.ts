import { VENDOR_DEALS_TEXTS } from '../../../src/lib/vendor-deal-texts'
import { DEAL_STATUS } from '../../../src/lib/deal-status'
import { db, nextId } from '../../store/db'
import type { DealRecord } from '../catalogue/records'
import type { UserRecord } from '../../store/records'
import { KEPT_LIST } from '../customer-deals/kept-lists'
import { clock, iso } from '../../clock/clock'
import { effectiveStatus, today } from '../catalogue/rules'
import { HttpError, forbidden } from '../../kit/http-error'
import { paginate } from '../../kit/paginate'
import { announce } from '../../events/events'

/** The reviewer's remarks on a deal sent back, or null when nobody sent it back (or it was corrected since). */
export function commentsOf(dealId: number): Record<string, string> | null {
  return db.dealComments.findFirst((q) => q.where({ deal_id: dealId }))?.comments ?? null
}

/**
 * vendor/list-deal: every deal of the vendor, newest first, with the status a reader would give it today (an active
 * deal past its end date reads expired, as listings treat it).
 */
export function vendorDeals(vendor: UserRecord, now = clock.now()) {
  const day = today(now)
  return db.deals
    .all()
    .filter((d) => d.vendor_id === vendor.id)
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
    .map((deal) => ({ deal, status: effectiveStatus(deal, day), comments: commentsOf(deal.id) }))
}

/** The vendor's own deal by uuid: unknown is a 404, another vendor's a 403 (spec 2 §6: only the owner). */
export function vendorsDeal(vendor: UserRecord, uuid: string): DealRecord {
  const deal = db.deals.findFirst((q) => q.where({ uuid }))
  if (!deal) throw new HttpError(404, VENDOR_DEALS_TEXTS.notFound)
  if (deal.vendor_id !== vendor.id) throw forbidden(VENDOR_DEALS_TEXTS.notYours)
  return deal
}

/**
 * vendor/remove-deal/{uuid}: the owner removes a deal, with its comments, reports and the students' entries of it. Refused
 * with a 409 (and `msg`, spec 2 §8) while an active deal sits in a student's My Deals: they mean to buy it, so the
 * vendor switches it off instead (docs/decisions/vendor-deals.md).
 */
export function removeVendorDeal(vendor: UserRecord, uuid: string, now = clock.now()) {
  const deal = vendorsDeal(vendor, uuid)
  const held = db.cartItems.findFirst((q) => q.where({ deal_id: deal.id, cart_type: KEPT_LIST.myDeals }))
  if (held && effectiveStatus(deal, today(now)) === DEAL_STATUS.active) {
    throw new HttpError(409, VENDOR_DEALS_TEXTS.heldByCustomers, undefined, {
      msg: VENDOR_DEALS_TEXTS.heldByCustomers,
    })
  }
  db.cartItems.deleteMany((q) => q.where({ deal_id: deal.id }))
  db.dealReports.deleteMany((q) => q.where({ deal_id: deal.id }))
  db.dealComments.deleteMany((q) => q.where({ deal_id: deal.id }))
  db.deals.deleteMany((q) => q.where({ id: deal.id }))
}

/** A deal waiting for staff: new or edited (not approved, pending) and not sent back to its vendor. */
export function dealsAwaitingReview(): DealRecord[] {
  const sentBack = new Set(db.dealComments.all().map((c) => c.deal_id))
  return db.deals
    .all()
    .filter((d) => d.is_approved === 0 && d.deal_status === DEAL_STATUS.pending && !sentBack.has(d.id))
}

function awaitingReview(uuid: string): DealRecord {
  const deal = dealsAwaitingReview().find((d) => d.uuid === uuid)
  if (!deal) throw new HttpError(404, 'No deal with this id is waiting for review.')
  return deal
}

/**
 * Staff approve a deal: it is published (approved, active; listings still apply their own rules: the vendor's KYC,
 * the dates, the stock and the Is Active switch).
 */
export async function approveDeal(uuid: string) {
  const deal = awaitingReview(uuid)
  await db.deals.update((q) => q.where({ id: deal.id }), {
    data(d) {
      d.is_approved = 1
      d.deal_status = DEAL_STATUS.active
    },
  })
  db.dealComments.deleteMany((q) => q.where({ deal_id: deal.id }))
  await announce('deal.approved', { deal_id: deal.id })
}

/**
 * Staff reject a deal with a remark per field (only the fields of deal_comments, at least one): the deal is sent back,
 * it stays pending and unapproved, and its vendor sees 'Edit this Deal to Publish' until they correct it.
 */
export async function rejectDeal(
  uuid: string,
  comments: Record<string, string>,
  allowed: readonly string[],
  now = clock.now(),
) {
  const deal = awaitingReview(uuid)
  const kept = Object.fromEntries(
    Object.entries(comments)
      .filter(([k, v]) => allowed.includes(k) && v.trim() !== '')
      .map(([k, v]) => [k, v.trim()]),
  )
  const unknown = Object.keys(comments).filter((k) => !allowed.includes(k))
  if (unknown.length > 0)
    throw new HttpError(
      422,
      `Unknown field: ${unknown[0]}`,
      Object.fromEntries(unknown.map((k) => [`comments.${k}`, [`Unknown field: ${k}`]])),
    )
  if (Object.keys(kept).length === 0)
    throw new HttpError(422, 'Write a comment on at least one field.', {
      comments: ['Write a comment on at least one field.'],
    })
  db.dealComments.deleteMany((q) => q.where({ deal_id: deal.id }))
  await db.dealComments.create({ id: nextId(db.dealComments), deal_id: deal.id, comments: kept, created_at: iso(now) })
  await announce('deal.sent_back', { deal_id: deal.id, comments: kept }, now)
}

/**
 * vendor/list-reported-deal: the customers' reports about the vendor's own deals, newest first, one page of
 * `perPage`. A page past the last answers the last page's place with no rows (Laravel's paginator does the same).
 */
export function reportsAboutVendor(vendor: UserRecord, page: number, perPage: number) {
  const rows = db.dealReports
    .all()
    .filter((r) => r.vendor_id === vendor.id)
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
  return paginate(rows, page, perPage)
}
