import { expect, test, type Browser, type Page } from '@playwright/test'
import { SEEDED_CODES } from '../../mock-server/areas/orders/seed'
import { signInAs } from '../e2e/fixtures'

/**
 * One world for everyone in the room (npm run demo:shared): two people on two browsers share the server's data, and
 * what one does reaches the other's open screen without a reload (the server's live events).
 */
async function person(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1440, height: 900 },
    permissions: ['geolocation'],
    geolocation: { latitude: 12.9716, longitude: 77.5946 },
  })
  return context.newPage()
}

const unseenOf = async (page: Page) => {
  const name = (await page.getByRole('button', { name: /^Notifications/ }).getAttribute('aria-label')) ?? ''
  return Number(/(\d+) unseen/.exec(name)?.[1] ?? 0)
}

test('the vendor redeems the customer’s code while her My Orders is open: it shows redeemed and her bell rises', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const customer = await person(browser, baseURL)
  const vendor = await person(browser, baseURL)
  await signInAs(customer, 'customer')
  await customer.goto('/my-orders')
  const row = customer.getByRole('row').filter({ hasText: SEEDED_CODES.cashToRedeem })
  await expect(row).toContainText('Processing')
  await expect(customer.getByRole('button', { name: /^Notifications, / })).toBeVisible()
  const unseenBefore = await unseenOf(customer)
  let reloaded = false
  customer.on('load', () => (reloaded = true))

  await signInAs(vendor, 'vendor')
  await vendor.goto('/redem-deal')
  await vendor.getByLabel('Deal code').fill(SEEDED_CODES.cashToRedeem)
  await vendor.getByRole('button', { name: 'Find the deal' }).click()
  await vendor.getByRole('button', { name: 'Begin Redeeming' }).click()
  await vendor.getByRole('dialog', { name: 'Redeem this deal?' }).getByRole('button', { name: 'Continue' }).click()
  await expect(vendor.getByText('Deal redeemed successfully.')).toBeVisible()

  // Within a second or two, on the customer's open page: the order is complete and paid, and a notification came.
  await expect(row).toContainText('Complete / Paid', { timeout: 5_000 })
  await expect.poll(() => unseenOf(customer), { timeout: 5_000 }).toBeGreaterThan(unseenBefore)
  expect(reloaded).toBe(false)
})

test('the clock moved in one browser is the other’s clock too', async ({ browser, baseURL }) => {
  const presenter = await person(browser, baseURL)
  const participant = await person(browser, baseURL)
  for (const page of [presenter, participant]) {
    await page.goto('/')
    await page.getByRole('button', { name: 'Demo' }).click()
    await expect(page.getByTestId('demo-date')).not.toHaveText('…')
  }
  const before = await participant.getByTestId('demo-date').textContent()
  await presenter.getByRole('button', { name: '+1 week' }).click()
  await expect(presenter.getByTestId('demo-date')).not.toHaveText(before!)
  const moved = await presenter.getByTestId('demo-date').textContent()
  await expect(participant.getByTestId('demo-date')).toHaveText(moved!, { timeout: 5_000 })
  // Back to real time for whoever comes next.
  await presenter.getByRole('button', { name: 'Back to real time' }).click()
  await expect(participant.getByTestId('demo-date')).toHaveText(before!, { timeout: 5_000 })
})
