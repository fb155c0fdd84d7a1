import { describe, expect, it } from 'vitest'
import { CONTACT_CHANGE_TEXTS } from '../../../src/lib/profile-contact'
import { PROFILE_TEXTS } from '../../../src/lib/profile-rules'
import { SIGNUP_TEXTS } from '../../../src/lib/signup-texts'
import { db, snapshot } from '../../store/db'
import { userOf } from '../../store/persona-user'
import { API, post, tokenOf } from '../../testing/test-kit'

const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
  (c) => c.charCodeAt(0),
)

function profileForm(overrides: Record<string, string | Blob> = {}) {
  const u = userOf('customer')
  const fields: Record<string, string | Blob> = {
    full_name: 'Priya Sharma',
    email: u.email,
    phone: u.phone,
    aadhar_number: '2345 6789 0123',
    address: '12, 4th Cross, Koramangala',
    city: 'Bengaluru',
    state: '1',
    pincode: '560034',
    enrollment_no: '20231045',
    expiry_date: '06/01/2028',
    institute: '1',
    ...overrides,
  }
  const form = new FormData()
  for (const [k, v] of Object.entries(fields)) form.append(k, v)
  return form
}

/** Multipart, as the profile sends it: fetch sets the boundary when no Content-Type is given. */
async function saveProfile(form: FormData) {
  const res = await fetch(`${API}/customer/save-profile`, {
    method: 'POST',
    headers: { Accept: 'application/json', Authorization: `Bearer ${await tokenOf('customer')}` },
    body: form,
  })
  return { status: res.status, body: (await res.json()) as { message?: string; errors?: Record<string, string[]> } }
}

describe('customer/save-profile', () => {
  it('saves every field and a new photo, then get-user answers them', async () => {
    const res = await saveProfile(
      profileForm({
        full_name: 'Priya S Sharma',
        aadhar_number: '345678901234',
        expiry_date: '07/01/2029',
        image: new File([PNG], 'me.png', { type: 'image/png' }),
      }),
    )
    expect(res).toEqual({ status: 200, body: { success: true, message: PROFILE_TEXTS.saved } })
    const { user } = (await post<{ user: Record<string, unknown> }>('customer/get-user', undefined, { as: 'customer' }))
      .body
    expect(user).toMatchObject({
      full_name: 'Priya S Sharma',
      aadhar_number: '3456 7890 1234',
      expiry_date: '07/2029',
      media: { path: expect.stringMatching(/^data:image\/png;base64,/) },
    })
  })
  it('refuses broken fields at once, per field, and stores nothing', async () => {
    await tokenOf('customer') // issued first: the snapshot is of the data the refused save must leave alone
    const before = JSON.stringify(snapshot())
    const res = await saveProfile(
      profileForm({
        full_name: 'Priya 2',
        aadhar_number: '1234 5678 9012',
        pincode: 'abc',
        state: '99',
        expiry_date: '01/01/2001',
        image: new File(['GIF89a'], 'x.gif', { type: 'image/gif' }),
      }),
    )
    expect(res.status).toBe(422)
    expect(res.body.errors).toEqual({
      full_name: [SIGNUP_TEXTS.fullNameLetters],
      aadhar_number: [SIGNUP_TEXTS.aadharInvalid],
      pincode: [SIGNUP_TEXTS.numeric('pincode')],
      state: ['The selected state is invalid.'],
      expiry_date: [SIGNUP_TEXTS.expiryRange],
      image: ['The image must be a file of type: png, jpeg.'],
    })
    expect(JSON.stringify(snapshot())).toBe(before)
  })
  it('changes the email only through its code', async () => {
    const res = await saveProfile(profileForm({ email: 'new.priya@example.com' }))
    expect(res.body.errors?.email).toEqual(['Verify the new email address with the code first (the tick beside it).'])
  })
  it('adds the institute named under Others', async () => {
    expect((await saveProfile(profileForm({ institute: '0', institute_name: '' }))).body.errors).toEqual({
      institute_name: [SIGNUP_TEXTS.instituteNameRequired],
    })
    expect((await saveProfile(profileForm({ institute: '0', institute_name: 'Hola Test College' }))).status).toBe(200)
    expect(db.institutes.findFirst((q) => q.where({ name: 'Hola Test College' }))).toMatchObject({
      is_active: 0,
      id: userOf('customer').institute_id,
    })
  })
})

describe('changing or verifying an email or phone', () => {
  const lastCodeTo = (to: string) =>
    db.outbox
      .all()
      .filter((m) => m.to === to && m.otp)
      .at(-1)?.otp

  it('verifies the unverified phone with the code sent to it', async () => {
    const u = userOf('unverified-customer')
    const body = { email: u.email, phone: u.phone, id: u.hash, is_email: 0 }
    expect(await post('customer/resend-phone-email-otp', body, { as: 'unverified-customer' })).toEqual({
      status: 200,
      body: { message: CONTACT_CHANGE_TEXTS.otpSent },
    })
    const otp = lastCodeTo(u.phone)!
    const wrong = otp === '0000' ? '1111' : '0000'
    expect(
      (await post('customer/verify-phone', { ...body, otp: wrong }, { as: 'unverified-customer' })).body.errors,
    ).toEqual({ otp: [CONTACT_CHANGE_TEXTS.otpInvalid] })
    expect(await post('customer/verify-phone', { ...body, otp }, { as: 'unverified-customer' })).toEqual({
      status: 200,
      body: { message: CONTACT_CHANGE_TEXTS.phoneVerified },
    })
    expect(userOf('unverified-customer').is_verified).toBe(1)
    // The code is used: it cannot verify again.
    expect((await post('customer/verify-phone', { ...body, otp }, { as: 'unverified-customer' })).status).toBe(422)
  })
  it('changes the email to a new one once its code comes back', async () => {
    const u = userOf('customer')
    const body = { email: 'Priya.New@example.com', phone: u.phone, id: u.hash, is_email: '1' }
    expect((await post('customer/resend-phone-email-otp', body, { as: 'customer' })).status).toBe(200)
    const otp = lastCodeTo('priya.new@example.com')!
    expect((await post('customer/verify-phone', { ...body, otp }, { as: 'customer' })).body).toEqual({
      message: CONTACT_CHANGE_TEXTS.emailVerified,
    })
    expect(userOf('customer')).toMatchObject({ email: 'priya.new@example.com', is_email_verified: 1 })
  })
  it("refuses another account's email or phone in the spec's words, and an already verified value", async () => {
    const u = userOf('customer')
    const base = { email: u.email, phone: u.phone, id: u.hash }
    expect(
      (
        await post(
          'customer/resend-phone-email-otp',
          { ...base, email: 'vendor@example.com', is_email: 1 },
          { as: 'customer' },
        )
      ).body.errors,
    ).toEqual({ email: [CONTACT_CHANGE_TEXTS.emailTaken] })
    expect(
      (await post('customer/resend-phone-email-otp', { ...base, phone: '9123456780', is_email: 0 }, { as: 'customer' }))
        .body.errors,
    ).toEqual({ phone: [CONTACT_CHANGE_TEXTS.phoneTaken] })
    expect(
      (await post('customer/resend-phone-email-otp', { ...base, is_email: 1 }, { as: 'customer' })).body.errors,
    ).toEqual({ email: [CONTACT_CHANGE_TEXTS.alreadyVerified] })
  })
  it("refuses someone else's account id", async () => {
    const other = userOf('unverified-customer')
    const res = await post(
      'customer/resend-phone-email-otp',
      { email: other.email, phone: other.phone, id: other.hash, is_email: 0 },
      { as: 'customer' },
    )
    expect(res.status).toBe(403)
  })
  it('serves vendors on the vendor path', async () => {
    const v = userOf('vendor')
    expect(
      (
        await post(
          'vendor/resend-phone-email-otp',
          { email: v.email, phone: '9000000001', id: v.hash, is_email: 0 },
          { as: 'vendor' },
        )
      ).status,
    ).toBe(200)
  })
})
