import type { RemoveVendorDocumentsRequest, VendorSaveProfileRequest } from '../../../src/api/schemas/profile'
import { summary } from '../../../src/lib/contact-forms'
import { DOCUMENT_TEXTS, documentCountError } from '../../../src/lib/profile-documents'
import {
  DOCUMENT_TYPES,
  IMAGE_TYPES,
  VENDOR_DOCUMENT_TYPES,
  fileError,
  vendorDetailsErrors,
} from '../../../src/lib/signup-rules'
import { ownPhoto } from '../../../src/lib/user-image'
import { db, nextId } from '../../store/db'
import type { UserRecord } from '../../store/records'
import { clock, iso } from '../../clock/clock'
import { HttpError, forbidden, notFound } from '../../kit/http-error'
import { PROFILE_SAVE_TEXTS, checkContactsAndState, dataUrl, isFile, sentText } from './rules'

const idOf = (v: string | number | undefined) =>
  typeof v === 'number' ? v : v !== undefined && /^\d+$/.test(v.trim()) ? Number(v.trim()) : null
const coordinate = (v: string | number | undefined, limit: number) => {
  const n = typeof v === 'number' ? v : v === undefined || v === '' ? NaN : Number(v)
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : null
}

/** The vendor's documents that count (those staff rejected wait for a new upload and do not). */
const heldDocuments = (vendorId: number) =>
  db.vendorDocuments.findMany((q) => q.where({ vendor_id: vendorId, rejected_at: null }))

/**
 * vendor/save-profile (spec 1 §7): the vendor rules of spec 1 §5 at once (sign-up's text rules, signup-rules.ts), the
 * documents' 2..7 rule over existing and new ones, a type for each new one, and the small image, required while the
 * account has no photo of its own. Email and phone change only through their codes. Nothing is stored when refused.
 */
export async function saveVendorProfile(user: UserRecord, body: VendorSaveProfileRequest, now = clock.now()) {
  const state = idOf(body.state)
  const errors =
    vendorDetailsErrors({
      full_name: body.full_name,
      email: body.email,
      phone: body.phone,
      address: body.address,
      organization: body.organization,
      city: body.city,
      state: sentText(body.state),
      pincode: body.pincode,
      state_code: body.state_code,
      pan_no: body.pan_no,
      gst_no: body.gst_no ?? '',
      bank_name: body.bank_name,
      account_number: body.account_number,
      confirm_account_number: body.confirm_account_number,
      ifsc_code: body.ifsc_code,
      account_type: body.account_type,
      have_referral: false,
      referral_by: '',
    }) ?? {}
  const put = checkContactsAndState(errors, user, body, state, body.state)

  const hasImage = body.image !== undefined && body.image !== ''
  if (!hasImage && !ownPhoto(user.image)) put('image', DOCUMENT_TEXTS.smallImageRequired)
  else if (hasImage)
    put(
      'image',
      isFile(body.image)
        ? fileError(body.image as Blob & { name: string }, 'image', IMAGE_TYPES, DOCUMENT_TEXTS.smallImageRequired)
        : PROFILE_SAVE_TEXTS.notAFile('image'),
    )

  const documents = (body.documents ?? []).filter((d) => d !== '')
  const types = body.category_id ?? []
  put('documents', documentCountError(heldDocuments(user.id).length + documents.length))
  documents.forEach((d, i) => {
    put(
      `documents.${i}`,
      isFile(d)
        ? fileError(d as Blob & { name: string }, 'document', DOCUMENT_TYPES, DOCUMENT_TEXTS.atLeastTwo)
        : PROFILE_SAVE_TEXTS.notAFile('document'),
    )
    const type = idOf(types[i])
    if (type === null || !VENDOR_DOCUMENT_TYPES.some((t) => t.id === type))
      put(`category_id.${i}`, DOCUMENT_TEXTS.typeRequired)
  })
  if (Object.keys(errors).length) throw new HttpError(422, summary(errors), errors)

  const image = isFile(body.image) ? await dataUrl(body.image) : null
  const uploads = await Promise.all(
    documents.map(async (d, i) => ({
      file: d as Blob & { name: string },
      path: await dataUrl(d as Blob),
      type: idOf(types[i])!,
    })),
  )
  const latitude = coordinate(body.latitude, 90)
  const longitude = coordinate(body.longitude, 180)
  await db.users.update((q) => q.where({ id: user.id }), {
    data(r) {
      r.full_name = body.full_name.trim()
      r.address = body.address.trim()
      r.city = body.city.trim()
      r.state_id = state
      r.pincode = body.pincode.trim()
      r.organization = body.organization.trim()
      r.description = (body.description ?? '').trim()
      r.pan_no = body.pan_no.trim()
      r.gst_no = body.gst_no?.trim() || null
      if (latitude !== null && longitude !== null) {
        r.latitude = latitude
        r.longitude = longitude
      }
      if (image) r.image = image
    },
  })
  const account = {
    state_code: body.state_code.trim(),
    bank_name: body.bank_name.trim(),
    account_number: body.account_number.trim(),
    ifsc_code: body.ifsc_code.trim(),
    account_type: body.account_type as 'Saving' | 'Current' | 'Salary',
  }
  const existing = db.vendorAccounts.findFirst((q) => q.where({ vendor_id: user.id }))
  if (existing)
    await db.vendorAccounts.update((q) => q.where({ id: existing.id }), { data: (r) => void Object.assign(r, account) })
  else
    await db.vendorAccounts.create({
      id: nextId(db.vendorAccounts),
      vendor_id: user.id,
      ...account,
      kyc_status: 'pending',
      created_at: iso(now),
    })
  for (const u of uploads) {
    await db.vendorDocuments.create({
      id: nextId(db.vendorDocuments),
      vendor_id: user.id,
      doc_type: u.type,
      name: u.file.name || 'document',
      path: u.path,
      mime: u.file.type,
      is_verified: 0,
      rejected_at: null,
      created_at: iso(now),
    })
  }
}

/**
 * vendor/remove-vendor-documents: the vendor's own document only (`id` is their hash). The 2..7 rule is the save's: a
 * vendor may remove one and upload its replacement in the next save.
 */
export async function removeVendorDocument(user: UserRecord, body: RemoveVendorDocumentsRequest) {
  if (body.id !== user.hash) throw forbidden(DOCUMENT_TEXTS.notYours)
  const documentId = idOf(body.document_id)
  const document =
    documentId === null
      ? undefined
      : db.vendorDocuments.findFirst((q) => q.where({ id: documentId, vendor_id: user.id }))
  if (!document) throw notFound('Document')
  await db.vendorDocuments.delete((q) => q.where({ id: document.id }))
}
