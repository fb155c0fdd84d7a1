import type { Page } from '@playwright/test'
import { AxeFindings, settled } from './axe'
import { expect, openDemoPanel, signInAs, test } from './fixtures'

/**
 * The Wallet: a student's points floating after a UPI payment and confirmed once the outlet redeems the
 * code; the time filter and the day range narrowing the passbook; the demo clock moving a week, after which Last Week
 * is empty; the vendor's statement. Priya's seeded UPI order (CHAIUPI001) is the one paid by UPI through the gateway.
 */
const UPI_CODE = 'CHAIUPI001'

const passbook = (page: Page) => page.getByRole('tabpanel').getByRole('table')
const rows = (page: Page) => passbook(page).locator('tbody tr:not(.data-table-state)')

async function openWallet(page: Page) {
  await page.goto('/statement')
  await walletShown(page)
}

/** The Wallet has its figures (the page is at /statement: opened, or where the test signed in). */
async function walletShown(page: Page) {
  await expect(page).toHaveURL(/\/statement$/)
  await settled(page)
  await expect(page.getByRole('heading', { name: 'Wallet', level: 1 })).toBeVisible()
  await expect(page.getByLabel('Confirmed Hola').locator('.statement-figure')).toHaveText(/\d+ Hola/)
}

test('Priya’s points float until the outlet redeems; filters, the day range and the clock change the passbook', async ({
  page,
  signIn,
}) => {
  test.setTimeout(120_000)
  const axe = new AxeFindings()
  await signIn('customer', '/statement')
  await walletShown(page)
  await expect(page.getByLabel('Hola card')).toContainText(/Silver Hola card/)
  await expect(page.getByLabel('Hola card')).toContainText(/Valid till \d{2}\.\d{2}\.\d{4}/)
  await axe.scan(page, { route: '/statement', width: 1440, persona: 'customer' })

  // Floating: the UPI order's points wait for redemption.
  await page.getByRole('tab', { name: 'Floating Balance' }).click()
  await expect(rows(page).filter({ hasText: 'Masala Chai & Bun Maska' }).first()).toBeVisible()
  const floatingBefore = await page.getByLabel('Floating Hola').locator('.statement-figure').textContent()
  await page.setViewportSize({ width: 375, height: 800 })
  await axe.scan(page, { route: '/statement (floating)', width: 375, persona: 'customer' })
  // On a phone the two tabs share one row, and the Demo tab keeps clear of the page's controls at the left edge.
  expect((await page.getByRole('tablist', { name: 'Balance' }).boundingBox())!.height).toBeLessThan(60)
  const demoTab = (await page.getByRole('button', { name: 'Demo' }).boundingBox())!
  expect((await page.getByRole('radio', { name: 'Last Year' }).boundingBox())!.x).toBeGreaterThan(
    demoTab.x + demoTab.width,
  )
  await page.setViewportSize({ width: 1440, height: 900 })

  // The outlet redeems the code.
  await signInAs(page, 'vendor')
  await page.goto('/redem-deal')
  await settled(page)
  await page.getByLabel('Deal code').fill(UPI_CODE)
  await page.getByRole('button', { name: 'Find the deal' }).click()
  await page.getByRole('button', { name: 'Begin Redeeming' }).click()
  await page.getByRole('dialog', { name: 'Redeem this deal?' }).getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByText('Deal redeemed successfully.')).toBeVisible()

  // Back as Priya: the points left floating and are confirmed today.
  await signInAs(page, 'customer')
  await openWallet(page)
  await expect(page.getByLabel('Floating Hola').locator('.statement-figure')).not.toHaveText(floatingBefore!)
  await page.getByRole('radio', { name: 'Last Week' }).check()
  await expect(rows(page).first()).toContainText('Masala Chai & Bun Maska')
  await expect(rows(page).first()).toContainText('Deal redeemed: Hola confirmed')
  const week = await rows(page).count()

  // Last Year shows more; a day range of one day long ago shows what that day holds.
  await page.getByRole('radio', { name: 'Last Year' }).check()
  await expect.poll(() => rows(page).count()).toBeGreaterThan(week)
  await page.getByRole('radio', { name: 'All' }).check()
  const today = new Date()
  const day = (d: Date) =>
    `${String(d.getDate()).padStart(2, '0')}-${String(d.getMonth() + 1).padStart(2, '0')}-${d.getFullYear()}`
  await page.getByRole('textbox', { name: 'Start date' }).fill(day(new Date(today.getTime() - 60 * 86_400_000)))
  await page.getByRole('textbox', { name: 'End date' }).fill(day(new Date(today.getTime() - 40 * 86_400_000)))
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(rows(page)).toHaveCount(2) // points paid for an order, and that order's points confirmed
  await expect(passbook(page)).toContainText('Paid with points')
  // A start more than 3 months back is refused under its field, and the message moves nothing else in the row.
  const endAt = await page.getByRole('textbox', { name: 'End date' }).boundingBox()
  await page.getByRole('textbox', { name: 'Start date' }).fill(day(new Date(today.getTime() - 120 * 86_400_000)))
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByText('The start date can be at most 3 months back.')).toBeVisible()
  expect(await page.getByRole('textbox', { name: 'End date' }).boundingBox()).toEqual(endAt)
  await page.getByRole('button', { name: 'Clear dates' }).click()

  // The demo clock moves a week: nothing is left in Last Week.
  await page.getByRole('radio', { name: 'Last Week' }).check()
  await expect(rows(page).first()).toBeVisible()
  await openDemoPanel(page)
  await page.getByRole('button', { name: '+1 week' }).click()
  await page.getByRole('button', { name: 'Close demo' }).click()
  await expect(passbook(page)).toContainText('No Statement Found')
  await axe.scan(page, { route: '/statement (empty)', width: 1440, persona: 'customer' })
  axe.expectNone()
})

test('the vendor sees its balance with Hola, its Hola balance and the payment message', async ({ page, signIn }) => {
  test.setTimeout(90_000)
  const axe = new AxeFindings()
  await signIn('vendor', '/statement?message=success')
  await expect(page.getByText('Thank you for payment to us. Your transaction is successful.')).toBeVisible()
  await expect(page).toHaveURL(/\/statement$/)
  await settled(page)
  await expect(page.getByLabel('Confirmed Balance').locator('.statement-figure')).toHaveText(/₹/)
  await expect(page.getByRole('link', { name: 'Commission Payments' })).toHaveAttribute('href', '/commission')
  await expect(rows(page).first()).toBeVisible()
  await axe.scan(page, { route: '/statement (vendor)', width: 1440, persona: 'vendor' })
  // Download opens the invoices feature's dialog (the account statement and the tax invoice).
  await page.getByRole('button', { name: 'Download', exact: true }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  // Its Hola read as the student's do: confirmed and floating apart, with their rupee value (money-model.md).
  await expect(page.getByLabel('Confirmed Hola').locator('.statement-figure')).toHaveText('100 Hola (₹100)')
  await expect(page.getByLabel('Floating Hola').locator('.statement-figure')).toHaveText('200 Hola (₹200)')
  await page.getByRole('tab', { name: 'Hola Balance' }).click()
  await expect(page.locator('.statement-row-floating')).toContainText('Fresh Bites Indiranagar')
  await expect(page.locator('.statement-row-floating')).toContainText('200 Hola (₹200)')
  await page.setViewportSize({ width: 375, height: 800 })
  await axe.scan(page, { route: '/statement (vendor, Hola balance)', width: 375, persona: 'vendor' })
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.getByRole('link', { name: 'View All' }).click()
  await expect(page.getByRole('heading', { name: 'Statement details', level: 1 })).toBeVisible()
  // The tab chosen on the Wallet carries over to its details.
  await expect(page.getByRole('tab', { name: 'Hola Balance' })).toHaveAttribute('aria-selected', 'true')
  await page.goto('/statement?message=failure')
  await expect(page.getByText('Thank you. However, the transaction has been declined.')).toBeVisible()
  axe.expectNone()
})

/** A day as the Hola card writes it (DD.MM.YYYY), India's calendar. */
const cardDay = (ms: number) => new Date(ms + 5.5 * 3_600_000).toISOString().slice(0, 10).split('-').reverse().join('.')

test('Priya buys Gold: her points keep their rupee worth, the Hola card shows the year bought, the bell her receipt', async ({
  page,
  signIn,
}) => {
  test.setTimeout(120_000)
  const axe = new AxeFindings()
  await signIn('customer', '/statement')
  await walletShown(page)
  const worthBefore = await page.getByLabel('Confirmed Hola').locator('.statement-figure').textContent()
  expect(worthBefore).toMatch(/^[\d,]+ Hola \(₹[\d,]+\)$/)
  // The payment page offers the plan she does not hold, and names the one she does.
  await page.goto('/membership-payment/5b0a6c1e-0002-4d7a-9a51-1a2b3c4d5e02')
  await settled(page)
  await expect(page.getByText('Your current plan: Silver')).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Plan' }).locator('option', { hasText: 'Silver' })).toHaveCount(0)
  await axe.scan(page, { route: '/membership-payment/{uuid}', width: 1440, persona: 'customer' })
  await page.getByRole('button', { name: 'Pay' }).click()
  await expect(page).toHaveURL(/\/gateway\/card-payment/)
  await settled(page)
  await page.getByRole('button', { name: 'I have paid with the QR' }).click()
  await expect(page).toHaveURL(/\/my-account/)
  await openWallet(page)
  const card = page.getByLabel('Hola card')
  await expect(card).toContainText('Gold Hola card')
  const now = Date.now()
  const nextYear = new Date(now + 5.5 * 3_600_000)
  nextYear.setUTCFullYear(nextYear.getUTCFullYear() + 1)
  await expect(card).toContainText(`Issued ${cardDay(now)}`)
  await expect(card).toContainText(`Valid till ${cardDay(nextYear.getTime() - 5.5 * 3_600_000 - 86_400_000)}`)
  // A point is worth ₹1 on every plan: buying Gold changed nothing she holds.
  await expect(page.getByLabel('Confirmed Hola').locator('.statement-figure')).toHaveText(worthBefore!)
  await page.getByRole('button', { name: /^Notifications\b/ }).click()
  await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('button').first()).toContainText(
    /Receipt: Gold plan, ₹999 paid by UPI on \d{2}\/\d{2}\/\d{4} \(ref\. M\d+\)\. Valid till \d{2}\/\d{2}\/\d{4}\./,
  )
  axe.expectNone()
})
