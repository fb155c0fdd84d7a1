import { NOT_VERIFIED } from '../../../src/lib/customer-deal-texts'
import { db } from '../../store/db'
import type { DealRecord } from '../catalogue/records'
import type { UserRecord } from '../../store/records'
import { approvedVendorIds, effectiveStatus, isPublished, today } from '../catalogue/rules'
import { clock } from '../../clock/clock'
import { HttpError, notFound } from '../../kit/http-error'
import { hasVerifiedContacts } from '../../../src/lib/account-status'

/**
 * A deal customers can see and act on: the one whose details page is public (the catalogue's rule: approved, active
 * or expired, from an approved vendor). Others are a 404 to them.
 */
export function isPublicDeal(deal: DealRecord, now = clock.now()): boolean {
  return isPublished(deal, today(now), approvedVendorIds())
}

/** The status customers see: an active deal past its end date is expired already (the catalogue's rule). */
export const statusNow = (deal: DealRecord, now = clock.now()) => effectiveStatus(deal, today(now))

/** The public deal with this uuid, or a 404. */
export function publicDealByUuid(uuid: string): DealRecord {
  const deal = db.deals.findFirst((q) => q.where({ uuid }))
  if (!deal || !isPublicDeal(deal)) throw notFound('Deal')
  return deal
}

/** Any deal with this uuid (removing an entry must work even after the deal went inactive), or a 404. */
export function dealByUuid(uuid: string): DealRecord {
  const deal = db.deals.findFirst((q) => q.where({ uuid }))
  if (!deal) throw notFound('Deal')
  return deal
}

/** The verification gate of spec 2 §4 (My Deals and My Wishlist): both email and phone must be verified, else a 403. */
export function requireVerified(customer: UserRecord, message: string = NOT_VERIFIED.myDeals) {
  if (!hasVerifiedContacts(customer)) throw new HttpError(403, message)
}

/** Trimmed text of a required free-text field; blank is a 422 worded like Laravel's `required`. */
export function requiredText(field: string, value: string): string {
  const text = value.trim()
  if (!text)
    throw new HttpError(422, `The ${field.replace(/_/g, ' ')} field is required.`, {
      [field]: [`The ${field.replace(/_/g, ' ')} field is required.`],
    })
  return text
}
