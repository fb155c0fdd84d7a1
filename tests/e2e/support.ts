import { expect, type Page } from '@playwright/test'

/** Opens the demo panel (bottom-left) if it is closed. */
export async function openDemoPanel(page: Page) {
  const toggle = page.getByRole('button', { name: /^(Demo|Close demo)$/ })
  if ((await toggle.textContent()) === 'Demo') await toggle.click()
  await expect(page.getByRole('heading', { name: 'Outbox' })).toBeVisible()
}

/**
 * Reads the newest OTP the mock "sent", from the demo panel's outbox. `atLeast` is how many codes the outbox must hold
 * (after a resend, 2): the panel refreshes every 1.5 s, so without it a resend could read the previous code.
 */
export async function readLatestOtp(page: Page, atLeast = 1): Promise<string> {
  await openDemoPanel(page)
  const codes = page.getByTestId('outbox').locator('.outbox-otp')
  await expect.poll(() => codes.count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(atLeast)
  const otp = codes.first()
  await expect(otp).toHaveText(/^\d{4}$/)
  const code = (await otp.textContent())!.trim()
  await page.getByRole('button', { name: 'Close demo' }).click()
  return code
}

/** Puts the mock back to its seed (each test's browser context also starts with fresh storage, so this is rarely needed). */
export async function resetMock(page: Page) {
  await page.goto('/')
  // The in-page mock is ready once the app has rendered (main.tsx starts the worker first).
  await expect(page.locator('.site-header')).toBeVisible()
  await page.evaluate(async () => {
    await fetch('/api/__mock/reset', { method: 'POST', headers: { Accept: 'application/json' } })
  })
}

/** Signs in through the real login + OTP panels. `role` picks the toggle. */
export async function signInWithOtp(page: Page, username: string, role: 'customer' | 'vendor' = 'customer') {
  await page.goto('/')
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  if (role === 'vendor') await page.getByRole('radio', { name: 'Vendor' }).click()
  await page.getByLabel('Email or phone').fill(username)
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('dialog', { name: 'Verify OTP' })).toBeVisible()
  const code = await readLatestOtp(page)
  await page.getByLabel('Digit 1').focus()
  await page.keyboard.type(code)
  await expect(page.locator('.user-button')).toBeVisible()
}

/** One-click persona sign-in from the demo panel (fast path for journeys that are not about signing in). */
export async function signInAs(page: Page, email: string) {
  await page.goto('/')
  await openDemoPanel(page)
  await page.locator(`.persona-list li[data-persona="${email}"]`).getByRole('button').click()
  await expect(page.locator('.user-button')).toBeVisible()
}
