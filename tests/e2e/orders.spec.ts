import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { create as createQr } from 'qrcode'
import { AxeFindings, settled } from './axe'
import { expect, signInAs, test } from './fixtures'

/**
 * After paying: the customer's orders with their dialogs and cancelling, and the vendor redeeming a code by
 * scanning its QR with Chromium's fake camera. Each context starts from the seed; the in-page mock keeps its data in
 * localStorage, so the vendor's separate browser is handed the customer's data before it starts.
 */
const VADA_PAV = 'dea10000-0000-4000-8000-000000000003' // ₹69, Chai Point Koramangala (the vendor persona)
const PAY_PAGE = `/payment/${VADA_PAV}`
const DB_KEY = 'hola-mock-db'

/**
 * Places a cash order on the payment page, where the test signed in (signIn('customer', PAY_PAGE)); answers its order
 * id and deal code, from the redemption details.
 */
async function buyWithCash(page: Page) {
  await expect(page).toHaveURL(new RegExp(`${PAY_PAGE}$`))
  await settled(page)
  await page.getByRole('radio', { name: 'Cash' }).check()
  await page.getByRole('button', { name: 'Place order, pay ₹69 at the counter' }).click()
  await expect(page).toHaveURL(/\/redem-deal-details\?order_id=\d+/)
  const code = (await page.locator('.deal-code').textContent())!.trim()
  return { id: Number(new URL(page.url()).searchParams.get('order_id')), code }
}

/** A short video of a QR code, as Chromium's fake camera plays it (Y4M, 4:2:0, black on white). */
function qrVideo(text: string): string {
  const qr = createQr(text, { errorCorrectionLevel: 'M' })
  const n = qr.modules.size
  const size = 480
  const cell = Math.floor(size / (n + 8))
  const offset = Math.floor((size - cell * n) / 2)
  const y = Buffer.alloc(size * size, 235)
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++)
      if (qr.modules.get(r, c))
        for (let dy = 0; dy < cell; dy++)
          y.fill(
            16,
            (offset + r * cell + dy) * size + offset + c * cell,
            (offset + r * cell + dy) * size + offset + (c + 1) * cell,
          )
  const chroma = Buffer.alloc((size / 2) * (size / 2) * 2, 128)
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma])
  const file = join(tmpdir(), `qr-${text}-${process.pid}.y4m`)
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${size} H${size} F5:1 Ip A1:1 C420jpeg\n`), frame, frame]))
  return file
}

test('the customer cancels an order with a reason, and the review and report dialogs open from My Orders', async ({
  page,
  signIn,
}) => {
  test.setTimeout(90_000)
  const axe = new AxeFindings()
  await signIn('customer', PAY_PAGE)
  const order = await buyWithCash(page)
  await page.goto('/my-orders')
  await settled(page)
  await expect(page.getByRole('heading', { name: 'My Orders', level: 1 })).toBeVisible()
  // The row by its order's link: a cancelled order shows no code (money-model.md), so the code cannot find it after.
  const row = page.getByRole('row').filter({ has: page.locator(`a[href$="/${order.id}"]`) })
  await expect(row).toContainText(order.code)
  await expect(row.getByRole('cell', { name: 'Processing / Pending' })).toBeVisible()
  await axe.scan(page, { route: '/my-orders', width: 1440, persona: 'customer' })

  await row.getByRole('button', { name: 'Review Vada Pav & Cutting Chai' }).click()
  await expect(page.getByRole('dialog', { name: 'Review Vada Pav & Cutting Chai' })).toBeVisible()
  await axe.scan(page, { route: 'review dialog', width: 1440, persona: 'customer' }, '[role="dialog"]')
  await page.keyboard.press('Escape')
  await row.getByRole('button', { name: 'Report Vada Pav & Cutting Chai as wrong' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await axe.scan(page, { route: 'report dialog', width: 1440, persona: 'customer' }, '[role="dialog"]')
  await page.keyboard.press('Escape')

  await row.getByRole('button', { name: 'Cancel the order of Vada Pav & Cutting Chai' }).click()
  const dialog = page.getByRole('dialog', { name: 'Cancel Order' })
  await expect(dialog.getByLabel('Reason')).toBeVisible()
  await axe.scan(page, { route: 'Cancel Order dialog', width: 1440, persona: 'customer' }, '[role="dialog"]')
  await dialog.getByRole('button', { name: 'Cancel Order' }).click()
  await expect(dialog.getByText('Reason is required')).toBeVisible()
  await expect(dialog.getByText('Description is required')).toBeVisible()
  await dialog.getByLabel('Reason').selectOption({ label: 'Others' })
  await dialog.getByRole('button', { name: 'Cancel Order' }).click()
  await expect(dialog.getByText('Other Reason is required')).toBeVisible()
  await dialog.getByLabel('Other Reason').fill('The outlet moved')
  await dialog.getByLabel('Description').fill('I cannot get there this week.')
  await dialog.getByRole('button', { name: 'Cancel Order' }).click()
  await expect(page.getByText('Order cancelled successfully.')).toBeVisible()
  await expect(dialog).toBeHidden()
  // Not "Pending": a cash order cancelled before the counter was not paid; it has no code, voucher, review or report.
  await expect(row.getByRole('cell', { name: 'Cancelled / Not paid: order cancelled' })).toBeVisible()
  await expect(row.getByRole('button', { name: /^Cancel the order/ })).toHaveCount(0)
  await expect(row).toContainText('No code')
  for (const name of [/^Download/, /^Review/, /^Report/]) await expect(row.getByRole('button', { name })).toHaveCount(0)

  await page.goto(`/my-order-details/vada-pav-cutting-chai/${order.id}`)
  // The description typed in the cancel dialog is kept.
  await expect(page.getByText(/Cancelled on .*: The outlet moved \(“I cannot get there this week\.”\)/)).toBeVisible()
  await expect(page.getByText('Cash, Not paid: order cancelled')).toBeVisible()
  await expect(page.getByTestId('points-earned')).toHaveText(/\(cancelled\)$/)
  await settled(page)
  await axe.scan(page, { route: '/my-order-details/{dealName}/{id}', width: 1440, persona: 'customer' })
  axe.expectNone()
})

test('the vendor scans the order’s QR with the camera and redeems it once; the customer’s points are then confirmed', async ({
  page,
  signIn,
}, testInfo) => {
  test.setTimeout(120_000)
  await signIn('customer', PAY_PAGE)
  const order = await buyWithCash(page)
  await page.goto(`/my-order-details/vada-pav-cutting-chai/${order.id}`)
  await expect(page.getByTestId('points-earned')).toHaveText(/\(floating\)$/)
  const customerData = await page.evaluate((key) => localStorage.getItem(key), DB_KEY)
  const origin = new URL(page.url()).origin

  // The vendor's phone: another browser whose camera films the code's QR, starting from the customer's data.
  const browser = await chromium.launch({
    executablePath: testInfo.project.use.launchOptions?.executablePath ?? '/usr/bin/chromium-headless-shell',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${qrVideo(order.code)}`,
    ],
  })
  try {
    const context = await browser.newContext({
      baseURL: origin,
      viewport: { width: 1440, height: 900 },
      permissions: ['geolocation', 'camera'],
      geolocation: { latitude: 12.9716, longitude: 77.5946 },
    })
    await context.addInitScript(
      ([key, data]) => {
        if (sessionStorage.getItem('handed-over')) return
        localStorage.setItem(key!, data!)
        sessionStorage.setItem('handed-over', '1')
      },
      [DB_KEY, customerData] as const,
    )
    const vendor = await context.newPage()
    await signInAs(vendor, 'vendor')
    await vendor.goto('/redem-deal')
    await settled(vendor)
    const axe = new AxeFindings()
    await axe.scan(vendor, { route: '/redem-deal', width: 1440, persona: 'vendor' })
    await vendor.getByRole('button', { name: 'Scan with the camera' }).click()
    await expect(vendor.locator('.deal-code')).toHaveText(order.code, { timeout: 20_000 })
    await expect(vendor.getByRole('heading', { name: 'Vada Pav & Cutting Chai' })).toBeVisible()
    await vendor.getByRole('button', { name: 'Begin Redeeming' }).click()
    const confirmDialog = vendor.getByRole('dialog', { name: 'Redeem this deal?' })
    await axe.scan(vendor, { route: 'redeem confirmation', width: 1440, persona: 'vendor' }, '[role="dialog"]')
    await confirmDialog.getByRole('button', { name: 'Continue' }).click()
    await expect(vendor.getByText('Deal redeemed successfully.')).toBeVisible()
    await expect(vendor.getByLabel('Deal code')).toHaveValue('')

    // A second redemption of the same code is refused at once, with no action offered.
    await vendor.getByLabel('Deal code').fill(order.code)
    await vendor.getByRole('button', { name: 'Find the deal' }).click()
    await expect(vendor.getByRole('alert')).toHaveText('This deal code has already been redeemed.')
    await expect(vendor.getByRole('button', { name: 'Begin Redeeming' })).toHaveCount(0)
    await axe.scan(vendor, { route: 'redeem: code already redeemed', width: 1440, persona: 'vendor' })
    axe.expectNone()

    // Back to the customer, with the outlet's data: the order is redeemed and its points are confirmed.
    const vendorData = await vendor.evaluate((key) => localStorage.getItem(key), DB_KEY)
    await page.evaluate(([key, data]) => localStorage.setItem(key!, data!), [DB_KEY, vendorData] as const)
    await page.reload()
    await expect(page.getByTestId('points-earned')).toHaveText(/\(confirmed\)$/)
    await expect(page.getByText(/^Redeemed on /)).toBeVisible()
  } finally {
    await browser.close()
  }
})

test('the vendor sees the seeded orders on My Orders and cancels one with a reason', async ({ page, signIn }) => {
  test.setTimeout(90_000)
  const axe = new AxeFindings()
  await signIn('vendor', '/my-orders')
  await settled(page)
  await expect(page.getByRole('heading', { name: 'My Orders', level: 1 })).toBeVisible()
  // Priya's seeded orders at Chai Point (docs/demo.md): the redeemed one cannot be cancelled any more.
  await expect(
    page.getByRole('row', { name: /CHAIDONE01/ }).getByRole('button', { name: /^Cancel the order/ }),
  ).toHaveCount(0)
  const row = page.getByRole('row', { name: /CHAIDEMO42/ })
  await expect(row.getByRole('cell', { name: 'Priya Sharma' })).toBeVisible()
  await expect(row.getByRole('cell', { name: 'Processing / Pending' })).toBeVisible()
  await axe.scan(page, { route: '/my-orders (vendor)', width: 1440, persona: 'vendor' })

  await row.getByRole('button', { name: 'Cancel the order of Masala Chai & Bun Maska' }).click()
  const dialog = page.getByRole('dialog', { name: 'Cancel Order' })
  await dialog.getByLabel('Reason').selectOption({ label: 'The outlet was closed' })
  await dialog.getByLabel('Description').fill('Closed for repairs on Monday.')
  await axe.scan(page, { route: 'Cancel Order dialog (vendor)', width: 1440, persona: 'vendor' }, '[role="dialog"]')
  await dialog.getByRole('button', { name: 'Cancel Order' }).click()
  await expect(page.getByText('Order cancelled successfully.')).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(row.getByRole('cell', { name: 'Cancelled / Not paid: order cancelled' })).toBeVisible()
  await expect(row.getByRole('button', { name: /^Cancel the order/ })).toHaveCount(0)

  // The cancelled code can no longer be redeemed.
  await page.goto('/redem-deal')
  await settled(page)
  await page.getByLabel('Deal code').fill('CHAIDEMO42')
  await page.getByRole('button', { name: 'Find the deal' }).click()
  await expect(page.getByRole('alert')).toHaveText('This order was cancelled: its code cannot be redeemed.')
  await expect(page.getByRole('button', { name: 'Begin Redeeming' })).toHaveCount(0)
  axe.expectNone()
})
