import type { Page } from '@playwright/test'
import { appIsLive, expect, test } from './fixtures'

/** Koramangala, Bengaluru: the browser "grants" this position, so the header finds the city by itself. */
const KORAMANGALA = { latitude: 12.9352, longitude: 77.6245 }
const REVIEWED_DEAL = 'a5e1d7c0-0000-4000-8000-0000000d0001'

test.use({ geolocation: KORAMANGALA, permissions: ['geolocation'] })

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search deals, outlets and products' })

test('a visitor searches by keyword from the header and opens the keyword listing', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('button', { name: 'City: Bengaluru' })).toBeVisible()

  await searchBox(page).fill('biryani')
  const results = page.getByRole('listbox', { name: 'Search results' })
  const keywords = results.getByRole('group', { name: 'Keywords' })
  await expect(keywords.getByRole('option', { name: 'Biryani' })).toBeVisible()
  await expect(results.getByRole('group', { name: 'Deals' }).getByRole('option').first()).toBeVisible()

  await keywords.getByRole('option', { name: 'Biryani' }).click()
  await expect(page).toHaveURL(/\/keyword\/keyword-deals\/Biryani$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Biryani' })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Biryani deals' }).getByRole('article').first()).toBeVisible()
  await expect(results).toBeHidden()
})

test('the search works from the keyboard: arrows, Enter, Escape', async ({ page }) => {
  await page.goto('/')
  await searchBox(page).click()
  await page.keyboard.type('chai point')
  const vendor = page.getByRole('group', { name: 'Vendors' }).getByRole('option', { name: 'Chai Point Koramangala' })
  await expect(vendor).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(vendor).toBeHidden()
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('ArrowUp')
  await expect(vendor).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/vendor\/vendor-deals\/beef0000-0000-4000-8000-000000000101$/)
})

test('switching the city changes the category listing', async ({ page }) => {
  await page.goto('/c/food')
  await expect(page.getByRole('heading', { level: 1, name: 'Food' })).toBeVisible()
  await expect(page.getByText(/^\d+ deals? in Bengaluru$/)).toBeVisible()
  const grid = page.getByRole('list', { name: 'Food deals' })
  // Nearest first, and in Bengaluru: the first card is a few km away.
  await expect(grid.locator('.deal-card-distance').first()).toHaveText(/^\d{1,2}\.\d km$/)

  await page.getByRole('button', { name: 'City: Bengaluru' }).click()
  const dialog = page.getByRole('dialog', { name: 'Choose your city' })
  await dialog.getByLabel('Search city').fill('mum')
  await dialog.getByRole('button', { name: 'Mumbai', exact: true }).click()
  await expect(dialog).toBeHidden()

  await expect(page.getByRole('button', { name: 'City: Mumbai' })).toBeVisible()
  await expect(page.getByText(/^\d+ deals? in Mumbai$/)).toBeVisible()
  // Mumbai's deals, measured from Koramangala: hundreds of km away.
  await expect(grid.locator('.deal-card-distance').first()).toHaveText(/^\d{3}(,\d{3})? km$/)

  // The choice survives a reload.
  await page.reload()
  await expect(page.getByText(/^\d+ deals? in Mumbai$/)).toBeVisible()
})

test("a visitor opens a deal's reviews, sorts them and pages through them", async ({ page }) => {
  await page.goto('/')
  // The painted shell shows the search box before the in-page mock runs; /api answers once the app is live.
  await appIsLive(page)
  // The mock's control API sets the story: this deal has 2 + 12 approved reviews and one waiting for approval.
  await page.evaluate(async (deal) => {
    const res = await fetch('/api/__mock/provider-state', {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        state: 'a deal has approved reviews and a pending one by the customer',
        params: { deal, more: 12 },
      }),
    })
    if (!res.ok) throw new Error(`provider state: ${res.status}`)
  }, REVIEWED_DEAL)

  await page.goto(`/deal/masala-chai-and-bun-maska-for-two/${REVIEWED_DEAL}`)
  await page.getByRole('link', { name: /out of 5 · 14 reviews/ }).click()
  await expect(page).toHaveURL(new RegExp(`/reviews-and-ratings/masala-chai-and-bun-maska-for-two/${REVIEWED_DEAL}$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Masala Chai and Bun Maska for Two' })).toBeVisible()
  await expect(page).toHaveTitle('Reviews of Masala Chai and Bun Maska for Two | Hola Deals')

  const summary = page.getByRole('region', { name: 'Rating summary' })
  await expect(summary.getByText('Based on 14 reviews')).toBeVisible()
  await expect(summary.getByRole('img', { name: /^Rated \d\.\d out of 5$/ })).toBeVisible()

  const reviews = page.getByRole('region', { name: /^Reviews/ })
  await expect(reviews.getByRole('article')).toHaveCount(10)
  await expect(reviews.getByRole('article').first()).toContainText('Best chai near campus')
  await expect(reviews.getByRole('article').first()).toContainText('3 days ago')

  const pager = page.getByRole('navigation', { name: 'Review pages' })
  await pager.getByRole('button', { name: 'Next' }).click()
  await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
  await expect(reviews.getByRole('article')).toHaveCount(4)

  await page.getByLabel('Sort by').selectOption({ label: 'Negative First' })
  await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
  await expect(reviews.getByRole('article').first().getByRole('img')).toHaveAccessibleName('Rated 1.0 out of 5')

  await page.getByLabel('Sort by').selectOption({ label: 'Positive First' })
  await expect(
    reviews
      .getByRole('article')
      .first()
      .getByRole('img', { name: /^Rated/ }),
  ).toHaveAccessibleName('Rated 5.0 out of 5')
})

test.describe("without the browser's position", () => {
  test.use({ geolocation: undefined, permissions: [] })

  test('the visitor is asked to allow the location, and can still choose a city', async ({ page }) => {
    await page.goto('/')
    const warning = page.getByRole('alert').filter({ hasText: 'Allow Location' })
    await expect(warning).toContainText('Please Allow to access your current Location. To get the best results')
    // Without a position the demo starts in Bengaluru, a city with many deals (docs/decisions/first-impressions.md).
    await expect(page.getByRole('button', { name: 'City: Bengaluru' })).toBeVisible()
    // It closes by itself after 6 s.
    await expect(warning).toBeHidden({ timeout: 9_000 })

    await page.getByRole('button', { name: 'City: Bengaluru' }).click()
    await page
      .getByRole('dialog', { name: 'Choose your city' })
      .getByRole('button', { name: 'Pune', exact: true })
      .click()
    await expect(page.getByRole('button', { name: 'City: Pune' })).toBeVisible()
  })
})
