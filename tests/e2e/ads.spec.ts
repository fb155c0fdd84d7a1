import type { Page } from '@playwright/test'
import { AxeFindings, settled } from './axe'
import { expect, test } from './fixtures'

/**
 * Advertisements (issue 19, first part): Chai Point browses the packages, opens one, and buys it for an active deal
 * by UPI through the simulated gateway, which sends it back to the payment page with spec 3 §8's words; a deal that
 * is not active is refused in the spec's words under the deal.
 */

/** India's day after tomorrow, as the vendor types it (DD-MM-YYYY). */
function dayAfterTomorrow() {
  const [y, m, d] = new Date(Date.now() + 330 * 60_000 + 2 * 86_400_000).toISOString().slice(0, 10).split('-')
  return `${d}-${m}-${y}`
}

const figure = (page: Page, key: string) => page.locator(`[data-figure="${key}"]`)

test('the vendor browses the packages, opens one and buys it for an active deal by UPI through the gateway', async ({
  page,
  signIn,
}) => {
  // A trip through the gateway is a full page load (the in-page mock starts again): room for a busy machine.
  test.setTimeout(90_000)
  const axe = new AxeFindings()
  await signIn('vendor', '/advertisement')
  await settled(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Advertisement' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Advertisement Request' })).toHaveAttribute(
    'href',
    '/advertisement-request',
  )
  await expect(page.getByRole('link', { name: 'Advertisement History' })).toHaveAttribute(
    'href',
    '/advertisement-history',
  )
  const cards = page.getByRole('article')
  await expect(cards).toHaveCount(4)
  const spotlight = page.getByRole('article', { name: 'Category Spotlight' })
  await expect(spotlight.getByText('10% off')).toBeVisible()
  await expect(spotlight.getByText('₹799')).toBeVisible()
  await expect(spotlight.getByText('for 7 days')).toBeVisible()
  await axe.scan(page, { route: '/advertisement', width: 1440, persona: 'vendor' })
  await page.setViewportSize({ width: 375, height: 800 })
  await axe.scan(page, { route: '/advertisement', width: 375, persona: 'vendor' })

  await spotlight.getByRole('link', { name: 'Category Spotlight', exact: true }).click()
  await expect(page).toHaveURL(/\/advertisement-details\/2$/)
  await settled(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Category Spotlight' })).toBeVisible()
  await expect(page.getByText(/A week at the top of your deal’s category listing/)).toBeVisible()
  await axe.scan(page, { route: '/advertisement-details/{id}', width: 375, persona: 'vendor' })
  await page.setViewportSize({ width: 1440, height: 900 })
  await axe.scan(page, { route: '/advertisement-details/{id}', width: 1440, persona: 'vendor' })

  await page.getByRole('link', { name: 'Buy', exact: true }).click()
  await expect(page).toHaveURL(/\/advertisement-payment\/ad500000-0000-4000-8000-000000000002$/)
  await settled(page)
  await expect(page.getByRole('tab', { name: 'UPI' })).toHaveAttribute('aria-selected', 'true')
  // ₹799 less 10% is ₹719.10; 18% GST on it is ₹129.44.
  await expect(figure(page, 'Price')).toHaveText('₹799')
  await expect(figure(page, 'Discount')).toHaveText('− ₹79.90')
  await expect(figure(page, 'GST')).toHaveText('₹129.44')
  await expect(figure(page, 'To pay')).toHaveText('₹848.54')
  // Chai Point holds Hola points (its wallet history): the option is offered, a rupee a point, and left unticked here.
  const points = page.getByRole('checkbox', { name: /Pay with my Hola points/ })
  await expect(points).not.toBeChecked()
  await points.check()
  await expect(figure(page, 'Points')).toBeVisible()
  await points.uncheck()
  await expect(figure(page, 'Points')).toHaveCount(0)

  await page.getByRole('button', { name: 'Pay', exact: true }).click()
  await expect(page.getByText('The start date is required.')).toBeVisible()
  await expect(page.getByText('Choose the deal to advertise.')).toBeVisible()
  await axe.scan(page, { route: '/advertisement-payment/{id} (errors)', width: 1440, persona: 'vendor' })
  await page.setViewportSize({ width: 375, height: 800 })
  await axe.scan(page, { route: '/advertisement-payment/{id} (errors)', width: 375, persona: 'vendor' })

  await page.getByRole('textbox', { name: 'Start date' }).fill(dayAfterTomorrow())
  await page.getByLabel('Deal', { exact: true }).selectOption({ label: 'Kulhad Chai for Two' })
  await page.getByRole('button', { name: 'Pay', exact: true }).click()
  await expect(page).toHaveURL(/\/gateway\/card-payment\?encRequest=/)
  await settled(page)
  await expect(page.getByText('Advertisement: Category Spotlight')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'UPI payment' })).toBeVisible()
  await page.getByLabel('Or pay to your UPI ID').fill('chaipoint@okhdfc')
  await page.getByRole('button', { name: 'Pay Rs. 848.54' }).click()

  await expect(page).toHaveURL(
    /\/advertisement-payment\/ad500000-0000-4000-8000-000000000002\?payment_for=ads&message=success/,
  )
  const dialog = page.getByRole('dialog', { name: 'Order Placed' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText(/^Order number: \d+$/)).toBeVisible()
  await expect(dialog.getByText('Rs. 848.54/-')).toBeVisible()
  await axe.scan(page, { route: 'Order Placed dialog (ads)', width: 375, persona: 'vendor' }, '[role="dialog"]')
  await dialog.getByRole('link', { name: 'Back to the packages' }).click()
  await expect(page).toHaveURL(/\/advertisement$/)
  axe.expectNone()
})

test("buying for a deal that is not active says '{deal name} deal is not active' under the deal", async ({
  page,
  signIn,
}) => {
  await signIn('vendor', '/advertisement-payment/ad500000-0000-4000-8000-000000000002')
  await settled(page)
  await page.getByRole('textbox', { name: 'Start date' }).fill(dayAfterTomorrow())
  await page.getByLabel('Deal', { exact: true }).selectOption({ label: 'Chai & Samosa Study Break' })
  await page.getByRole('button', { name: 'Pay', exact: true }).click()
  await expect(page.getByText('Chai & Samosa Study Break deal is not active')).toBeVisible()
  await expect(page.getByLabel('Deal', { exact: true })).toBeFocused()
  await expect(page).toHaveURL(/\/advertisement-payment\//)
})
