import { describe, expect, it } from 'vitest'
import { monthValue } from '../../../src/lib/signup-rules'
import { SIGNUP_TEXTS } from '../../../src/lib/signup-texts'
import { db, snapshot } from '../../store/db'
import { PERSONA_IDS, get, post, postForm, userOf, type FormFields } from '../../testing/test-kit'

/** Spec 1 §5, §7: customer/register, vendor/register, franchise/register, customer/add-institutes, and the KYC staff kinds. */

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34]
const file = (bytes: number[], name: string, type: string) => new File([new Uint8Array(bytes)], name, { type })

type Fields = FormFields

const now = new Date()
const nextMonth = monthValue(
  now.getUTCFullYear() + (now.getUTCMonth() === 11 ? 1 : 0),
  ((now.getUTCMonth() + 1) % 12) + 1,
)

const student = (over: Fields = {}): Fields => ({
  full_name: 'Meera Joshi',
  email: 'meera@example.com',
  phone: '9000000001',
  aadhar_number: '2345 6789 0124',
  address: '5 MG Road',
  city: 'Bengaluru',
  state: '1',
  pincode: '560001',
  enrollment_no: '20240001',
  expiry_date: nextMonth,
  institute: '1',
  card_media: file(PNG, 'card.png', 'image/png'),
  disclaimer: '1',
  ...over,
})

const vendor = (over: Fields = {}): Fields => ({
  full_name: 'Kiran Rao',
  email: 'kiran@example.com',
  phone: '9000000002',
  address: '1 Church Street',
  organization: 'Dosa Corner',
  city: 'Bengaluru',
  state: '1',
  pincode: '560001',
  state_code: '29',
  pan_no: 'ABCDE1234F',
  gst_no: '',
  bank_name: 'HDFC Bank',
  account_number: '12345678',
  confirm_account_number: '12345678',
  ifsc_code: 'HDFC0001234',
  account_type: 'Current',
  bankDocuments: [file(PDF, 'cheque.pdf', 'application/pdf')],
  panDocuments: [file(PNG, 'pan.png', 'image/png')],
  ...over,
})

const lastOtp = (to: string) => db.outbox.findMany((q) => q.where({ to }), { orderBy: { id: 'desc' } })[0]?.otp

describe('customer/register', () => {
  it('creates an unverified student, sends the OTP to their phone and answers the id the OTP step signs in with, verifying that phone', async () => {
    const res = await postForm('customer/register', student())
    expect(res).toEqual({
      status: 200,
      body: { success: true, message: SIGNUP_TEXTS.registered, id: expect.any(String) },
    })
    const user = db.users.findFirst((q) => q.where({ email: 'meera@example.com' }), { strict: true })
    expect(user).toMatchObject({
      userType: 2,
      phone: '9000000001',
      is_verified: 0,
      is_email_verified: 0,
      approve_status: 1,
      state_id: 1,
      institute_id: 1,
      expiry_date: nextMonth,
    })
    expect(user.card_image).toMatch(/^data:image\/png;base64,/)

    const otp = lastOtp('9000000001')
    expect(otp).toMatch(/^\d{4}$/)
    // A wrong code verifies nothing.
    expect((await post('customer/verify-otp', { id: res.body.id, otp: otp === '0000' ? '1111' : '0000' })).status).toBe(
      422,
    )
    expect(db.users.findFirst((q) => q.where({ id: user.id }))).toMatchObject({ is_verified: 0, is_email_verified: 0 })
    const signedIn = await post('customer/verify-otp', { id: res.body.id, otp })
    expect(signedIn.status).toBe(200)
    // The code went to the phone, so the phone is verified; the email waits for its own link or code.
    expect(signedIn.body).toMatchObject({
      user: { email: 'meera@example.com', userType: 2, is_verified: 1, is_email_verified: 0 },
    })
    expect(db.users.findFirst((q) => q.where({ id: user.id }))).toMatchObject({
      is_verified: 1,
      is_email_verified: 0,
      email_verified_at: null,
    })
  })

  it('a sign-in code verifies nothing: only the registration challenge does', async () => {
    expect(userOf('unverified-customer').is_verified).toBe(0)
    const challenge = await post('customer/authenticate', { username: userOf('unverified-customer').phone })
    const otp = lastOtp(userOf('unverified-customer').phone)
    expect((await post('customer/verify-otp', { id: challenge.body.id, otp })).status).toBe(200)
    expect(userOf('unverified-customer').is_verified).toBe(0)
  })

  it('refuses every broken rule at once, in the spec words, and stores nothing', async () => {
    const before = JSON.stringify(snapshot())
    const res = await postForm('customer/register', { aadhar_number: '1234 5678 9012', have_referral: '1' })
    expect(res.status).toBe(422)
    expect(res.body.errors).toMatchObject({
      full_name: ['The full name field is required.'],
      phone: [SIGNUP_TEXTS.phoneRequired],
      aadhar_number: [SIGNUP_TEXTS.aadharInvalid],
      card_media: [SIGNUP_TEXTS.idCardRequired],
      institute: [SIGNUP_TEXTS.instituteRequired],
      disclaimer: [SIGNUP_TEXTS.disclaimerRequired],
    })
    expect(JSON.stringify(snapshot())).toBe(before)
  })

  it('refuses a taken email and phone under their fields', async () => {
    const res = await postForm(
      'customer/register',
      student({ email: 'Customer@Example.com', phone: '+91 98765 43210' }),
    )
    expect(res.status).toBe(422)
    expect(res.body.errors).toEqual({ email: [SIGNUP_TEXTS.emailTaken], phone: [SIGNUP_TEXTS.phoneTaken] })
  })

  it('refuses an ID card that is not a png or jpeg, or whose bytes are not what it claims', async () => {
    const gif = await postForm(
      'customer/register',
      student({ card_media: file([0x47, 0x49, 0x46], 'card.gif', 'image/gif') }),
    )
    expect(gif.body.errors).toEqual({ card_media: ['The Student ID Card must be a file of type: png, jpeg.'] })
    const fake = await postForm(
      'customer/register',
      student({ card_media: file([1, 2, 3, 4], 'card.png', 'image/png') }),
    )
    expect(fake.body.errors).toEqual({ card_media: ['The Student ID Card is not a valid image file.'] })
    expect(db.users.findFirst((q) => q.where({ email: 'meera@example.com' }))).toBeUndefined()
  })

  it('adds the institute named under Others, and records a referral by an existing code', async () => {
    const res = await postForm(
      'customer/register',
      student({
        institute: '0',
        institute_name: 'Hola Institute of Design',
        is_referral: '1',
        referral_by: 'priya2026',
      }),
    )
    expect(res.status).toBe(200)
    const user = db.users.findFirst((q) => q.where({ email: 'meera@example.com' }), { strict: true })
    expect(db.institutes.findFirst((q) => q.where({ id: user.institute_id! }))?.name).toBe('Hola Institute of Design')
    expect(db.referrals.findFirst((q) => q.where({ user_id: user.id }))?.referred_by_id).toBe(PERSONA_IDS.customer)
  })

  it('refuses an unknown referral code, an institute name missing under Others, and an expiry month out of range', async () => {
    const res = await postForm(
      'customer/register',
      student({ institute: '0', is_referral: '1', referral_by: 'NOSUCHCODE', expiry_date: '01/2001' }),
    )
    expect(res.body.errors).toEqual({
      institute_name: [SIGNUP_TEXTS.instituteNameRequired],
      referral_by: [SIGNUP_TEXTS.referralUnknown],
      expiry_date: [SIGNUP_TEXTS.expiryRange],
    })
  })
})

describe('customer/add-institutes', () => {
  it('adds a new institute once; the same name again answers the same institute', async () => {
    const first = await post('customer/add-institutes', {
      name: 'Nova College',
      is_active: 1,
      customer_name: 'Meera Joshi',
    })
    expect(first).toMatchObject({ status: 200, body: { success: true, institute: { name: 'Nova College' } } })
    const again = await post('customer/add-institutes', { name: ' nova  college ', is_active: 1 })
    expect((again.body.institute as { id: number }).id).toBe((first.body.institute as { id: number }).id)
    expect((await post('institute-search', { search: 'nova' })).body).toEqual({ institutes: [first.body.institute] })
  })
})

describe('vendor/register and KYC', () => {
  it('creates a vendor whose KYC is pending; staff verify each document, then approve the vendor', async () => {
    const res = await postForm('vendor/register', vendor())
    expect(res.body).toEqual({ success: true, message: SIGNUP_TEXTS.registered, id: expect.any(String) })
    const v = db.users.findFirst((q) => q.where({ email: 'kiran@example.com' }), { strict: true })
    expect(v).toMatchObject({
      userType: 1,
      is_approved: 0,
      organization: 'Dosa Corner',
      pan_no: 'ABCDE1234F',
      gst_no: null,
    })
    expect(db.vendorAccounts.findFirst((q) => q.where({ vendor_id: v.id }))).toMatchObject({
      state_code: '29',
      account_type: 'Current',
      kyc_status: 'pending',
    })
    const docs = db.vendorDocuments.findMany((q) => q.where({ vendor_id: v.id }))
    // (jsdom's File reaches the runtime's form parser without its name, so names are the journey's to check.)
    expect(docs.map((d) => [d.doc_type, d.mime, d.is_verified, d.path.split(';')[0]])).toEqual([
      [1, 'application/pdf', 0, 'data:application/pdf'],
      [2, 'image/png', 0, 'data:image/png'],
    ])

    const queue = async () =>
      ((await get('__mock/staff/queue')).body.items as Array<{ kind: string; id: string }>).filter(
        (i) => i.kind === 'vendor_kyc',
      )
    // The vendor waits behind their documents.
    expect((await queue()).map((i) => i.id)).toEqual(expect.arrayContaining(docs.map((d) => `document-${d.id}`)))
    expect((await queue()).some((i) => i.id === `vendor-${v.hash}`)).toBe(false)
    expect((await post(`__mock/staff/vendor_kyc/vendor-${v.hash}/approve`)).status).toBe(409)

    for (const d of docs) expect((await post(`__mock/staff/vendor_kyc/document-${d.id}/approve`)).status).toBe(200)
    expect((await queue()).some((i) => i.id === `vendor-${v.hash}`)).toBe(true)
    expect((await post(`__mock/staff/vendor_kyc/vendor-${v.hash}/approve`)).status).toBe(200)
    expect(db.users.findFirst((q) => q.where({ id: v.id }))?.is_approved).toBe(1)
    expect((await queue()).some((i) => i.id.endsWith(v.hash))).toBe(false)
  })

  it('a sent-back document leaves the queue; with fewer than two verified the vendor cannot be approved', async () => {
    await postForm('vendor/register', vendor())
    const v = db.users.findFirst((q) => q.where({ email: 'kiran@example.com' }), { strict: true })
    const [bank, pan] = db.vendorDocuments.findMany((q) => q.where({ vendor_id: v.id }))
    await post(`__mock/staff/vendor_kyc/document-${bank!.id}/approve`)
    expect((await post(`__mock/staff/vendor_kyc/document-${pan!.id}/reject`, { reason: 'Blurred' })).status).toBe(200)
    expect(
      db.outbox.findMany((q) => q.where({ to: 'kiran@example.com' })).some((m) => m.text.includes('Blurred')),
    ).toBe(true)
    const approve = await post(`__mock/staff/vendor_kyc/vendor-${v.hash}/approve`)
    expect(approve).toEqual({
      status: 409,
      body: { message: 'The vendor needs at least 2 verified documents before approval.' },
    })
    expect((await post(`__mock/staff/vendor_kyc/vendor-${v.hash}/reject`, {})).status).toBe(200)
    expect(db.vendorAccounts.findFirst((q) => q.where({ vendor_id: v.id }))?.kyc_status).toBe('rejected')
  })

  it('refuses missing documents, a wrong document type, mismatched account numbers and a bad PAN or GST', async () => {
    const before = JSON.stringify(snapshot())
    const res = await postForm(
      'vendor/register',
      vendor({
        bankDocuments: [],
        panDocuments: [file([1, 2], 'pan.txt', 'text/plain')],
        confirm_account_number: '1234',
        pan_no: 'ABCD1234F',
        gst_no: '12345',
      }),
    )
    expect(res.status).toBe(422)
    expect(res.body.errors).toEqual({
      bankDocuments: [SIGNUP_TEXTS.bankDocumentRequired],
      panDocuments: ['The PAN Document must be a file of type: jpeg, jpg, png, pdf.'],
      confirm_account_number: [SIGNUP_TEXTS.accountMismatch],
      pan_no: [SIGNUP_TEXTS.panInvalid],
      gst_no: [SIGNUP_TEXTS.gstInvalid],
    })
    expect(JSON.stringify(snapshot())).toBe(before)
  })

  it('the seed’s pending vendor waits with two documents', async () => {
    const items = (await get('__mock/staff/queue')).body.items as Array<{ kind: string; title: string; detail: string }>
    expect(items.filter((i) => i.kind === 'vendor_kyc' && i.detail.startsWith('Fresh Bites'))).toHaveLength(2)
  })
})

describe('franchise/register', () => {
  const details = (over: Record<string, string> = {}) => {
    const { bankDocuments: _b, panDocuments: _p, ...text } = vendor()
    return JSON.stringify({ ...text, ...over })
  }
  const docs = {
    bankDocuments: [file(PDF, 'cheque.pdf', 'application/pdf')],
    panDocuments: [file(PNG, 'pan.png', 'image/png')],
  }

  it('stores the request for staff (no account) and emails the requester; staff approve it', async () => {
    const res = await postForm('franchise/register', { venderInfo: details(), ...docs })
    expect(res).toEqual({ status: 200, body: { success: true, message: SIGNUP_TEXTS.franchiseReceived } })
    expect(db.users.findFirst((q) => q.where({ email: 'kiran@example.com' }))).toBeUndefined()
    const item = (
      (await get('__mock/staff/queue')).body.items as Array<{ kind: string; id: string; title: string }>
    ).find((i) => i.kind === 'franchise')!
    expect(item.title).toBe('Dosa Corner (franchise request)')
    expect((await postForm('franchise/register', { venderInfo: details(), ...docs })).body.errors).toEqual({
      email: ['A franchise request with this email is already waiting for review.'],
    })
    expect((await post(`__mock/staff/franchise/${item.id}/approve`)).status).toBe(200)
    expect(db.outbox.findMany((q) => q.where({ to: 'kiran@example.com' })).map((m) => m.subject)).toContain(
      'Your franchise request is approved',
    )
  })

  it('refuses venderInfo that is not the vendor form, and the vendor rules under their fields', async () => {
    expect((await postForm('franchise/register', { venderInfo: '{broken', ...docs })).body.errors).toEqual({
      venderInfo: ['The vender info field must be a valid JSON object of the vendor form.'],
    })
    const res = await postForm('franchise/register', {
      venderInfo: details({ state_code: '1234', phone: '' }),
      ...docs,
    })
    expect(res.body.errors).toEqual({
      phone: [SIGNUP_TEXTS.phoneRequired],
      state_code: [SIGNUP_TEXTS.stateCodeInvalid],
    })
  })
})

describe('social sign-in (the mock plays the provider)', () => {
  const grant = async (email: string, social_type: 'Google' | 'Facebook' = 'Google') =>
    (await post('__mock/social/grant', { social_type, email, full_name: 'Priya Sharma', image: '' })).body
      .token as string
  const login = (
    role: 'customer' | 'vendor',
    email: string,
    social_token: string,
    social_type: 'Google' | 'Facebook' = 'Google',
  ) => post(`${role}/social-login`, { full_name: 'Priya Sharma', email, image: '', social_type, social_token })

  it('signs the account of a granted email in, once', async () => {
    const token = await grant('customer@example.com')
    const res = await login('customer', 'Customer@Example.com', token)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ token_type: 'Bearer', user: { id: PERSONA_IDS.customer, userType: 2 } })
    expect(await login('customer', 'customer@example.com', token)).toEqual({
      status: 422,
      body: { message: SIGNUP_TEXTS.socialTokenUsed, errors: { social_token: [SIGNUP_TEXTS.socialTokenUsed] } },
    })
  })

  it('refuses a forged token, another email’s token and another provider’s token', async () => {
    const token = await grant('customer@example.com')
    for (const res of [
      await login('customer', 'customer@example.com', 'forged'),
      await login('customer', 'unverified.customer@example.com', token),
      await login('customer', 'customer@example.com', token, 'Facebook'),
    ]) {
      expect(res).toEqual({
        status: 422,
        body: { message: SIGNUP_TEXTS.socialTokenRefused, errors: { social_token: [SIGNUP_TEXTS.socialTokenRefused] } },
      })
    }
    // The token was never spent by the refusals.
    expect((await login('customer', 'customer@example.com', token)).status).toBe(200)
  })

  it('refuses an unknown email (no account is made) and the other role’s account', async () => {
    const before = db.users.all().length
    expect(
      (await login('customer', 'new.person@example.com', await grant('new.person@example.com'))).body.errors,
    ).toEqual({ email: ['No account is registered with this email. Please sign up first.'] })
    expect(db.users.all().length).toBe(before)
    expect((await login('customer', 'vendor@example.com', await grant('vendor@example.com'))).body.errors).toEqual({
      email: ['This account is registered as a vendor. Please sign in as a vendor.'],
    })
  })
})
