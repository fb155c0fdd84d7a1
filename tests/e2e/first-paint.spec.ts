import { expect, test } from './fixtures'

/**
 * The first paint needs no JavaScript (never "a plain grey page for about a second, with no header"):
 * index.html holds home's shell, prerendered at build time, and the app hydrates it without a mismatch.
 */
const COLD_COFFEE = '/deal/cold-coffee-brownie/dea10000-0000-4000-8000-000000000002'

/** Holds back the app's scripts, so the page shows only what index.html paints. */
async function withoutAppScripts(page: import('@playwright/test').Page) {
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort())
}

test('before any script has run, home shows the header, its heading and loading line, and the footer', async ({
  page,
}) => {
  await withoutAppScripts(page)
  await page.goto('/')
  await expect(page.locator('.site-header')).toBeVisible()
  await expect(page.locator('.site-header')).toContainText('Hola Deals')
  await expect(page.locator('.header-actions')).toContainText('Login')
  await expect(page.locator('h1')).toHaveText('Student deals in Bengaluru')
  await expect(page.getByText('Loading deals…')).toBeVisible()
  await expect(page.locator('.site-footer')).toContainText('Hola Deals is a platform')
  // Nothing in it can be clicked or focused before the app runs (a click would be lost): the shell is inert.
  await expect(page.locator('#root')).toHaveAttribute('inert')
})

test("before any script has run, another address shows the header but not home's content", async ({ page }) => {
  await withoutAppScripts(page)
  await page.goto(COLD_COFFEE)
  await expect(page.locator('.site-header')).toBeVisible()
  await expect(page.locator('h1')).toHaveCount(0)
  await expect(page.getByText('Loading deals…')).toHaveCount(0)
})

test('the app hydrates the painted shell: no hydration error, the same header node, and its buttons work', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
  page.on('pageerror', (e) => errors.push(e.message))
  // The header and home's heading drawn by index.html are marked before the app runs; hydration keeps those very
  // nodes, even when home's screen arrives late (a re-render while its chunk loaded made React draw home anew).
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      document.querySelector('.site-header')?.setAttribute('data-painted', '')
      document.querySelector('.home h1')?.setAttribute('data-painted', '')
    }),
  )
  await page.route(/\/assets\/home-screen-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300))
    await route.continue()
  })
  await page.goto('/')
  // The voice button is drawn only by the running app (the build cannot listen): it shows once hydration is done.
  await expect(page.getByRole('button', { name: 'Search by voice' })).toBeVisible()
  await expect(page.locator('.site-header[data-painted]')).toHaveCount(1)
  await expect(page.locator('.home-category').first()).toBeVisible()
  await expect(page.locator('.home h1[data-painted]')).toHaveText('Student deals in Bengaluru')
  await expect(page.locator('#root')).not.toHaveAttribute('inert')
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('dialog', { name: /log ?in/i })).toBeVisible()
  expect(errors.filter((e) => /hydrat|did not match|Minified React error/i.test(e))).toEqual([])
})

/** Each time the element moves on the screen (its top, in CSS pixels from the window's top), from now on, in the page. */
async function watchTop(page: import('@playwright/test').Page, selector: string) {
  await page.evaluate((selector) => {
    const tops: number[] = []
    ;(window as unknown as { tops: number[] }).tops = tops
    const tick = () => {
      const top = document.querySelector(selector)?.getBoundingClientRect().top
      if (top !== undefined && top !== tops.at(-1)) tops.push(top)
      requestAnimationFrame(tick)
    }
    tick()
  }, selector)
  return () => page.evaluate(() => (window as unknown as { tops: number[] }).tops)
}

test("the footer a reader has scrolled to stays put while home's deals arrive above it", async ({ page }) => {
  // Home's screen is held back until the reader is at the footer, as on a slow phone.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/home-screen-[^/]*\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/')
  const contact = page.getByRole('navigation', { name: 'Contact' })
  const link = contact.getByRole('link', { name: 'Write to us' })
  await link.scrollIntoViewIfNeeded()
  await expect(page.locator('.state-loading')).toHaveCount(1)
  const tops = await watchTop(page, '.footer-column[aria-label="Contact"] li:last-child a')

  release()
  await expect(page.locator('.home-category').first()).toBeVisible()
  await expect(page.locator('.state-loading')).toHaveCount(0)
  // The rows near the window render as they come into reach: give them a moment, then nothing may have moved.
  await page.waitForTimeout(1000)
  const seen = await tops()
  expect(Math.max(...seen) - Math.min(...seen)).toBeLessThan(1)
  await link.click()
  await expect(page).toHaveURL(/\/inquiry$/)
})

for (const width of [375, 1200, 1440]) {
  test(`at ${width} px, each home row takes the space kept for it before its cards render`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    await page.goto('/')
    const rows = page.locator('.home-category')
    await expect(rows.first().locator('.deal-card').first()).toBeVisible()
    const kept = await rows.evaluateAll((sections) =>
      sections.map((s) => (s.querySelector('.carousel-placeholder') ? s.getBoundingClientRect().height : null)),
    )
    expect(kept.filter((h) => h !== null).length).toBeGreaterThan(2)
    // Every row in turn, so each renders its cards.
    for (const row of await rows.all()) {
      await row.scrollIntoViewIfNeeded()
      await expect(row.locator('.carousel-placeholder')).toHaveCount(0)
    }
    const rendered = await rows.evaluateAll((sections) => sections.map((s) => s.getBoundingClientRect().height))
    kept.forEach((h, i) => h !== null && expect(Math.abs(rendered[i]! - h), `row ${i + 1}`).toBeLessThan(0.5))
  })
}
