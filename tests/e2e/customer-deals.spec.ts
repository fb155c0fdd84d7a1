import type { Page } from '@playwright/test'
import { expect, openDemoPanel, test } from './fixtures'

/**
 * The seeded customer's life with deals. Each test's browser context starts with fresh storage, so the
 * mock starts from its deterministic seed: Chai Point's "Cold Coffee & Brownie" (deal 2) is in neither of Priya's
 * lists, and she has not reviewed its "Bombay Masala Toast" (deal 20).
 */
const COLD_COFFEE = '/deal/cold-coffee-brownie/dea10000-0000-4000-8000-000000000002'
const MASALA_TOAST_REVIEWS = '/reviews-and-ratings/bombay-masala-toast/dea10000-0000-4000-8000-000000000020'

/**
 * Runs a write (a click, whose call may still be in flight when the click returns), then waits until the browser mock
 * has saved it (it saves before the answer leaves), so a reload that follows sees it.
 */
async function saved(page: Page, write: () => Promise<unknown>) {
  const before = await page.evaluate(() => localStorage.getItem('hola-mock-db'))
  await write()
  await page.waitForFunction((b) => localStorage.getItem('hola-mock-db') !== b, before)
}

const dealActions = (page: Page) => page.locator('.deal-detail-actions')
const keptDeal = (page: Page, name: string) => page.locator('.kept-deal', { has: page.getByRole('heading', { name }) })

test('the customer keeps a deal in the wishlist and My Deals, across a reload, and removes it through the confirm dialog', async ({
  page,
  signIn,
}) => {
  await signIn('customer', COLD_COFFEE)
  await expect(page.getByRole('heading', { name: 'Cold Coffee & Brownie', level: 1 })).toBeVisible()

  await saved(page, async () => {
    await dealActions(page).getByRole('button', { name: 'Add to Wishlist' }).click()
    await expect(page.getByText('Item has been added to your wishlist')).toBeVisible()
  })
  await expect(dealActions(page).getByRole('button', { name: 'In your Wishlist' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )

  await saved(page, async () => {
    await dealActions(page).getByRole('button', { name: 'Add to My Deals' }).click()
    await expect(page.getByText('Item has been added to your deal')).toBeVisible()
  })
  // Now she has a deal count for it, so she may report it.
  await expect(dealActions(page).getByRole('button', { name: 'Mark as Wrong' })).toBeVisible()

  // No second add that can only fail: the button says where the deal is, and still does after a reload.
  await expect(dealActions(page).getByRole('button', { name: 'Add to My Deals' })).toHaveCount(0)
  await expect(dealActions(page).getByRole('link', { name: 'In My Deals' })).toHaveAttribute('href', '/my-deals')

  await page.reload()
  await expect(dealActions(page).getByRole('button', { name: 'In your Wishlist' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(dealActions(page).getByRole('link', { name: 'In My Deals' })).toBeVisible()

  await page.goto('/my-wishlist')
  await expect(page.getByRole('heading', { name: 'My Wishlist', level: 1 })).toBeVisible()
  await expect(keptDeal(page, 'Cold Coffee & Brownie')).toBeVisible()

  await page.goto('/my-deals')
  await expect(keptDeal(page, 'Cold Coffee & Brownie')).toBeVisible()
  await page.getByRole('tab', { name: /^Active/ }).click()
  await expect(keptDeal(page, 'Cold Coffee & Brownie')).toBeVisible()

  // Keep it first, then delete it.
  await keptDeal(page, 'Cold Coffee & Brownie').getByRole('button', { name: 'Remove Cold Coffee & Brownie' }).click()
  const dialog = page.getByRole('dialog', { name: 'Are you sure you want to remove this deal' })
  await dialog.getByRole('button', { name: 'No, Keep it!' }).click()
  await expect(page.getByText('Cancelled')).toBeVisible()
  await expect(keptDeal(page, 'Cold Coffee & Brownie')).toBeVisible()

  await keptDeal(page, 'Cold Coffee & Brownie').getByRole('button', { name: 'Remove Cold Coffee & Brownie' }).click()
  await saved(page, async () => {
    await dialog.getByRole('button', { name: 'Yes Delete it!' }).click()
    await expect(page.getByText('This deal is removed from your deal list')).toBeVisible()
  })
  await expect(keptDeal(page, 'Cold Coffee & Brownie')).toHaveCount(0)

  await page.reload()
  await expect(page.getByRole('heading', { name: 'My Deals', level: 1 })).toBeVisible()
  await expect(page.locator('.kept-deal').first()).toBeVisible()
  await expect(keptDeal(page, 'Cold Coffee & Brownie')).toHaveCount(0)
  // Still in the wishlist.
  await page.goto('/my-wishlist')
  await expect(keptDeal(page, 'Cold Coffee & Brownie')).toBeVisible()
})

test('the customer writes a review, sees the pending notice, and it counts once approved from the demo panel', async ({
  page,
  signIn,
}) => {
  await signIn('customer', MASALA_TOAST_REVIEWS)
  const form = page.getByRole('region', { name: 'Write a review' })
  await expect(form).toBeVisible()
  const basedOn = page.getByText(/^Based on \d+ reviews?$/)
  const before = Number((await basedOn.textContent())!.match(/\d+/)![0])

  await form.getByRole('button', { name: 'Submit review' }).click()
  await expect(form.getByText('Star required field')).toBeVisible()
  await form.locator('label', { hasText: '4 stars' }).click()
  await form.getByLabel('Title').fill('Crisp and spicy')
  await form.getByLabel('Review').fill('Great toast with cutting chai between lectures.')
  const mine = page.getByRole('region', { name: 'Your review' })
  await saved(page, async () => {
    await form.getByRole('button', { name: 'Submit review' }).click()
    await expect(mine.getByText('Your review successfully submitted. This will affect with in a day.')).toBeVisible()
  })
  // Said once: the review shown in place of the form says it, no toast repeats it.
  await expect(page.getByText(/Your review successfully submitted/)).toHaveCount(1)
  await expect(page.getByRole('button', { name: 'Submit review' })).toHaveCount(0)

  // Not counted until staff approve it.
  await page.reload()
  await expect(
    page.getByRole('region', { name: 'Your review' }).getByText(/This will affect with in a day/),
  ).toBeVisible()
  await expect(basedOn).toHaveText(
    before === 0 ? 'Based on 0 reviews' : `Based on ${before} review${before === 1 ? '' : 's'}`,
  )

  await openDemoPanel(page)
  await saved(page, async () => {
    await page.getByRole('button', { name: 'Approve review 4★ Crisp and spicy' }).click()
    await expect(page.getByText('Review approved')).toBeVisible()
  })

  await page.reload()
  const after = before + 1
  await expect(page.getByText(after === 1 ? 'Based on 1 review' : `Based on ${after} reviews`)).toBeVisible()
  await expect(page.getByText('Crisp and spicy').first()).toBeVisible()
  await expect(page.getByRole('region', { name: 'Your review' })).toBeVisible()
  await expect(page.getByText(/This will affect with in a day/)).toHaveCount(0)
})

test('the customer reports a deal they hold as wrong, once', async ({ page, signIn }) => {
  await signIn('customer', COLD_COFFEE)
  // No deal count yet: no report action.
  await expect(dealActions(page).getByRole('button', { name: 'Add to My Deals' })).toBeVisible()
  await expect(dealActions(page).getByRole('button', { name: 'Mark as Wrong' })).toHaveCount(0)
  await dealActions(page).getByRole('button', { name: 'Add to My Deals' }).click()
  await dealActions(page).getByRole('button', { name: 'Mark as Wrong' }).click()

  const dialog = page.getByRole('dialog', { name: 'Mark as Wrong' })
  await dialog.getByRole('button', { name: 'Report' }).click()
  await expect(dialog.getByText('The title field is required.')).toBeVisible()
  await expect(dialog.getByText('The description field is required.')).toBeVisible()
  await dialog.getByLabel('Title').fill('Brownie not included')
  await dialog.getByLabel('Description').fill('The outlet served the coffee without the brownie.')
  await saved(page, async () => {
    await dialog.getByRole('button', { name: 'Report' }).click()
    await expect(page.getByText('Deal has been reported wrong.')).toBeVisible()
  })
  await expect(dialog).toHaveCount(0)
  await expect(dealActions(page).getByRole('button', { name: 'Mark as Wrong' })).toHaveCount(0)

  // Reported stays reported.
  await page.reload()
  await expect(
    dealActions(page)
      .getByRole('button', { name: 'In your Wishlist' })
      .or(dealActions(page).getByRole('button', { name: 'Add to Wishlist' })),
  ).toBeVisible()
  await expect(dealActions(page).getByRole('button', { name: 'Mark as Wrong' })).toHaveCount(0)
})

test('the customer uses the heart and the plus on a deal card', async ({ page, signIn }) => {
  await signIn('customer', '/vendor/vendor-deals/beef0000-0000-4000-8000-000000000101')
  // By keyboard: focus stays on the heart while its call runs and after (a disabled button would drop it).
  const heart = page.getByRole('button', { name: 'Add Cold Coffee & Brownie to wishlist' }).first()
  await heart.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByText('Item has been added to your wishlist')).toBeVisible()
  const hearted = page.getByRole('button', { name: 'Remove Cold Coffee & Brownie from wishlist' }).first()
  await expect(hearted).toHaveAttribute('aria-pressed', 'true')
  await expect(hearted).toBeFocused()

  const plus = page.getByRole('button', { name: 'Add Cold Coffee & Brownie to My Deals' }).first()
  await plus.focus()
  await page.keyboard.press('Enter')
  const popup = page.getByRole('dialog', { name: 'Add to My Deals' })
  await expect(popup.getByText('Deal price')).toBeVisible()
  await expect(popup.getByRole('button', { name: 'Add to My Deals' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByText('Item has been added to your deal')).toBeVisible()
  await expect(popup).toHaveCount(0)
  // The plus gives way to "In My Deals", and focus moves to it rather than being lost.
  await expect(page.getByRole('link', { name: 'Cold Coffee & Brownie: In My Deals' }).first()).toBeFocused()
  await expect(plus).toHaveCount(0)
})

test("the dashboard shows the customer's deal counts", async ({ page, signIn }) => {
  await signIn('customer', '/dashboard')
  await expect(page.getByRole('button', { name: /All Deals$/ })).toContainText('4')
  await page.getByRole('button', { name: /Expired Deals$/ }).click()
  await expect(page.getByRole('heading', { name: 'Expired Deals' })).toBeVisible()
  await expect(page.locator('.dashboard-deals li')).toHaveCount(1)
})

test('a customer whose phone is not verified is turned away from My Deals and My Wishlist', async ({
  page,
  signIn,
}) => {
  await signIn('unverified-customer', '/my-deals')
  await expect(page.getByText('Not Allowed: Email or Phone is not verified, please verify first.')).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()

  await page.goto('/my-wishlist')
  await expect(page.getByText('Not Allowed, Email or Phone is not verified, please verify first.')).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard$/)
})
