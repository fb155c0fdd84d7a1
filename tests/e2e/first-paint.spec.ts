import { expect, test } from './fixtures'

/**
 * The first paint needs no JavaScript (issue 22; issue 17: "a plain grey page for about a second, with no header"):
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
  // The header drawn by index.html is marked before the app runs; hydration keeps that very node.
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () =>
      document.querySelector('.site-header')?.setAttribute('data-painted', ''),
    ),
  )
  await page.goto('/')
  // The voice button is drawn only by the running app (the build cannot listen): it shows once hydration is done.
  await expect(page.getByRole('button', { name: 'Search by voice' })).toBeVisible()
  await expect(page.locator('.site-header[data-painted]')).toHaveCount(1)
  await expect(page.locator('#root')).not.toHaveAttribute('inert')
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('dialog', { name: /log ?in/i })).toBeVisible()
  expect(errors.filter((e) => /hydrat|did not match|Minified React error/i.test(e))).toEqual([])
})
