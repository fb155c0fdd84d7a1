import { expect, test } from '@playwright/test'

/** Plans `count` failures (503) of API calls whose path contains `path`, through the mock's control API. */
async function failNext(page: import('@playwright/test').Page, path: string, count = 1) {
  await page.evaluate(
    async ([p, n]) => {
      await fetch('/api/__mock/settings', { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify({ fail_next: n, fail_path: p }) })
    },
    [path, count] as const,
  )
}

test('a listing that fails to load says so, and Try again loads it', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('.site-header')).toBeVisible()
  await failNext(page, 'category-deal')
  await page.getByRole('link', { name: 'Cafes' }).first().click()
  await expect(page.getByText('We could not load these deals. Please try again.')).toBeVisible()
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Cafes' })).toBeVisible()
  await expect(page.locator('.deal-card').first()).toBeVisible()
})

test('a failed add to the wishlist tells the customer and changes nothing', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Demo' }).click()
  await page.locator('.persona-list li[data-persona="customer@example.com"]').getByRole('button').click()
  await expect(page.locator('.user-button')).toBeVisible()
  await page.goto('/c/cafes')
  const card = page.locator('.deal-card').filter({ has: page.getByRole('button', { name: /add .* to (your )?wishlist/i }) }).first()
  await expect(card).toBeVisible()
  await failNext(page, 'add-to-wishlist')
  await card.getByRole('button', { name: /add .* to (your )?wishlist/i }).click()
  await expect(page.getByText('The service is unavailable right now. Please try again.')).toBeVisible()
  await expect(card.getByRole('button', { name: /add .* to (your )?wishlist/i })).toBeVisible()
})
