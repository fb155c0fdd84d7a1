import { expect, test } from './fixtures'

/**
 * Rough edges a new user hit: one discount figure with one meaning, a visitor's way to get a deal, one level
 * of card on the deal page, buttons that know a deal is in My Deals, and a dashboard that explains itself.
 */
const COLD_COFFEE = '/deal/cold-coffee-brownie/dea10000-0000-4000-8000-000000000002'

test("a card and its deal page show the same discount, and its amount is the final discount's", async ({ page }) => {
  await page.goto(COLD_COFFEE)
  await expect(page.getByRole('heading', { name: 'Cold Coffee & Brownie', level: 1 })).toBeVisible()
  const side = page.getByRole('complementary', { name: 'Price and validity' })
  const headline = (await side.locator('.deal-discount').textContent())!
  expect(headline).toMatch(/^\d+\.\d{2}% off for you$/)
  const final = headline.replace(' off for you', '')
  const yours = side.locator('.deal-money-yours', { hasText: 'Your final discount' }).locator('dd')
  await expect(yours).toHaveText(new RegExp(`^${final.replace('.', '\\.')} \\(₹[\\d.]+\\)$`))
  const price = Number((await side.locator('.deal-price').textContent())!.replace(/[^0-9.]/g, ''))
  const saved = Number((await yours.textContent())!.split('(')[1]!.replace(/[^0-9.]/g, ''))
  expect(saved).toBeCloseTo((price * parseFloat(final)) / 100, 2)
  await expect(side.getByText(/Hola keeps \d+(\.\d+)?% of that discount/)).toBeVisible()

  // The same deal's card (its vendor's page lists it) shows the same figure, worded the same.
  await page.getByRole('link', { name: 'Chai Point Koramangala' }).first().click()
  const card = page.locator('.deal-card', { has: page.getByRole('link', { name: 'Cold Coffee & Brownie' }) })
  await expect(card.locator('.deal-card-badge')).toHaveText(headline)
})

test('a visitor is asked to log in to get the deal, and the button opens the login panel', async ({ page }) => {
  await page.goto(COLD_COFFEE)
  await page.getByRole('button', { name: 'Log in to get this deal' }).click()
  await expect(page.getByRole('dialog', { name: /log ?in/i })).toBeVisible()
})

test('the deal page has one level of card: About and Terms are not boxes inside boxes', async ({ page }) => {
  await page.goto(COLD_COFFEE)
  for (const name of ['About', 'Terms and conditions']) {
    const section = page.locator('.deal-section', { has: page.getByRole('heading', { name, level: 2 }) })
    const inner = section.locator('.deal-rich-text')
    await expect(inner).toBeVisible()
    const look = await inner.evaluate((el) => {
      const s = getComputedStyle(el)
      return { shadow: s.boxShadow, background: s.backgroundColor, border: s.borderTopStyle, padding: s.paddingTop }
    })
    expect(look).toEqual({ shadow: 'none', background: 'rgba(0, 0, 0, 0)', border: 'none', padding: '0px' })
  }
})

test('after Add to My Deals, cards and the wishlist say "In My Deals" instead of offering it again, across a reload', async ({
  page,
  signIn,
}) => {
  await signIn('customer', COLD_COFFEE)
  const actions = page.locator('.deal-detail-actions')
  await actions.getByRole('button', { name: 'Add to Wishlist' }).click()
  await expect(actions.getByRole('button', { name: 'In your Wishlist' })).toBeVisible()
  await actions.getByRole('button', { name: 'Add to My Deals' }).click()
  await expect(actions.getByRole('link', { name: 'In My Deals' })).toBeVisible()

  await page.reload()
  await expect(actions.getByRole('link', { name: 'In My Deals' })).toBeVisible()
  await page.goto('/my-wishlist')
  const row = page.locator('.kept-deal', { has: page.getByRole('heading', { name: 'Cold Coffee & Brownie' }) })
  await expect(row.getByRole('link', { name: 'In My Deals: Cold Coffee & Brownie' })).toHaveAttribute(
    'href',
    '/my-deals',
  )
  await expect(row.getByRole('button', { name: /Add to My Deals/ })).toHaveCount(0)
})

test("the customer's dashboard shows the plan and Hola points, links the pending deal and explains its highlight", async ({
  page,
  signIn,
}) => {
  await signIn('customer', '/dashboard')
  await expect(page.getByText('Your plan')).toBeVisible()
  await expect(page.locator('.dashboard-membership dd').nth(1)).toHaveText(/^\d[\d,]*$/)
  await page.getByRole('button', { name: /Pending Deals$/ }).click()
  await expect(page.getByText(/Highlighted: awaiting approval/)).toBeVisible()
  const pending = page.locator('.dashboard-deals li.is-pending').first()
  await pending.getByRole('link').click()
  await expect(page).toHaveURL(/\/deal\/[a-z0-9-]+\/[0-9a-f-]+$/)
  await expect(page.getByText('This deal is awaiting approval: it can be bought once it is active.')).toBeVisible()
})
