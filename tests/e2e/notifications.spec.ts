import type { Page } from '@playwright/test'
import { AxeFindings, settled } from './axe'
import { expect, openDemoPanel, signInAs, test } from './fixtures'

/**
 * Notifications that tell: the outlet redeems Priya's code and her bell counts one more; opening it marks it
 * seen, takes her to the order and the count drops by one; /notification loads the next 10 on scroll; a deal staff
 * approve in the demo panel reaches the vendor's bell. Priya's seeded cash order CHAIDEMO42 waits to be redeemed.
 */
const CASH_CODE = 'CHAIDEMO42'

// Each journey signs in more than once on a loaded machine.
test.describe.configure({ timeout: 180_000 })

const bellButton = (page: Page) => page.getByRole('button', { name: /^Notifications\b/ })
/** The unseen count the bell's name carries (0 when none), once its first answer has come (until then it has none). */
async function unseen(page: Page): Promise<number> {
  await expect(bellButton(page)).toHaveAccessibleName(/^Notifications, (\d+|none) unseen$/)
  const name = (await bellButton(page).getAttribute('aria-label')) ?? ''
  return Number(/(\d+) unseen/.exec(name)?.[1] ?? 0)
}
const dropdown = (page: Page) => page.getByRole('region', { name: 'Notifications' })

test('the outlet redeems Priya’s code: her bell counts it, opening it lands on the order and the count drops', async ({
  page,
  signIn,
}) => {
  const axe = new AxeFindings()
  await signIn('customer')
  const before = await unseen(page)

  await signInAs(page, 'vendor')
  await page.goto('/redem-deal')
  await settled(page)
  await page.getByLabel('Deal code').fill(CASH_CODE)
  await page.getByRole('button', { name: 'Find the deal' }).click()
  await page.getByRole('button', { name: 'Begin Redeeming' }).click()
  await page.getByRole('dialog', { name: 'Redeem this deal?' }).getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByText('Deal redeemed successfully.')).toBeVisible()

  await signInAs(page, 'customer')
  await expect(bellButton(page)).toHaveAccessibleName(`Notifications, ${before + 1} unseen`)
  // Keyboard: the bell opens its dropdown, Escape closes it and focus returns to the bell.
  await bellButton(page).focus()
  await page.keyboard.press('Enter')
  await expect(dropdown(page)).toBeVisible()
  const newest = dropdown(page).getByRole('button').first()
  await expect(newest).toContainText(`Your code ${CASH_CODE} for “Masala Chai & Bun Maska” was redeemed`)
  await expect(newest).toContainText(/Unseen/)
  await expect(newest).toContainText(/ago|Just now/)
  await settled(page)
  await axe.scan(page, { route: '/ (notifications open)', width: 1440, persona: 'customer' })
  await page.setViewportSize({ width: 375, height: 800 })
  await axe.scan(page, { route: '/ (notifications open)', width: 375, persona: 'customer' }, '#bell-dropdown')
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.keyboard.press('Escape')
  await expect(dropdown(page)).toBeHidden()
  await expect(bellButton(page)).toBeFocused()

  await bellButton(page).click()
  await dropdown(page).getByRole('button').first().click()
  await expect(page).toHaveURL(/\/my-order-details\/masala-chai-bun-maska\/\d+$/)
  await expect(page.getByText(CASH_CODE).first()).toBeVisible()
  await expect(bellButton(page)).toHaveAccessibleName(`Notifications, ${before} unseen`)
  axe.expectNone()
})

test('/notification lists 10 and loads the next 10 when the end scrolls into view', async ({ page, signIn }) => {
  const axe = new AxeFindings()
  await signIn('vendor', '/notification')
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible()
  const items = page.locator('.notification-page-list > li')
  await expect(items).toHaveCount(10)
  await settled(page)
  await axe.scan(page, { route: '/notification', width: 1440, persona: 'vendor' })
  await page.setViewportSize({ width: 375, height: 800 })
  await axe.scan(page, { route: '/notification', width: 375, persona: 'vendor' })
  await items.last().scrollIntoViewIfNeeded()
  await page.mouse.wheel(0, 4000)
  await expect.poll(() => items.count()).toBeGreaterThan(10)
  await expect(items.nth(10)).toBeVisible()
  axe.expectNone()
})

test('staff approve a pending deal in the demo panel and the vendor’s bell tells them', async ({ page, signIn }) => {
  await signIn('vendor')
  const before = await unseen(page)
  const club = 'Club Sandwich & Iced Tea'
  await openDemoPanel(page)
  await page.getByRole('combobox', { name: 'Kind' }).selectOption('deal')
  await page.getByRole('searchbox', { name: 'Search by name' }).fill(club)
  const row = page
    .getByRole('row')
    .filter({ hasText: 'Chai Point Koramangala' })
    .filter({ has: page.getByRole('button', { name: `Approve deal ${club}`, exact: true }) })
  await row.getByRole('button', { name: `Approve deal ${club}` }).click()
  await expect(page.getByText('Deal approved')).toBeVisible()
  await page.getByRole('button', { name: 'Close demo' }).click()
  // The count refreshes on the next route change.
  await page.getByRole('link', { name: 'Hola Deals home' }).click()
  await page.locator('.user-button').click()
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'My Orders' }).click()
  await expect(bellButton(page)).toHaveAccessibleName(`Notifications, ${before + 1} unseen`)
  await bellButton(page).click()
  await expect(dropdown(page).getByRole('button').first()).toContainText(`Your deal “${club}” is approved and live.`)
  await dropdown(page).getByRole('link', { name: 'See All' }).click()
  await expect(page).toHaveURL(/\/notification$/)
  await expect(page.locator('.notification-page-list > li').first()).toContainText(club)
})
