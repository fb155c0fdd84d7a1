import { SIGNUP_DOCUMENT_TYPE } from '../../../src/lib/signup-rules'
import { db, nextId } from '../../store/db'
import { PERSONA_IDS } from '../../store/personas'

type Holder = { organization: string; bank: string; ifsc: string; account: string; pan: string }

const svg = (width: number, height: number, label: string, body: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${label}"><g font-family="Arial, sans-serif">${body}</g></svg>`,
  )}`
const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * Sample pictures of a vendor's papers, drawn with its own name, bank and numbers, so View Document shows a cancelled
 * cheque and a PAN card that belong to that vendor (a 1 × 1 placeholder showed as a black square).
 */
const DOCUMENT_PICTURES = {
  bankDocuments: (h: Holder) => ({
    name: 'cancelled-cheque.svg',
    path: svg(
      720,
      320,
      `Cancelled cheque of ${escape(h.organization)}`,
      `<rect width="720" height="320" rx="10" fill="#eef6f2" stroke="#8fb8a4" stroke-width="3"/>` +
        `<text x="30" y="50" font-size="26" font-weight="700" fill="#1b4d3e">${escape(h.bank.toUpperCase())}</text>` +
        `<text x="30" y="76" font-size="14" fill="#1b4d3e">IFSC ${h.ifsc}</text>` +
        `<text x="30" y="130" font-size="16" fill="#1b4d3e">Pay ________________________________________ or Bearer</text>` +
        `<text x="30" y="170" font-size="16" fill="#1b4d3e">Rupees ______________________________________</text>` +
        `<text x="30" y="220" font-size="16" fill="#1b4d3e">A/c No. ${h.account} · Current</text>` +
        `<text x="420" y="260" font-size="15" fill="#1b4d3e">for ${escape(h.organization.toUpperCase())}</text>` +
        `<line x1="120" y1="280" x2="600" y2="90" stroke="#c0392b" stroke-width="4"/>` +
        `<line x1="150" y1="290" x2="630" y2="100" stroke="#c0392b" stroke-width="4"/>` +
        `<text x="250" y="215" font-size="44" font-weight="700" fill="#c0392b" transform="rotate(-21 360 190)">CANCELLED</text>`,
    ),
  }),
  panDocuments: (h: Holder) => ({
    name: 'pan-card.svg',
    path: svg(
      540,
      340,
      `PAN card of ${escape(h.organization)}`,
      `<rect width="540" height="340" rx="16" fill="#e4edf7" stroke="#7a8fa6" stroke-width="2"/>` +
        `<text x="24" y="40" font-size="15" font-weight="700" fill="#1d3557">INCOME TAX DEPARTMENT</text>` +
        `<text x="360" y="40" font-size="15" font-weight="700" fill="#1d3557">GOVT. OF INDIA</text>` +
        `<rect x="24" y="70" width="110" height="130" rx="4" fill="#c9d6e3"/>` +
        `<circle cx="79" cy="118" r="26" fill="#8da2b8"/><rect x="44" y="150" width="70" height="40" rx="20" fill="#8da2b8"/>` +
        `<text x="160" y="88" font-size="12" fill="#51606f">Permanent Account Number Card</text>` +
        `<text x="160" y="122" font-size="28" font-weight="700" fill="#1d3557">${escape(h.pan)}</text>` +
        `<text x="160" y="160" font-size="12" fill="#51606f">Name</text>` +
        `<text x="160" y="182" font-size="17" fill="#1d3557">${escape(h.organization.toUpperCase())}</text>` +
        `<text x="24" y="312" font-size="12" fill="#51606f">Sample document for the Hola Deals demo</text>`,
    ),
  }),
}

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
    const user = db.users.findFirst((q) => q.where({ id: v.id }))
    const holder: Holder = {
      organization: user?.organization || user?.full_name || 'Outlet',
      bank: v.bank,
      ifsc: v.ifsc,
      account: `5010012345${v.id}`,
      pan: user?.pan_no || 'ABCDE0000F',
    }
    await db.vendorAccounts.create({
      id: nextId(db.vendorAccounts),
      vendor_id: v.id,
      state_code: '29',
      bank_name: v.bank,
      account_number: holder.account,
      ifsc_code: v.ifsc,
      account_type: 'Current',
      kyc_status: v.status,
      created_at,
    })
    for (const kind of ['bankDocuments', 'panDocuments'] as const) {
      const { name, path } = DOCUMENT_PICTURES[kind](holder)
      await db.vendorDocuments.create({
        id: nextId(db.vendorDocuments),
        vendor_id: v.id,
        doc_type: SIGNUP_DOCUMENT_TYPE[kind],
        name,
        path,
        mime: 'image/svg+xml',
        is_verified: v.verified,
        rejected_at: null,
        created_at,
      })
    }
  }
}
