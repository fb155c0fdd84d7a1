import { expect, test } from './fixtures'

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
