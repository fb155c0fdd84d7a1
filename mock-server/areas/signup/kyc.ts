import { VENDOR_DOCUMENT_TYPES } from '../../../src/lib/signup-rules'
import { USER_TYPE } from '../../../src/lib/user-type'
import { db, nextId } from '../../store/db'
import type { UserRecord } from '../../store/records'
import { clock, iso } from '../../clock/clock'
import { HttpError, notFound } from '../../kit/http-error'
import { announce } from '../../events/events'

/**
 * Vendor KYC as staff do it (the spec shows no staff role; the demo panel stands in): each document is verified or
 * rejected on its own, then the vendor is approved, which makes their deals public, or rejected.
 */

/** At least this many verified documents before a vendor can be approved (spec 1 §9: a vendor holds at least 2). */
const MIN_VERIFIED_DOCUMENTS = 2

export const documentTypeName = (id: number) => VENDOR_DOCUMENT_TYPES.find((t) => t.id === id)?.name ?? 'Document'

/** Documents waiting for staff: neither verified nor rejected. */
export const waitingDocuments = () => db.vendorDocuments.findMany((q) => q.where({ is_verified: 0, rejected_at: null }))

const accountOf = (vendorId: number) => db.vendorAccounts.findFirst((q) => q.where({ vendor_id: vendorId }))

/** Vendors whose KYC is pending and none of whose documents still waits: the vendor is next. */
export function vendorsAwaitingDecision(): UserRecord[] {
  const waiting = new Set(waitingDocuments().map((d) => d.vendor_id))
  return db.users
    .findMany((q) => q.where({ userType: USER_TYPE.vendor, is_approved: 0 }))
    .filter((u) => !waiting.has(u.id) && (accountOf(u.id)?.kyc_status ?? 'pending') === 'pending')
}

function waitingDocument(id: number) {
  const d = db.vendorDocuments.findFirst((q) => q.where({ id, is_verified: 0, rejected_at: null }))
  if (!d) throw notFound('Document')
  return d
}

export async function verifyDocument(id: number) {
  await db.vendorDocuments.update(waitingDocument(id), {
    data(d) {
      d.is_verified = 1
    },
  })
}

/** A rejected document stays on file unverified (the profile shows its warning mark) and the vendor is told why. */
export async function rejectDocument(id: number, reason: string | undefined, now = clock.now()) {
  const d = waitingDocument(id)
  await db.vendorDocuments.update(d, {
    data(x) {
      x.rejected_at = iso(now)
    },
  })
  await announce(
    'vendor.document_rejected',
    { document_id: d.id, vendor_id: d.vendor_id, reason: reason?.trim() || null },
    now,
  )
}

function pendingVendor(hash: string) {
  const v = db.users.findFirst((q) => q.where({ hash, userType: USER_TYPE.vendor, is_approved: 0 }))
  if (!v || accountOf(v.id)?.kyc_status === 'rejected') throw notFound('Vendor')
  return v
}

/** Approving needs every document decided and at least two verified (a 409 says which is missing). */
export async function approveVendor(hash: string, now = clock.now()) {
  const v = pendingVendor(hash)
  const docs = db.vendorDocuments.findMany((q) => q.where({ vendor_id: v.id }))
  if (docs.some((d) => d.is_verified === 0 && d.rejected_at === null))
    throw new HttpError(409, 'Verify or reject each document before deciding on the vendor.')
  if (docs.filter((d) => d.is_verified === 1).length < MIN_VERIFIED_DOCUMENTS)
    throw new HttpError(409, `The vendor needs at least ${MIN_VERIFIED_DOCUMENTS} verified documents before approval.`)
  await db.users.update(v, {
    data(u) {
      u.is_approved = 1
    },
  })
  const account = accountOf(v.id)
  if (account)
    await db.vendorAccounts.update(account, {
      data(a) {
        a.kyc_status = 'approved'
      },
    })
  await announce('vendor.kyc_approved', { vendor_id: v.id }, now)
}

/** A rejected vendor can still sign in; their deals stay hidden and they are told why. */
export async function rejectVendor(hash: string, reason: string | undefined, now = clock.now()) {
  const v = pendingVendor(hash)
  const account = accountOf(v.id)
  if (account)
    await db.vendorAccounts.update(account, {
      data(a) {
        a.kyc_status = 'rejected'
      },
    })
  else
    await db.vendorAccounts.create({
      id: nextId(db.vendorAccounts),
      vendor_id: v.id,
      state_code: '',
      bank_name: '',
      account_number: '',
      ifsc_code: '',
      account_type: 'Saving',
      kyc_status: 'rejected',
      created_at: iso(now),
    })
  await announce('vendor.kyc_rejected', { vendor_id: v.id, reason: reason?.trim() || null }, now)
}
