import { SIGNUP_DOCUMENT_TYPE } from '../../src/lib/signup-rules'
import { db, nextId } from './index'
import { PERSONA_IDS } from './personas'

/** A 1 × 1 grey PNG: the personas' documents are placeholders, not scans. */
const PLACEHOLDER_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgAAAAAgABSK+kcQAAAABJRU5ErkJggg=='

/**
 * The vendor personas' KYC: the approved vendor holds a verified bank document and PAN card; the pending vendor's two
 * wait for staff (the demo panel's staff queue, kind vendor_kyc). Both have their bank details on file.
 */
export async function seedSignup(created_at: string) {
  const vendors = [
    {
      id: PERSONA_IDS.vendor,
      verified: 1 as const,
      status: 'approved' as const,
      bank: 'HDFC Bank',
      ifsc: 'HDFC0001234',
    },
    {
      id: PERSONA_IDS['pending-vendor'],
      verified: 0 as const,
      status: 'pending' as const,
      bank: 'ICICI Bank',
      ifsc: 'ICIC0004321',
    },
  ]
  for (const v of vendors) {
    await db.vendorAccounts.create({
      id: nextId(db.vendorAccounts),
      vendor_id: v.id,
      state_code: '29',
      bank_name: v.bank,
      account_number: `5010012345${v.id}`,
      ifsc_code: v.ifsc,
      account_type: 'Current',
      kyc_status: v.status,
      created_at,
    })
    for (const [kind, name] of [
      ['bankDocuments', 'cancelled-cheque.png'],
      ['panDocuments', 'pan-card.png'],
    ] as const) {
      await db.vendorDocuments.create({
        id: nextId(db.vendorDocuments),
        vendor_id: v.id,
        doc_type: SIGNUP_DOCUMENT_TYPE[kind],
        name,
        path: PLACEHOLDER_PNG,
        mime: 'image/png',
        is_verified: v.verified,
        rejected_at: null,
        created_at,
      })
    }
  }
}
