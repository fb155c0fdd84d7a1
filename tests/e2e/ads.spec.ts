import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { pdfText } from '../../tools/pdf-text'
import { AxeFindings, settled } from './axe'
import { appIsLive, expect, openDemoPanel, test } from './fixtures'

/**
 * Advertisements: Chai Point browses the packages, opens one, and buys it for an active deal by UPI through
 * the simulated gateway, which sends it back to the payment page with spec 3 §8's words; a deal that is not active is
 * refused in the spec's words under the deal. It asks for an ad of its own, staff price it in the demo panel, it pays
 * and finds the order and its PDF in the history; a rejected request is edited back to Requested; and a visitor sees
 * a running ad's deal first on home, marked Sponsored, until the demo clock passes its last day.
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
  await expect(page.getByRole('radio', { name: 'UPI' })).toBeChecked()
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
  await page.getByRole('button', { name: 'Pay ₹848.54' }).click()

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

test('the payment page offers only the active deals an ad can be bought for (never one Pay would refuse)', async ({
  page,
  signIn,
}) => {
  await signIn('vendor', '/advertisement-payment/ad500000-0000-4000-8000-000000000002')
  await settled(page)
  const deal = page.getByLabel('Deal', { exact: true })
  await expect(deal.getByRole('option', { name: 'Masala Chai & Bun Maska', exact: true })).toHaveCount(1)
  // Chai Point's inactive deal is not offered.
  await expect(deal.getByRole('option', { name: 'Chai & Samosa Study Break', exact: true })).toHaveCount(0)
  await page.getByRole('textbox', { name: 'Start date' }).fill(dayAfterTomorrow())
  await deal.selectOption({ label: 'Masala Chai & Bun Maska' })
  await page.getByRole('button', { name: 'Pay', exact: true }).click()
  await expect(page).toHaveURL(/\/gateway\/card-payment\?encRequest=/)
})

/** India's today as the vendor types it (DD-MM-YYYY). */
function today() {
  const [y, m, d] = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10).split('-')
  return `${d}-${m}-${y}`
}

const requestRow = (page: Page, title: string) => page.getByRole('row', { name: new RegExp(title) })

test('a vendor asks for an ad, staff price it in the demo panel, the vendor pays by UPI and finds it in the history with its PDF', async ({
  page,
  signIn,
}) => {
  test.setTimeout(120_000)
  const axe = new AxeFindings()
  await signIn('vendor', '/advertisement-request')
  await settled(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Advertisement Request' })).toBeVisible()
  // The seed's requests: one of each status, the rejected one with the staff's reason; an approved one cannot be edited.
  await expect(requestRow(page, 'Vada Pav Fridays').getByText(/^Reason: /)).toBeVisible()
  await expect(requestRow(page, 'Exam Season Cold Coffee').getByRole('link', { name: /^Pay for/ })).toBeVisible()
  await expect(requestRow(page, 'Exam Season Cold Coffee').getByRole('button', { name: /^Edit/ })).toHaveCount(0)

  await page.getByRole('button', { name: 'Create Request' }).click()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('The title field is required.')).toBeVisible()
  await expect(page.getByText('Choose at least one place to show the ad.')).toBeVisible()
  await axe.scan(page, { route: '/advertisement-request (form errors)', width: 1440, persona: 'vendor' })
  await page.getByRole('textbox', { name: 'Title' }).fill('Exam Night Chai')
  await page.getByRole('textbox', { name: 'Days' }).fill('3')
  await page.getByRole('checkbox', { name: 'Home featured carousel' }).check()
  await page.getByLabel('Deal', { exact: true }).selectOption({ label: 'Masala Chai & Bun Maska' })
  await page.getByRole('textbox', { name: 'Description' }).fill('Chai and bun maska for the exam nights.')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(requestRow(page, 'Exam Night Chai').getByText('waiting for approval')).toBeVisible()
  await page.setViewportSize({ width: 375, height: 800 })
  await axe.scan(page, { route: '/advertisement-request', width: 375, persona: 'vendor' })
  await page.setViewportSize({ width: 1440, height: 900 })

  // Staff approve it with a price in the demo panel (discount and days come from the request).
  await openDemoPanel(page)
  const row = page.locator('#demo-panel-body').getByRole('row', { name: /Exam Night Chai/ })
  await expect(row).toBeVisible({ timeout: 15_000 })
  await row.getByRole('button', { name: /^Approve/ }).click()
  const approve = page.getByRole('dialog', { name: 'Approve ad request' })
  await expect(approve.getByRole('textbox', { name: 'Days' })).toHaveValue('3')
  await approve.getByRole('button', { name: 'Approve' }).click()
  await expect(approve.getByText('The price must be an amount in rupees above 0.')).toBeVisible()
  await approve.getByRole('textbox', { name: 'Price (₹)' }).fill('250')
  await approve.getByRole('button', { name: 'Approve' }).click()
  await expect(approve).toHaveCount(0)
  await page.getByRole('button', { name: 'Close demo' }).click()

  await page.reload()
  await settled(page)
  const approved = requestRow(page, 'Exam Night Chai')
  await expect(approved.getByText('₹250')).toBeVisible()
  await approved.getByRole('link', { name: 'Pay for Exam Night Chai' }).click()
  await expect(page).toHaveURL(/\/advertisement-payment\/[0-9a-f-]{36}$/)
  await settled(page)
  // The request's deal comes with it; ₹250 and 18% GST: ₹295.
  await expect(page.getByLabel('Deal', { exact: true })).toHaveValue(/.+/)
  await expect(figure(page, 'To pay')).toHaveText('₹295')
  await page.getByRole('textbox', { name: 'Start date' }).fill(today())
  await page.getByRole('button', { name: 'Pay', exact: true }).click()
  await expect(page).toHaveURL(/\/gateway\/card-payment\?encRequest=/)
  await settled(page)
  await page.getByLabel('Or pay to your UPI ID').fill('chaipoint@okhdfc')
  await page.getByRole('button', { name: /^Pay ₹295/ }).click()
  const placed = page.getByRole('dialog', { name: 'Order Placed' })
  await expect(placed).toBeVisible()
  // Behind the dialog the page says the ad is bought and leads to the history: no empty form inviting a second purchase.
  await placed.getByRole('button', { name: 'OK' }).click()
  await expect(page.getByText('This advertisement is bought. It runs as your ad history shows.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Pay', exact: true })).toHaveCount(0)
  await axe.scan(page, { route: '/advertisement-payment (bought)', width: 1440, persona: 'vendor' })
  await page.goto('/advertisement-request')
  await settled(page)
  // The paid request shows it is bought, and offers no second Pay.
  await expect(requestRow(page, 'Exam Night Chai').getByText('₹250, bought')).toBeVisible()
  await expect(requestRow(page, 'Exam Night Chai').getByRole('link', { name: /^Pay for/ })).toHaveCount(0)

  await page.goto('/advertisement-history')
  await settled(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Advertisement History' })).toBeVisible()
  const paid = page.getByRole('row', { name: /Exam Night Chai/ })
  await expect(paid.getByText('₹295')).toBeVisible()
  await axe.scan(page, { route: '/advertisement-history', width: 1440, persona: 'vendor' })
  await page.setViewportSize({ width: 375, height: 800 })
  await axe.scan(page, { route: '/advertisement-history', width: 375, persona: 'vendor' })
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    paid.getByRole('button', { name: /invoice/ }).click(),
  ])
  // Each invoice its own file, named for the ad and its first day.
  expect(download.suggestedFilename()).toBe(
    `order-history-Exam-Night-Chai-${today().split('-').reverse().join('-')}.pdf`,
  )
  const text = pdfText(readFileSync((await download.path())!))
  expect(text).toContain('Exam Night Chai')
  expect(text).toContain('Rs. 295.00')
  axe.expectNone()
})

test('a rejected request is edited and goes back to Requested', async ({ page, signIn }) => {
  await signIn('vendor', '/advertisement-request')
  await settled(page)
  const rejected = requestRow(page, 'Vada Pav Fridays')
  await expect(rejected.getByText('Rejected', { exact: true })).toBeVisible()
  // Never priced, and not waiting for anything while rejected.
  await expect(rejected.getByText('not priced (rejected)')).toBeVisible()
  await expect(rejected.getByText('waiting for approval')).toHaveCount(0)
  await rejected.getByRole('button', { name: 'Edit Vada Pav Fridays' }).click()
  await page
    .getByRole('textbox', { name: 'Description' })
    .fill('Vada pav and cutting chai for ₹49, every Friday in June.')
  await page.getByRole('button', { name: 'Save' }).click()
  const edited = requestRow(page, 'Vada Pav Fridays')
  await expect(edited.getByText('Requested')).toBeVisible()
  await expect(edited.getByText(/^Reason: /)).toHaveCount(0)
  await expect(edited.getByText('waiting for approval')).toBeVisible()
})

test('a visitor sees the sponsored deal first on home while the ad runs, and not once the demo clock passes its last day', async ({
  page,
}) => {
  // Two full loads of home and two axe scans: room for a busy machine.
  test.setTimeout(90_000)
  await page.goto('/')
  await appIsLive(page)
  await page.evaluate(async () => {
    const res = await fetch('/api/__mock/provider-state', {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ state: 'the vendor can buy advertisements', params: { running: true } }),
    })
    if (!res.ok) throw new Error(`provider state: ${res.status}`)
  })
  await page.reload()
  await settled(page)
  const featured = page.getByRole('region', { name: 'Featured deals' })
  // The sponsored slide is the first of the carousel (each slide is named "n / total"; the carousel turns on its own,
  // so the slide is found by its mark and its place read from its name).
  const sponsored = featured.locator('.carousel-slide', { hasText: 'Sponsored' })
  await expect(sponsored).toHaveCount(1)
  await expect(sponsored).toHaveAttribute('aria-label', /^1 \/ /)
  await expect(sponsored).toContainText('Masala Chai and Bun Maska for Two')
  await axe(page, '/ (sponsored)')

  // The package runs seven days from today: a week on, it has stopped.
  await page.evaluate(async () => {
    await fetch('/api/__mock/clock', {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ advance_days: 7 }),
    })
  })
  await page.reload()
  await settled(page)
  await expect(featured.getByRole('article').first()).toBeVisible()
  await expect(featured.getByText('Sponsored', { exact: true })).toHaveCount(0)
})

/** One axe scan of the page at both widths. */
async function axe(page: Page, route: string) {
  const findings = new AxeFindings()
  await findings.scan(page, { route, width: 1440, persona: 'visitor' })
  await page.setViewportSize({ width: 375, height: 800 })
  await findings.scan(page, { route, width: 375, persona: 'visitor' })
  await page.setViewportSize({ width: 1440, height: 900 })
  findings.expectNone()
}
