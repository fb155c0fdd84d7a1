import { describe, expect, it } from 'vitest'
import { DOCUMENT_TEXTS } from '../../../src/lib/profile-documents'
import { db, snapshot } from '../../store/db'
import { PROFILE_SAVE_TEXTS } from './rules'
import { userOf } from '../../store/persona-user'
import { API, post, tokenOf } from '../../testing/test-kit'

const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
  (c) => c.charCodeAt(0),
)
const png = (name: string) => new File([PNG], name, { type: 'image/png' })

function vendorForm(overrides: Record<string, string | Blob> = {}, documents: Array<[Blob, string]> = []) {
  const v = userOf('vendor')
  const fields: Record<string, string | Blob> = {
    full_name: 'Arjun Mehta',
    email: v.email,
    phone: v.phone,
    address: '80 Feet Road, Koramangala 4th Block',
    city: 'Bengaluru',
    state: '1',
    pincode: '560034',
    state_code: '29',
    organization: 'Chai Point Koramangala',
    description: 'Tea and snacks.',
    pan_no: 'ABCDE1234F',
    gst_no: '29ABCDE1234F1Z5',
    bank_name: 'HDFC Bank',
    account_number: '5010012345101',
    confirm_account_number: '5010012345101',
    ifsc_code: 'HDFC0001234',
    account_type: 'Current',
    latitude: '12.9352',
    longitude: '77.6245',
    image: png('avatar.png'),
    ...overrides,
  }
  const form = new FormData()
  for (const [k, v2] of Object.entries(fields)) if (v2 !== '') form.append(k, v2)
  for (const [file, type] of documents) {
    form.append('documents[]', file)
    form.append('category_id[]', type)
  }
  return form
}

async function save(form: FormData) {
  const res = await fetch(`${API}/vendor/save-profile`, {
    method: 'POST',
    headers: { Accept: 'application/json', Authorization: `Bearer ${await tokenOf('vendor')}` },
    body: form,
  })
  return { status: res.status, body: (await res.json()) as { message?: string; errors?: Record<string, string[]> } }
}
const heldDocuments = () =>
  db.vendorDocuments.findMany((q) => q.where({ vendor_id: userOf('vendor').id, rejected_at: null }))

describe('vendor/save-profile', () => {
  it('saves the details, the bank account, a new avatar and a new document with its type', async () => {
    const res = await save(
      vendorForm(
        {
          organization: 'Chai Point HSR',
          bank_name: 'ICICI Bank',
          account_number: '123456',
          confirm_account_number: '123456',
        },
        [[png('licence.png'), '4']],
      ),
    )
    expect(res).toEqual({ status: 200, body: { success: true, message: 'Profile updated successfully.' } })
    const { user } = (await post<{ user: Record<string, unknown> }>('vendor/get-user', undefined, { as: 'vendor' }))
      .body
    expect(user).toMatchObject({
      organization: 'Chai Point HSR',
      accounts: [{ bank_name: 'ICICI Bank', account_number: '123456' }],
      media: { path: expect.stringMatching(/^data:image\/png/) },
    })
    expect(
      (user.verification_proofs as Array<{ doc_type: number; pivot: { is_verified: number } }>).at(-1),
    ).toMatchObject({ doc_type: 4, pivot: { is_verified: 0 } })
  })
  it("refuses fewer than 2 documents in the spec's words, and stores nothing", async () => {
    const [first] = heldDocuments()
    expect(
      (
        await post(
          'vendor/remove-vendor-documents',
          { id: userOf('vendor').hash, document_id: first!.id },
          { as: 'vendor' },
        )
      ).body,
    ).toEqual({ success: true, message: DOCUMENT_TEXTS.removed })
    await tokenOf('vendor')
    const before = JSON.stringify(snapshot())
    const res = await save(vendorForm({ organization: 'Changed' }))
    expect(res.status).toBe(422)
    expect(res.body.errors).toEqual({ documents: [DOCUMENT_TEXTS.atLeastTwo] })
    expect(JSON.stringify(snapshot())).toBe(before)
    // One new document brings it back to two.
    expect((await save(vendorForm({}, [[png('pan.png'), '2']]))).status).toBe(200)
  })
  it('refuses more than 7, a new document without a type, and a missing small image', async () => {
    const six: Array<[Blob, string]> = Array.from({ length: 6 }, (_, i) => [png(`d${i}.png`), '3'])
    expect((await save(vendorForm({}, six))).body.errors).toEqual({ documents: [DOCUMENT_TEXTS.atMostSeven] })
    expect((await save(vendorForm({}, [[png('x.png'), '']]))).body.errors).toEqual({
      'category_id.0': [DOCUMENT_TEXTS.typeRequired],
    })
    expect((await save(vendorForm({ image: '' }))).body.errors).toEqual({ image: [DOCUMENT_TEXTS.smallImageRequired] })
  })
  it('changes the email and phone only through their codes, refuses an unknown state', async () => {
    const res = await save(vendorForm({ email: 'new.arjun@example.com', phone: '9876500001', state: '99' }))
    expect(res.status).toBe(422)
    expect(res.body.errors).toEqual({
      email: [PROFILE_SAVE_TEXTS.verifyEmailFirst],
      phone: [PROFILE_SAVE_TEXTS.verifyPhoneFirst],
      state: [PROFILE_SAVE_TEXTS.unknownState],
    })
  })
})

describe('vendor/remove-vendor-documents', () => {
  it("refuses another vendor's document and another account's id", async () => {
    const other = db.vendorDocuments.findFirst((q) => q.where({ vendor_id: userOf('pending-vendor').id }))!
    expect(
      (
        await post(
          'vendor/remove-vendor-documents',
          { id: userOf('vendor').hash, document_id: other.id },
          { as: 'vendor' },
        )
      ).status,
    ).toBe(404)
    expect(
      (
        await post(
          'vendor/remove-vendor-documents',
          { id: userOf('pending-vendor').hash, document_id: other.id },
          { as: 'vendor' },
        )
      ).status,
    ).toBe(403)
    expect(db.vendorDocuments.findFirst((q) => q.where({ id: other.id }))).toBeTruthy()
  })
})
