import { readFileSync } from 'node:fs'
import { pdfText } from '../../tools/pdf-text'
import { AxeFindings, settled } from './axe'
import { expect, openDemoPanel, test } from './fixtures'

/**
 * Never offer what will be refused, and one day, India's (spec 3 §8: the refusals' words). Rahul's phone is not
 * verified, Anjali's student account has expired: each is told where they start, with the way out, and is not offered
 * what the server would refuse. The demo panel's date and Add Deal's "before today" name the same day.
 */
const COLD_COFFEE = '/deal/cold-coffee-brownie/dea10000-0000-4000-8000-000000000002'
const PAY_COLD_COFFEE = '/payment/dea10000-0000-4000-8000-000000000002'

/** India's day of `ms` as 'YYYY-MM-DD' (UTC+05:30 all year). */
const indiaDay = (ms: number) => new Date(ms + 330 * 60_000).toISOString().slice(0, 10)
const slash = (day: string) => day.split('-').reverse().join('/')
const dash = (day: string) => day.split('-').reverse().join('-')

test('Rahul (phone unverified) is told which verification is missing and how, and is offered nothing that would be refused', async ({
  page,
  signIn,
}) => {
  test.setTimeout(90_000)
  const axe = new AxeFindings()
  await signIn('unverified-customer', '/dashboard')
  await settled(page)
  const note = page.getByRole('note').filter({ hasText: 'Your phone number is not verified yet' })
  await expect(note).toContainText('enter the code My Account sends to your phone')
  await expect(note.getByRole('link', { name: 'Verify on My Account' })).toHaveAttribute('href', '/my-account')
  // The lists he would be bounced from are not offered.
  await expect(page.getByRole('link', { name: 'My Wishlist', exact: true })).toHaveCount(0)
  await axe.scan(page, { route: '/dashboard (phone unverified)', width: 1440, persona: 'customer' })

  await page.goto(COLD_COFFEE)
  await settled(page)
  const actions = page.locator('.deal-detail-actions')
  await expect(actions.getByRole('note')).toContainText('Your phone number is not verified yet')
  await expect(actions.getByRole('button')).toHaveCount(0)
  await axe.scan(page, { route: '/deal (phone unverified)', width: 1440, persona: 'customer' })

  // The payment page says it before anything is filled in: no method, no Pay.
  await page.goto(PAY_COLD_COFFEE)
  await settled(page)
  await expect(page.getByRole('note')).toContainText('Your phone number is not verified yet')
  await expect(page.getByRole('radio')).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0)
  await page.setViewportSize({ width: 375, height: 800 })
  await axe.scan(page, { route: '/payment (phone unverified)', width: 375, persona: 'customer' })
  axe.expectNone()
})

test('Anjali (expired) sees on her dashboard and the deal page that her account expired, and renews from the plans', async ({
  page,
  signIn,
}) => {
  test.setTimeout(90_000)
  const axe = new AxeFindings()
  await signIn('expired-customer', COLD_COFFEE)
  await settled(page)
  const onDeal = page.locator('.deal-detail-actions').getByRole('note')
  await expect(onDeal).toContainText('Your account has expired.')
  // Keeping stays open to her; buying is what needs the renewal.
  await expect(page.getByRole('button', { name: /Add to Wishlist|In your Wishlist/ })).toBeVisible()
  await axe.scan(page, { route: '/deal (expired account)', width: 1440, persona: 'customer' })

  await page.goto('/dashboard')
  await settled(page)
  const note = page.getByRole('note').filter({ hasText: 'Your account has expired.' })
  await expect(note).toContainText('renew your account by buying a membership plan')
  await page.setViewportSize({ width: 375, height: 800 })
  await axe.scan(page, { route: '/dashboard (expired account)', width: 375, persona: 'customer' })
  await note.getByRole('link', { name: 'Renew on My Account' }).click()
  await expect(page).toHaveURL(/\/my-account#membership-plans$/)
  // Her own plan (Silver) can be bought again: that is the renewal.
  await expect(page.getByRole('link', { name: 'Buy Now: Silver' })).toBeVisible()
  axe.expectNone()
})

test("the demo panel's date is India's, and Add Deal refuses the day before it, under From", async ({
  page,
  signIn,
}) => {
  await signIn('vendor', '/add-deal')
  await settled(page)
  await openDemoPanel(page)
  // The panel asks the mock for its clock: wait for the answer, then compare.
  await expect(page.getByTestId('demo-date')).toHaveText(slash(indiaDay(Date.now())))
  const shown = (await page.getByTestId('demo-date').textContent())!.trim()
  await page.getByRole('button', { name: 'Close demo' }).click()

  const today = shown.split('/').reverse().join('-')
  const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10)
  await page.getByLabel('From', { exact: true }).fill(dash(yesterday))
  await page.getByLabel('Till', { exact: true }).fill(dash(today))
  await page.getByRole('button', { name: 'Save Deal' }).click()
  await expect(page.getByLabel('From', { exact: true })).toHaveAccessibleDescription(
    'The valid till date cannot start before today.',
  )
  await expect(page.getByLabel('Till', { exact: true })).not.toHaveAccessibleDescription(/before today/)
  // The panel's day itself is today for the rule too.
  await page.getByLabel('From', { exact: true }).fill(dash(today))
  await page.getByRole('button', { name: 'Save Deal' }).click()
  await expect(page.getByText('The valid till date cannot start before today.')).toHaveCount(0)
  const axe = new AxeFindings()
  await axe.scan(page, { route: '/add-deal (field errors)', width: 1440, persona: 'vendor' })
  axe.expectNone()
})

test('My Orders, the voucher PDF and its file name name the same day for an order', async ({ page, signIn }) => {
  await signIn('customer', '/my-orders')
  await settled(page)
  const first = page.getByRole('row').nth(1)
  const created = (await first
    .getByRole('cell')
    .filter({ hasText: /^\d{2}\/\d{2}\/\d{4}$/ })
    .first()
    .textContent())!
  const download = page.waitForEvent('download')
  await first.getByRole('button', { name: /^Download the voucher of/ }).click()
  const file = await download
  expect(file.suggestedFilename()).toContain(`-${created.split('/').reverse().join('-')}.pdf`)
  expect(pdfText(readFileSync((await file.path())!))).toContain(`Ordered on: ${created}`)
})
