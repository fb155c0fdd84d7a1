import { db } from '../../store/db'
import { HttpError } from '../../kit/http-error'
import {
  approveVendor,
  documentTypeName,
  rejectDocument,
  rejectVendor,
  vendorsAwaitingDecision,
  verifyDocument,
  waitingDocuments,
} from './kyc'
import type { StaffKind } from '../../control/staff-kind'

/**
 * Vendor KYC in the staff queue, in the order staff work: each waiting document is its own item (`document-<id>`:
 * approve verifies it, reject sends it back), and once none waits the vendor is the item (`vendor-<hash>`: approve
 * makes their deals public, reject keeps them hidden).
 */
const parse = (id: string) => {
  const m = /^(document|vendor)-(.+)$/.exec(id)
  if (!m) throw new HttpError(404, 'Vendor KYC item not found.')
  return { what: m[1] as 'document' | 'vendor', key: m[2]! }
}
const documentId = (key: string) => (/^\d+$/.test(key) ? Number(key) : -1)

export const vendorKycQueue: StaffKind = {
  name: 'Vendor KYC',
  pending: () => [
    ...waitingDocuments().map((d) => {
      const vendor = db.users.findFirst((q) => q.where({ id: d.vendor_id }))
      return {
        kind: 'vendor_kyc',
        id: `document-${d.id}`,
        title: `${documentTypeName(d.doc_type)}: ${d.name}`,
        detail: `${vendor?.organization ?? '(deleted vendor)'} · ${d.mime === 'application/pdf' ? 'PDF' : 'image'} · verify the document`,
        created_at: d.created_at,
      }
    }),
    ...vendorsAwaitingDecision().map((v) => {
      const verified = db.vendorDocuments.findMany((q) => q.where({ vendor_id: v.id, is_verified: 1 })).length
      return {
        kind: 'vendor_kyc',
        id: `vendor-${v.hash}`,
        title: `${v.organization} (${v.full_name})`,
        detail: `Approve the vendor · ${verified} verified document${verified === 1 ? '' : 's'} · PAN ${v.pan_no}`,
        created_at: v.created_at,
      }
    }),
  ],
  approve: async (id) => {
    const { what, key } = parse(id)
    if (what === 'document') await verifyDocument(documentId(key))
    else await approveVendor(key)
  },
  reject: async (id, action) => {
    const { what, key } = parse(id)
    if (what === 'document') await rejectDocument(documentId(key), action.reason)
    else await rejectVendor(key, action.reason)
  },
}
