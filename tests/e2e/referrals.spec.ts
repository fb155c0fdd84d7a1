import type { Page } from '@playwright/test'
import { AxeFindings, settled } from './axe'
import { expect, readLatestOtp, signInAs, test } from './fixtures'
import { fillStudent } from './signup-form'

/**
 * Referrals: Priya shares her link; a visitor who opens it gets the sign-up with her code filled in, signs
 * up, and Priya's referrals list shows the new student, whose reward floats in her Wallet until they are a member.
 * Someone signed in who follows the link is left where they are.
 */
const NEW_STUDENT = { name: 'Tara Menon', email: 'tara.menon@example.com', phone: '9000012399' }

const signUpPanel = (page: Page) => page.getByRole('dialog', { name: 'Sign up as a student' })

test('a student who signs up by Priya’s share link shows in her referrals, and her reward floats in her Wallet', async ({
  page,
  signIn,
}) => {
  // The sign-up (two searches that wait 800 ms, the cropper, the OTP and its reload) on a loaded machine.
  test.setTimeout(240_000)
  const axe = new AxeFindings()
  await signIn('customer', '/my-account')
  const link = page.locator('.account-share-link')
  await expect(link).toHaveText(/\/\?ref=PRIYA2026$/)
  await expect(page.getByRole('button', { name: 'Copy link to share your referral code' })).toBeVisible()
  const shared = new URL((await link.textContent())!)

  // Priya following her own link is not disturbed.
  await page.goto(shared.pathname + shared.search)
  await settled(page)
  await expect(page.locator('.user-button')).toBeVisible()
  await expect(signUpPanel(page)).toHaveCount(0)

  // A visitor opening it gets the student sign-up with the code filled in.
  await page.locator('.user-button').click()
  await page.getByRole('button', { name: 'Logout' }).click()
  await page.getByRole('button', { name: 'Yes, logout' }).click()
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible()
  await page.goto(shared.pathname + shared.search)
  const panel = signUpPanel(page)
  // The panel's code loads when it first opens: on a loaded machine that takes a while.
  await expect(panel.getByRole('checkbox', { name: 'I have a referral code' })).toBeChecked({ timeout: 30_000 })
  await expect(panel.getByRole('textbox', { name: 'Referral code' })).toHaveValue('PRIYA2026')
  await fillStudent(page, panel, NEW_STUDENT)
  await panel.getByRole('button', { name: 'Sign Up', exact: true }).click()
  await expect(page.getByRole('dialog', { name: 'Verify OTP' })).toBeVisible()
  const code = await readLatestOtp(page)
  const reloaded = page.waitForEvent('load')
  await page.getByLabel('Digit 1').focus()
  await page.keyboard.type(code)
  await reloaded
  await expect(page.locator('.user-button')).toContainText('Tara')

  // Priya's referrals: the new student first, pending, with the Silver plan's 50 Hola.
  await signInAs(page, 'customer')
  await page.goto('/referrals')
  await settled(page)
  await expect(page.getByRole('heading', { name: 'Referrals', level: 1 })).toBeVisible()
  const first = page.getByRole('table').locator('tbody tr').first()
  await expect(first).toContainText(NEW_STUDENT.name)
  await expect(first).toContainText('50 Hola')
  await expect(first).toContainText('Pending')
  await expect(page.getByRole('table')).toContainText('Active') // a seeded referral who is a member
  await axe.scan(page, { route: '/referrals', width: 1440, persona: 'customer' })
  await page.setViewportSize({ width: 375, height: 800 })
  await axe.scan(page, { route: '/referrals', width: 375, persona: 'customer' })
  await page.setViewportSize({ width: 1440, height: 900 })

  // Her Wallet: the reward floats, named after the new student.
  await page.goto('/statement')
  await settled(page)
  await page.getByRole('tab', { name: 'Floating Balance' }).click()
  await expect(page.getByRole('tabpanel').getByRole('table')).toContainText(`Referral reward: ${NEW_STUDENT.name}`)
  axe.expectNone()
})
