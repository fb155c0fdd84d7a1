import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { AxeFindings, settled } from './axe'
import { expect, signInAs, test } from './fixtures'

/**
 * The installable app (docs/decisions/installable-app.md): the manifest and service worker meet Chromium's install
 * criteria; a customer's vouchers open offline after one visit online, with their QR and the line saying when they
 * were saved, and leave the device on sign-out; "Add to calendar" gives an RFC 5545 file; moving the demo clock to
 * two days before a voucher's end puts the reminder in the bell.
 */
const SAVED_KEY = 'hola_saved_vouchers'
const PAID_CODE = 'CHAIUPI001'
const CASH_CODE = 'CHAIDEMO42'
type Saved = { userId: number; savedAt: number; vouchers: Array<{ orderId: number; code: string; validUntil: string }> }

const savedVouchers = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as Saved | null, SAVED_KEY)

/** Waits until the service worker controls the page and has copied every file of the app (src/sw/sw.ts). */
async function appCopied(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.scriptURL.includes('/sw.js'))
  const files = (await page
    .evaluate(() => fetch('/sw.js').then((r) => r.text()))
    .then((text) => text.match(/"url":/g)?.length ?? 0)) as number
  expect(files).toBeGreaterThan(50)
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('hola-app')).keys()).length), { timeout: 30_000 })
    .toBe(files)
}

/** An .ics file's content lines, unfolded (RFC 5545 §3.1), after checking every line ends in CRLF within 75 octets. */
function parseIcs(text: string) {
  expect(text.endsWith('\r\n')).toBe(true)
  const raw = text.slice(0, -2).split('\r\n')
  for (const line of raw) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75)
  expect(raw.some((l) => l.includes('\n'))).toBe(false)
  const lines: string[] = []
  for (const line of raw) {
    if (line.startsWith(' ')) lines[lines.length - 1] += line.slice(1)
    else lines.push(line)
  }
  const value = (name: string) => {
    const line = lines.find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`))
    return line?.slice(line.indexOf(':') + 1)
  }
  return { lines, value }
}

test('the manifest and service worker meet the install criteria, checked by the browser', async ({ page }) => {
  await page.goto('/')
  await settled(page)
  await page.waitForFunction(() => navigator.serviceWorker.controller?.scriptURL.includes('/sw.js'))
  const cdp = await page.context().newCDPSession(page)
  const manifest = (await cdp.send('Page.getAppManifest')) as {
    url: string
    errors: unknown[]
    parsed?: { name?: string; icons?: Array<{ sizes?: string[]; purpose?: string[] }> }
  }
  expect(manifest.url).toMatch(/\/manifest\.webmanifest$/)
  expect(manifest.errors).toEqual([])
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
  expect(installabilityErrors).toEqual([])
  // The demo's calls still reach its mock through the same worker (one per scope).
  await expect(page.locator('.deal-card-price').first()).toBeVisible()
})

test("offline, a reload of My Orders and the deal-code page show the customer's saved vouchers with their QR", async ({
  page,
  signIn,
  context,
}) => {
  // Copying the app, two widths of axe, a download and two offline pages: a long journey on two busy cores.
  test.setTimeout(90_000)
  await signIn('customer', '/my-orders')
  await expect(page.getByRole('button', { name: `Copy code ${PAID_CODE}` })).toBeVisible()
  await expect
    .poll(async () => (await savedVouchers(page))?.vouchers.map((v) => v.code).sort())
    .toEqual([CASH_CODE, PAID_CODE].sort())
  await appCopied(page)

  await context.setOffline(true)
  await page.reload()
  await expect(
    page.getByRole('status').filter({ hasText: /^Offline: showing your vouchers saved at \d\d:\d\d$/ }),
  ).toBeVisible()
  const paid = page.getByRole('article').filter({ hasText: PAID_CODE })
  await expect(paid.getByRole('img', { name: `QR code of deal code ${PAID_CODE}` })).toHaveAttribute(
    'src',
    /^data:image\/png/,
  )
  await expect(paid).toContainText('Chai Point')
  const cash = page.getByRole('article').filter({ hasText: CASH_CODE })
  await expect(cash.getByRole('note')).toContainText(/Pay ₹[\d,.]+ at the counter/)
  await expect(page.getByRole('img', { name: /^QR code of deal code / })).toHaveCount(2)
  const findings = new AxeFindings()
  await findings.scan(page, { route: '/my-orders (offline)', width: 1440, persona: 'customer' })
  await page.setViewportSize({ width: 375, height: 800 })
  await findings.scan(page, { route: '/my-orders (offline)', width: 375, persona: 'customer' })
  await page.setViewportSize({ width: 1440, height: 900 })
  findings.expectNone()

  // An action that needs the network says so at once.
  await paid.getByRole('button', { name: 'Download PDF' }).click()
  await expect(page.getByText(/You are offline: this needs the network/)).toBeVisible()

  // "Add to calendar" downloads an RFC 5545 file for the voucher's validity at the outlet's address.
  const downloading = page.waitForEvent('download')
  await paid.getByRole('button', { name: /^Add to calendar: / }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe(`hola-deal-${PAID_CODE}.ics`)
  const ics = parseIcs(readFileSync((await download.path())!, 'utf8'))
  expect(ics.lines[0]).toBe('BEGIN:VCALENDAR')
  expect(ics.value('VERSION')).toBe('2.0')
  expect(ics.lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1)
  const saved = (await savedVouchers(page))!.vouchers.find((v) => v.code === PAID_CODE)!
  const nextDay = new Date(Date.parse(`${saved.validUntil}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
  expect(ics.value('DTEND')).toBe(nextDay.replaceAll('-', ''))
  expect(ics.value('DTSTART')).toMatch(/^\d{8}$/)
  expect(ics.value('SUMMARY')).toContain(PAID_CODE)
  expect(ics.value('LOCATION')).toMatch(/^Chai Point.*\\,/)
  expect(ics.value('UID')).toContain(PAID_CODE)

  // The deal-code page, offline, from the saved voucher.
  await page.goto(`/redem-deal-details?order_id=${saved.orderId}`)
  await expect(page.getByRole('status')).toHaveText(/^Offline: showing your vouchers saved at \d\d:\d\d$/)
  await expect(page.getByRole('img', { name: `QR code of deal code ${PAID_CODE}` })).toBeVisible()
})

test('signing out removes the saved vouchers; another customer signing in on the device never sees them', async ({
  page,
  signIn,
  context,
}) => {
  // Two sign-ins through the demo panel, each with the reload the app does after it.
  test.setTimeout(90_000)
  await signIn('customer', '/my-orders')
  await expect.poll(async () => (await savedVouchers(page))?.vouchers.length).toBe(2)

  await page.locator('.user-button').click()
  await page.getByRole('button', { name: 'Logout' }).click()
  await page.getByRole('button', { name: 'Yes, logout' }).click()
  await expect(page.locator('.user-button')).toHaveCount(0)
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), SAVED_KEY)).toBeNull()

  await signInAs(page, 'expired-customer')
  await page.goto('/my-orders')
  await settled(page)
  await expect(page.getByText(PAID_CODE)).toHaveCount(0)
  // Offline, My Orders shows this customer's saved vouchers (none are Priya's).
  await context.setOffline(true)
  await expect(page.getByRole('heading', { name: 'My Orders', level: 1 })).toBeVisible()
  await expect(
    page.getByText(/^Offline: showing your vouchers saved at /).or(page.getByText(/no vouchers are saved/)),
  ).toBeVisible()
  await expect(page.getByText(PAID_CODE)).toHaveCount(0)
  await expect(page.getByText(CASH_CODE)).toHaveCount(0)
  expect((await savedVouchers(page))?.vouchers.some((v) => v.code === PAID_CODE) ?? false).toBe(false)
})

test("moving the demo clock to two days before a voucher's end puts the reminder in the bell, and on the system", async ({
  page,
  signIn,
  context,
}) => {
  await context.grantPermissions(['notifications'])
  await page.addInitScript(() => {
    const shown: string[] = []
    ;(window as unknown as { shown: string[] }).shown = shown
    class Recorded {
      static permission = 'granted'
      static requestPermission = async () => 'granted'
      constructor(_title: string, options: { body: string }) {
        shown.push(options.body)
      }
    }
    ;(window as unknown as { Notification: unknown }).Notification = Recorded
    // Where the service worker controls the page, the reminder goes through it (as Chrome on Android requires).
    ServiceWorkerRegistration.prototype.showNotification = async (_title, options) => {
      shown.push(options?.body ?? '')
    }
  })
  await signIn('customer', '/my-orders')
  await expect.poll(async () => (await savedVouchers(page))?.vouchers.length).toBe(2)
  const voucher = (await savedVouchers(page))!.vouchers.find((v) => v.code === PAID_CODE)!
  const bell = page.getByRole('button', { name: /notification/i })
  await bell.click()
  await expect(page.locator('#bell-dropdown')).toBeVisible()
  await expect(page.locator('#bell-dropdown')).not.toContainText('ends in 3 days')
  await bell.click()

  // Two days before the deal's last day, on the demo clock.
  const today = await page.evaluate(async () => {
    const r = await fetch('/api/__mock/clock', { headers: { Accept: 'application/json' } })
    return ((await r.json()) as { now: string }).now
  })
  // The deal's last day is on India's calendar (UTC+05:30).
  const todayInIndia = new Date(Date.parse(today) + 330 * 60_000).toISOString().slice(0, 10)
  const days = Math.round((Date.parse(voucher.validUntil) - Date.parse(todayInIndia)) / 86_400_000) - 2
  expect(days).toBeGreaterThan(0)
  await page.evaluate(async (advance_days) => {
    await fetch('/api/__mock/clock', {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ advance_days }),
    })
  }, days)
  // The bell asks again on the next screen.
  await page.getByRole('link', { name: 'Hola Deals home' }).click()
  await bell.click()
  const reminder = page.locator('#bell-dropdown').getByText(new RegExp(`ends in 3 days: use code ${PAID_CODE}`))
  await expect(reminder).toBeVisible()
  // Both of Priya's vouchers are for the same deal: each is reminded, on the system too (the page is open).
  const shown = await page.evaluate(() => (window as unknown as { shown: string[] }).shown)
  expect(shown.map((body) => /ends in 3 days: use code (\w+)/.exec(body)?.[1]).sort()).toEqual(
    [CASH_CODE, PAID_CODE].sort(),
  )
  await reminder.click()
  await expect(page).toHaveURL(new RegExp(`/redem-deal-details\\?order_id=${voucher.orderId}$`))
  await expect(page.getByRole('button', { name: /^Add to calendar: / })).toBeVisible()
})

test('when a new version is deployed, the open app says "A new version is ready" and Reload loads it', async ({
  page,
}) => {
  await page.goto('/')
  await settled(page)
  await page.waitForFunction(() => navigator.serviceWorker.controller?.scriptURL.includes('/sw.js'))
  // The app's worker registers after the page's load event (src/app/installable-app.tsx).
  await expect
    .poll(() => page.evaluate(() => Boolean((window as { holaAppWorker?: boolean }).holaAppWorker)))
    .toBe(true)
  // A deploy, as the page sees it: another version of the worker installs and takes over (the demo's activates at
  // once). Playwright cannot answer the browser's own fetch of the worker's script, so the new version is the same
  // script at another address; the browser's periodic check for a changed sw.js leads to the same events.
  const before = await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL)
  await page.evaluate(async (url) => {
    await navigator.serviceWorker.register(`${url}&version=next`)
  }, before)
  const banner = page.getByRole('status').filter({ hasText: 'A new version is ready.' })
  await expect(banner).toBeVisible()
  const reloaded = page.waitForEvent('load')
  await banner.getByRole('button', { name: 'Reload' }).click()
  await reloaded
  await settled(page)
  await expect(banner).toHaveCount(0)
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(before)
})

test('the account menu offers "Install the app" only while the browser offers installing it', async ({
  page,
  signIn,
}) => {
  await signIn('customer')
  await expect
    .poll(() => page.evaluate(() => Boolean((window as { holaAppWorker?: boolean }).holaAppWorker)))
    .toBe(true)
  await page.locator('.user-button').click()
  const menu = page.getByRole('navigation', { name: 'Main menu' })
  await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible()
  // Headless Chromium makes no offer of its own: nothing pretends.
  await expect(menu.getByRole('button', { name: 'Install the app' })).toHaveCount(0)
  await page.keyboard.press('Escape')

  // The browser's offer (Chromium's beforeinstallprompt), as it comes where the app can be installed.
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => void ((window as { prompted?: boolean }).prompted = true),
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    })
    window.dispatchEvent(offer)
  })
  await page.locator('.user-button').click()
  await menu.getByRole('button', { name: 'Install the app' }).click()
  expect(await page.evaluate(() => (window as { prompted?: boolean }).prompted)).toBe(true)
  // Used once: the browser asks the person itself; the offer is gone from the menu.
  await page.locator('.user-button').click()
  await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible()
  await expect(menu.getByRole('button', { name: 'Install the app' })).toHaveCount(0)
})
