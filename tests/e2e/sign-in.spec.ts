import type { Page } from '@playwright/test'
import { expect, readLatestOtp, signInWithOtp, test } from './fixtures'

test('a customer signs in by OTP, sees the customer menu, stays signed in after reload, and signs out', async ({
  page,
}) => {
  await signInWithOtp(page, 'customer@example.com')
  await expect(page.locator('.user-button')).toContainText('Priya Sharma')

  await page.locator('.user-button').click()
  const menu = page.getByRole('navigation', { name: 'Main menu' })
  for (const item of [
    'Dashboard',
    'My Account',
    'My Deals',
    'My Wishlist',
    'My Orders',
    'Wallet',
    'Referrals',
    'Notifications',
  ]) {
    await expect(menu.getByRole('link', { name: item })).toBeVisible()
  }
  await expect(menu.getByRole('link', { name: 'Redeem Deal' })).toHaveCount(0)
  // Keyboard: Escape from inside the menu closes it and puts focus back on its button.
  await menu.getByRole('link', { name: 'Dashboard' }).focus()
  await page.keyboard.press('Escape')
  await expect(menu).toHaveCount(0)
  await expect(page.locator('.user-button')).toBeFocused()

  await page.reload()
  await expect(page.locator('.user-button')).toContainText('Priya Sharma')

  await signOutAndStayOut(page)
})

test('a vendor signs in by phone and OTP, sees the vendor menu, stays signed in after reload, and signs out', async ({
  page,
}) => {
  await signInWithOtp(page, '9123456780', 'vendor')
  await expect(page.locator('.user-button')).toContainText('Vendor')
  await page.locator('.user-button').click()
  const menu = page.getByRole('navigation', { name: 'Main menu' })
  // Spec 3 §2, the header menu for a vendor.
  for (const item of [
    'Home',
    'Dashboard',
    'My Account',
    'Redeem Deal',
    'Advertisement',
    'My Orders',
    'Wallet',
    'Referrals',
    'Reported Deals',
    'Notifications',
  ]) {
    await expect(menu.getByRole('link', { name: item, exact: true })).toBeVisible()
  }
  for (const customerOnly of ['My Deals', 'My Wishlist'])
    await expect(menu.getByRole('link', { name: customerOnly, exact: true })).toHaveCount(0)
  await page.keyboard.press('Escape')

  await page.reload()
  await expect(page.locator('.user-button')).toContainText('Vendor')

  await signOutAndStayOut(page)
})

/** Logout behind its confirm, the spec's message, and a reload that stays signed out (the token was revoked and removed). */
async function signOutAndStayOut(page: Page) {
  await page.locator('.user-button').click()
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page.getByRole('dialog', { name: 'Do you really want to logout?' })).toBeVisible()
  await page.getByRole('button', { name: 'Yes, logout' }).click()
  await expect(page.getByText('You have successfully logged out.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible()
  await expect(page.locator('.user-button')).toHaveCount(0)
}

test('a wrong OTP shows the server error, clears the boxes and focuses the first; a non-digit says Digits Only', async ({
  page,
}) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  await page.getByLabel('Email or phone').fill('customer@example.com')
  await page.getByRole('button', { name: 'Continue' }).click()
  const code = await readLatestOtp(page)
  const wrong = code === '1111' ? '2222' : '1111'

  await page.getByLabel('Digit 1').focus()
  await page.keyboard.type('a')
  await expect(page.getByText('Digits Only')).toBeVisible()

  await page.keyboard.type(wrong)
  await expect(page.getByText('The OTP you entered is invalid.')).toBeVisible()
  for (const i of [1, 2, 3, 4]) await expect(page.getByLabel(`Digit ${i}`)).toHaveValue('')
  await expect(page.getByLabel('Digit 1')).toBeFocused()

  // The right code still works afterwards.
  await page.keyboard.type(code)
  await expect(page.locator('.user-button')).toContainText('Priya Sharma')
})

test('the login field shows the server error for an account of the other role', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByText('The email or phone field is required.')).toBeVisible()
  await page.getByLabel('Email or phone').fill('vendor@example.com')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByText('This account is registered as a vendor. Please sign in as a vendor.')).toBeVisible()
})

test('resend issues a new code and the old one stops working', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  await page.getByLabel('Email or phone').fill('9876543210')
  await page.getByRole('button', { name: 'Continue' }).click()
  const first = await readLatestOtp(page)
  await page.getByRole('button', { name: 'Resend OTP' }).click()
  await expect(page.getByText('Otp sent successfully')).toBeVisible()
  const second = await readLatestOtp(page, 2)
  if (first !== second) {
    await page.getByLabel('Digit 1').focus()
    await page.keyboard.type(first)
    await expect(page.getByText('The OTP you entered is invalid.')).toBeVisible()
  }
  await page.getByLabel('Digit 1').focus()
  await page.keyboard.type(second)
  await expect(page.locator('.user-button')).toContainText('Priya Sharma')
})

test('a guest opening a sign-in route lands on home', async ({ page }) => {
  await page.goto('/my-account')
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible()
})

test('an unknown multi-segment path goes home', async ({ page }) => {
  await page.goto('/no/such/page')
  await expect(page).toHaveURL(/\/$/)
})

test('the expired customer sees the expired-account warning', async ({ page }) => {
  await signInWithOtp(page, 'expired.customer@example.com')
  await expect(page.getByRole('img', { name: 'Your account has been expired.' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('img', { name: 'Your account has been expired.' })).toBeVisible()
})
