import { expect, test } from './fixtures'
import { AxeFindings } from './axe'

/**
 * The demo's mock runs in a worker of the page; a service worker hands it the app's API calls on a port
 * (mock-server/browser.ts, public/hola-mock-sw.js). A browser stops an idle service worker after about 30 s, and a
 * hard reload leaves the page uncontrolled by it: in both cases the demo must go on answering.
 */
async function showsDeals(page: import('@playwright/test').Page) {
  await expect(page.getByRole('link', { name: /^More about / }).first()).toBeVisible()
}

test('the demo keeps answering after the browser stops its idle service worker', async ({ page }) => {
  await page.goto('/')
  await showsDeals(page)
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('ServiceWorker.enable')
  await cdp.send('ServiceWorker.stopAllWorkers')
  // The next call starts the service worker afresh, without its port: it asks the page for a new one.
  await page.getByRole('link', { name: 'View All Cafes deals' }).click()
  await expect(page.getByRole('heading', { name: 'Cafes', level: 1 })).toBeVisible()
  // The listing's deals come from the call the restarted service worker handed on.
  await expect(page.getByRole('heading', { name: 'Cafes deals' })).toBeAttached()
  await expect(page.locator('.deal-card-price').first()).toBeVisible()
})

test('after a hard reload, which leaves the page uncontrolled, the mock still answers', async ({ page }) => {
  await page.goto('/')
  await showsDeals(page)
  const cdp = await page.context().newCDPSession(page)
  const loaded = page.waitForEvent('load')
  // As Shift+Reload: the page loads without the service worker controlling it.
  await cdp.send('Page.reload', { ignoreCache: true })
  await loaded
  await showsDeals(page)
})

test("a browser whose storage is nearly full is told the demo's data cannot be saved, and Reset recovers once there is room", async ({
  page,
}) => {
  // Another app of the origin has taken most of Chromium's ~5 million characters, once (a reload keeps what it left).
  await page.addInitScript(() => {
    if (location.protocol === 'about:' || sessionStorage.getItem('filled')) return
    sessionStorage.setItem('filled', '1')
    localStorage.setItem('another-app', 'x'.repeat(4_700_000))
  })
  await page.goto('/')
  const full = page.getByRole('alert').filter({ hasText: "This browser's storage is full." })
  await expect(full).toBeVisible()
  await expect(full).toContainText('your latest changes work until you reload')
  const axe = new AxeFindings()
  await axe.scan(page, { route: '/ (storage full)', width: 1440, persona: 'visitor' }, '.demo-storage-full')
  axe.expectNone()

  // Room again (the other app's data cleared), then the notice's Reset: the seed is saved and the notice goes.
  await page.evaluate(() => localStorage.removeItem('another-app'))
  await full.getByRole('button', { name: 'Reset demo data' }).click()
  const loaded = page.waitForEvent('load')
  await page.getByRole('dialog', { name: 'Reset the demo data?' }).getByRole('button', { name: 'Reset' }).click()
  await loaded
  await showsDeals(page)
  await expect(full).toHaveCount(0)
  expect(await page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('hola')))).toBe(true)
})
