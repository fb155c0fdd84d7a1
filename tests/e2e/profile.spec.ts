import type { Page } from '@playwright/test'
import { AxeFindings, settled } from './axe'
import { expect, test } from './fixtures'

/**
 * Profiles: /my-account for customers and vendors, changing and verifying an email or phone with a code
 * from the outbox, the plan grid and the payment return. Each test starts from the seed (fresh storage).
 */

// No tile server in the tests: tile requests fail at once (deterministically offline), so the map says so in place.
test.beforeEach(async ({ page }) => {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort('internetdisconnected'))
})

/** The profile's left column (the footer's newsletter form has an email and phone field too). */
const account = (page: Page) => page.getByRole('complementary', { name: 'Your account' })

async function openProfile(page: Page) {
  await page.goto('/my-account')
  await settled(page)
  await expect(page.getByRole('heading', { name: 'Choose Your Membership Plan' })).toBeVisible()
  await expect(page.locator('.plan-card').first()).toBeVisible()
}

/** The newest code the mock sent to `to` (the control API's outbox, newest first). */
async function codeSentTo(mock: { outbox: () => Promise<Array<{ to: string; otp: string | null }>> }, to: string) {
  let code: string | null = null
  await expect
    .poll(async () => (code = (await mock.outbox()).find((m) => m.to === to && m.otp)?.otp ?? null))
    .not.toBeNull()
  return code!
}

test('the unverified customer verifies their phone with the code from the outbox and then opens My Deals', async ({
  page,
  signIn,
  mock,
}) => {
  // Before: My Deals turns an unverified account away to the dashboard.
  await signIn('unverified-customer', '/my-deals')
  await expect(page).toHaveURL(/\/dashboard$/)

  await openProfile(page)
  await expect(page).toHaveTitle(/^Customer Profile/)
  const axe = new AxeFindings()
  await axe.scan(page, { route: '/my-account', width: page.viewportSize()!.width, persona: 'customer' })
  const phone = account(page).getByLabel('Phone', { exact: true })
  await expect(phone).toHaveValue('9876543211')
  await expect(page.locator('#profile-phone-status')).toHaveText(/Not verified/)
  // The email is verified and unchanged: nothing to send. The phone is not verified: its save icon is live.
  await expect(page.getByRole('button', { name: 'Verify email' })).toBeDisabled()
  await page.getByRole('button', { name: 'Verify phone' }).click()
  await expect(page.getByText('Otp sent successfully')).toBeVisible()
  const dialog = page.getByRole('dialog', { name: 'Verify OTP' })
  await expect(dialog).toBeVisible()
  await axe.scan(
    page,
    { route: '/my-account (Verify OTP)', width: page.viewportSize()!.width, persona: 'customer' },
    '.modal',
  )

  const code = await codeSentTo(mock, '9876543211')
  // A wrong code is refused, the boxes clear and the first has focus again.
  await page.getByLabel('Digit 1').focus()
  await page.keyboard.type(code === '0000' ? '1111' : '0000')
  await expect(dialog.getByRole('alert')).toHaveText('The OTP you entered is invalid.')
  await expect(page.getByLabel('Digit 1')).toBeFocused()
  await page.keyboard.type(code)
  await expect(page.getByText('Phone number updated and verified successfully')).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(page.locator('#profile-phone-status')).toHaveText(/^✓Verified$/)
  axe.expectNone()

  await page.goto('/my-deals')
  await expect(page.getByRole('heading', { name: 'My Deals', level: 1 })).toBeVisible()
  await expect(page).toHaveURL(/\/my-deals$/)
})

test("a customer changing their email to one that is taken sees 'Email has already taken', and the account reloads", async ({
  page,
  signIn,
}) => {
  await signIn('customer')
  await openProfile(page)
  const email = account(page).getByLabel('Email', { exact: true })
  await expect(page.getByRole('button', { name: 'Verify email' })).toBeDisabled()
  await email.fill('vendor@example.com')
  await expect(page.locator('#profile-email-status')).toHaveText(/Not verified/)
  await page.getByRole('button', { name: 'Verify email' }).click()
  await expect(page.locator('#profile-email-error')).toHaveText('Email has already taken')
  await expect(page.getByRole('dialog', { name: 'Verify OTP' })).toHaveCount(0)
  // The account reloaded: the field shows the address on file again, still verified.
  await expect(email).toHaveValue('customer@example.com')
  await expect(page.locator('#profile-email-status')).toHaveText(/^✓Verified$/)
})

test('the customer saves their address, sees it after a reload, and is refused an invalid Aadhar number in the spec words', async ({
  page,
  signIn,
}) => {
  await signIn('customer')
  await openProfile(page)
  await page.getByLabel('Aadhar Card Number').fill('123456789012')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('The Aadhar Card Number is invalid.')).toBeVisible()
  await expect(page.getByLabel('Aadhar Card Number')).toBeFocused()
  await page.getByLabel('Aadhar Card Number').fill('987654321098')
  // Shown in groups of four once 12 digits long (spec 1 §5).
  await expect(page.getByLabel('Aadhar Card Number')).toHaveValue('9876 5432 1098')
  await page.getByLabel('Address', { exact: true }).fill('7, MG Road')
  // A new student ID card, cropped to 150×200, goes with the save.
  await page.getByLabel('Choose a student ID card picture').setInputFiles('public/img/user.png')
  await page.getByRole('dialog', { name: 'Crop your student ID card' }).getByRole('button', { name: 'Crop' }).click()
  await expect(page.getByText('New ID card: press Save to keep it.')).toBeVisible()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Profile updated successfully.')).toBeVisible()
  await page.reload()
  await settled(page)
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue('7, MG Road')
  await expect(page.getByLabel('Aadhar Card Number')).toHaveValue('9876 5432 1098')
  await expect(page.getByRole('img', { name: 'Your student ID card' })).toHaveAttribute(
    'src',
    /^data:image\/png;base64,/,
  )
})

test('the plan grid offers Buy Now on every plan but the current one, and a failed payment return says so', async ({
  page,
  signIn,
}) => {
  await signIn('customer')
  await openProfile(page)
  const silver = page.locator('.plan-card', { has: page.getByRole('heading', { name: 'Silver' }) })
  const gold = page.locator('.plan-card', { has: page.getByRole('heading', { name: 'Gold' }) })
  await expect(silver.getByText('Your current plan')).toBeVisible()
  await expect(silver.getByRole('link', { name: /Buy Now/ })).toHaveCount(0)
  await expect(gold.getByRole('link', { name: 'Buy Now: Gold' })).toHaveAttribute(
    'href',
    '/membership-payment/5b0a6c1e-0002-4d7a-9a51-1a2b3c4d5e02',
  )

  await page.goto('/my-account?message=failure')
  await expect(page.getByRole('alert').filter({ hasText: 'FAILED' })).toContainText(
    'However,the transaction has been declined',
  )
  await expect(page).toHaveURL(/\/my-account$/)
})

test('a vendor verified more than six months ago is prompted on the dashboard; Change enables the fields, Confirm ends it, and it does not come back', async ({
  page,
  signIn,
}) => {
  await signIn('due-vendor', '/dashboard')
  await settled(page)
  // The prompt opens over the page the vendor is on, once its content is shown.
  const prompt = page.getByRole('dialog', { name: 'Confirm your contact details' })
  await expect(prompt).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
  await expect(prompt.getByLabel('Email')).toBeDisabled()
  await expect(prompt.getByLabel('Email')).toHaveValue('bandra.bean@example.com')
  await expect(prompt.getByLabel('Phone')).toBeDisabled()
  const axe = new AxeFindings()
  await axe.scan(
    page,
    { route: '/dashboard (Confirm your contact details)', width: page.viewportSize()!.width, persona: 'vendor' },
    '.modal',
  )
  await prompt.getByRole('button', { name: 'Change' }).click()
  await expect(prompt.getByLabel('Email')).toBeEnabled()
  await expect(prompt.getByLabel('Phone')).toBeEnabled()
  await prompt.getByLabel('Email').fill('')
  await prompt.getByRole('button', { name: 'Send code' }).click()
  await expect(prompt.getByText('The email field is required.')).toBeVisible()
  await prompt.getByLabel('Email').fill('bandra.bean@example.com')
  await prompt.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByText('Your details are confirmed. Thank you.')).toBeVisible()
  await expect(prompt).toHaveCount(0)

  // Confirmed: a new visit to the page asks nothing, nor does the profile (reached inside the app).
  await page.reload()
  await settled(page)
  await page.locator('.user-button').click()
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'My Account', exact: true })
    .click()
  await settled(page)
  await expect(account(page).getByLabel('Email', { exact: true })).toHaveValue('bandra.bean@example.com')
  await expect(prompt).toHaveCount(0)
  axe.expectNone()
})

test("a vendor with too few documents is refused with the spec's messages, then uploads one with its type and saves", async ({
  page,
  signIn,
}) => {
  test.slow() // a long journey: a preview, a removal, three refusals, a crop and a save
  await signIn('vendor')
  await openProfile(page)
  await expect(page).toHaveTitle(/^Vendor Profile/)
  const docs = page.getByRole('list', { name: 'Your documents' })
  await expect(docs.getByRole('listitem')).toHaveCount(2)
  await expect(docs.getByText('(verified)')).toHaveCount(2)
  const axe = new AxeFindings()
  const width = page.viewportSize()!.width
  await axe.scan(page, { route: '/my-account', width, persona: 'vendor' })

  // View Document previews the file.
  await docs.getByRole('button', { name: 'View Document' }).first().click()
  const preview = page.getByRole('dialog', { name: 'View Document' })
  await expect(preview.getByRole('img')).toBeVisible()
  await axe.scan(page, { route: '/my-account (View Document)', width, persona: 'vendor' }, '.modal')
  await preview.getByRole('button', { name: 'Close', exact: true }).click()

  // Remove one: one is left, below the minimum.
  await docs
    .getByRole('button', { name: /^Remove / })
    .first()
    .click()
  await page.getByRole('dialog', { name: 'Remove this document?' }).getByRole('button', { name: 'Remove' }).click()
  await expect(page.getByText('Document removed successfully.')).toBeVisible()
  await expect(docs.getByRole('listitem')).toHaveCount(1)
  await expect(page.getByText('Upload at least 2 documents')).toBeVisible()

  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.locator('#documents-error')).toHaveText('The Upload Documents must have at least 2 items.')
  await expect(account(page).getByText('The Small Image field is required.')).toBeVisible()

  // Eight more would pass the maximum of seven: the spec's toast, and nothing is added.
  const files = Array.from({ length: 8 }, (_, i) => ({
    name: `doc-${i}.pdf`,
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  }))
  await page.getByLabel('Choose documents to upload').setInputFiles(files)
  await expect(
    page.getByText('FAILED! The Number of uploaded Documents exceeds Maximum Number of Documents limits.'),
  ).toBeVisible()
  await expect(docs.getByRole('listitem')).toHaveCount(1)

  // One new document, with its type, and a cropped avatar.
  await page
    .getByLabel('Choose documents to upload')
    .setInputFiles([
      { name: 'shop-licence.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
    ])
  await expect(docs.getByRole('listitem')).toHaveCount(2)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('The document type field is required.')).toBeVisible()
  await page.getByLabel('Document type of shop-licence.pdf').selectOption({ label: 'Shop Licence' })
  await account(page).getByLabel('Choose a profile photo').setInputFiles('public/img/user.png')
  const crop = page.getByRole('dialog', { name: 'Crop your photo' })
  await expect(crop.locator('.cropper-container')).toBeVisible()
  await axe.scan(page, { route: '/my-account (Crop your photo)', width, persona: 'vendor' }, '.modal')
  await crop.getByRole('button', { name: 'Crop' }).click()
  await expect(account(page).getByText('New photo: press Save to keep it.')).toBeVisible()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Profile updated successfully.')).toBeVisible()
  await expect(docs.getByRole('listitem')).toHaveCount(2)
  await expect(docs.getByText('Shop Licence: shop-licence.pdf')).toBeVisible()
  await expect(docs.getByText('(not verified yet)')).toHaveCount(1)
  await expect(account(page).getByRole('img', { name: "Arjun Mehta's photo" })).toHaveAttribute(
    'src',
    /^data:image\/png;base64,/,
  )
  axe.expectNone()
})

test('the newsletter email carries an unsubscribe link that unsubscribes and says so; an unknown verification link says so', async ({
  page,
  mock,
}) => {
  await page.goto('/')
  const form = page.getByRole('form', { name: 'Newsletter' })
  await form.scrollIntoViewIfNeeded()
  await form.getByLabel('Name').fill('Kavya Rao')
  await form.getByLabel('Email').fill('kavya.rao@example.com')
  await form.getByLabel('Phone').fill('98450 22222')
  await form.getByRole('checkbox', { name: 'Travel' }).check()
  await form.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByText('You have successfully subscribed to the newsletter - Hola Deals')).toBeVisible()

  let link: string | undefined
  await expect
    .poll(
      async () =>
        (link = /\/unsubscribe\/[0-9a-f]+/.exec(
          ((await mock.outbox()) as Array<{ to: string; text?: string }>).find((m) => m.to === 'kavya.rao@example.com')
            ?.text ?? '',
        )?.[0]),
    )
    .toBeTruthy()
  await page.goto(link!)
  await expect(page.getByRole('heading', { name: 'Unsubscribe', level: 1 })).toBeVisible()
  await expect(
    page.getByRole('status').filter({ hasText: 'You have been unsubscribed from the Hola Deals newsletter.' }),
  ).toBeVisible()
  await expect(page).toHaveTitle(/^Unsubscribe/)
  const axe = new AxeFindings()
  await axe.scan(page, { route: '/unsubscribe/{id}', width: page.viewportSize()!.width, persona: 'visitor' })
  await page.reload()
  await expect(page.getByText('You are already unsubscribed from the Hola Deals newsletter.')).toBeVisible()

  await page.goto('/verify-email/customer/not-a-real-link')
  await expect(page.getByRole('alert').filter({ hasText: 'This verification link is not valid.' })).toBeVisible()
  await axe.scan(page, { route: '/verify-email/{type}/{id}', width: page.viewportSize()!.width, persona: 'visitor' })
  axe.expectNone()
})

test('the vendor places the outlet on the map (offline: it says so and still works) and the mobile map tells the embedding app', async ({
  page,
  signIn,
}) => {
  test.slow() // two maps, a crop and two saves
  await signIn('vendor')
  await openProfile(page)

  // No tile server is reachable from the test: the map says so in place, and the marker and coordinates still work.
  const map = page.getByRole('group', { name: 'Outlet location: map' })
  await expect(map.getByText('The map pictures could not be loaded')).toBeVisible()
  await page.getByLabel('Latitude').fill('19.076')
  await page.getByLabel('Longitude').fill('72.8777')
  await page.getByLabel('Longitude').press('Enter')
  await expect(page.getByText('City: Mumbai')).toBeVisible()
  await expect(page.getByLabel('City', { exact: true })).toHaveValue('Mumbai')
  // A click on the map moves the marker there and looks its city up again.
  await map.getByTestId('map-canvas').click({ position: { x: 300, y: 220 } })
  await expect(page.getByLabel('Latitude')).not.toHaveValue('19.076')
  await expect(page.getByText(/^City: /)).toBeVisible()
  const axe = new AxeFindings()
  await axe.scan(page, { route: '/my-account (map)', width: page.viewportSize()!.width, persona: 'vendor' })

  // A photo first (the small image is required), then save the position.
  await account(page).getByLabel('Choose a profile photo').setInputFiles('public/img/user.png')
  await page.getByRole('dialog', { name: 'Crop your photo' }).getByRole('button', { name: 'Crop' }).click()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Profile updated successfully.')).toBeVisible()

  // The mobile map inside an embedding page: choosing a place saves it and posts it to the parent window.
  await page.evaluate(() => {
    ;(window as unknown as { placeMessages: unknown[] }).placeMessages = []
    window.addEventListener('message', (e) =>
      (window as unknown as { placeMessages: unknown[] }).placeMessages.push(e.data),
    )
    const frame = document.createElement('iframe')
    frame.src = '/mobile-map'
    frame.title = 'Mobile map'
    frame.style.cssText = 'position:fixed;inset:0;width:100vw;height:100vh;z-index:99999;background:#fff'
    document.body.append(frame)
  })
  const mobile = page.frameLocator('iframe[title="Mobile map"]')
  await expect(mobile.getByTestId('map-canvas')).toBeVisible()
  await mobile.getByLabel('Latitude').fill('12.9716')
  await mobile.getByLabel('Longitude').fill('77.5946')
  await mobile.getByLabel('Longitude').press('Enter')
  await expect(mobile.getByText('City: Bengaluru')).toBeVisible()
  await mobile.getByRole('button', { name: 'Use this location' }).click()
  await expect(mobile.getByRole('status').filter({ hasText: 'Profile updated successfully.' })).toBeVisible()
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { placeMessages: unknown[] }).placeMessages))
    .toContainEqual({
      type: 'hola:map-place',
      latitude: 12.9716,
      longitude: 77.5946,
      city: 'Bengaluru',
      saved: true,
      message: 'Profile updated successfully.',
    })
  axe.expectNone()
})

for (const persona of ['customer', 'vendor'] as const) {
  test(`the ${persona} profile fits a 375 px phone and passes axe there`, async ({ page, signIn }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await signIn(persona)
    await openProfile(page)
    const axe = new AxeFindings()
    await axe.scan(page, { route: '/my-account', width: 375, persona })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    axe.expectNone()
  })
}

test('an expired student account shows its warning mark, and the referral code copies with a 3-second notice', async ({
  page,
  context,
  signIn,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await signIn('expired-customer')
  await openProfile(page)
  await expect(account(page).getByRole('img', { name: 'Your account has been expired.' })).toHaveAttribute(
    'title',
    'Your account has been expired.',
  )
  await account(page).getByRole('button', { name: 'Copy referral code ANJALI2026' }).click()
  await expect(page.getByText('Referral code copied')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('ANJALI2026')
  await expect(page.getByText('Referral code copied')).toBeHidden({ timeout: 6000 })
  // A photo that cannot load falls back to the default avatar.
  await page.evaluate(() => {
    const img = document.querySelector<HTMLImageElement>('.account-photo img')!
    img.src = '/img/not-there.png'
  })
  await expect(account(page).locator('.account-photo img')).toHaveAttribute('src', /\/img\/user\.png$/)
})
