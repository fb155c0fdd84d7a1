import { expect, test } from './fixtures'

test('a listing that fails to load says so, and Try again loads it', async ({ page, mock }) => {
  await page.goto('/')
  await expect(page.locator('.site-header')).toBeVisible()
  await mock.failNext('category-deal')
  await page.getByRole('link', { name: 'Cafes' }).first().click()
  await expect(page.getByText('We could not load these deals. Please try again.')).toBeVisible()
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Cafes' })).toBeVisible()
  await expect(page.locator('.deal-card').first()).toBeVisible()
})

test('a failed add to the wishlist tells the customer and changes nothing', async ({ page, signIn, mock }) => {
  await signIn('customer', '/c/cafes')
  const card = page
    .locator('.deal-card')
    .filter({ has: page.getByRole('button', { name: /add .* to (your )?wishlist/i }) })
    .first()
  await expect(card).toBeVisible()
  await mock.failNext('add-to-wishlist')
  await card.getByRole('button', { name: /add .* to (your )?wishlist/i }).click()
  await expect(page.getByText('The service is unavailable right now. Please try again.')).toBeVisible()
  await expect(card.getByRole('button', { name: /add .* to (your )?wishlist/i })).toBeVisible()
})
