import type { Page } from '@playwright/test'
import { AxeFindings, settled } from './axe'
import { expect, openDemoPanel, test } from './fixtures'

/**
 * The vendor runs their deals (issue 10). Each test's browser context starts with fresh storage, so the mock starts
 * from its seed: Chai Point (vendor@example.com) has deals in every status, 'Chai & Samosa Study Break' switched off,
 * 'Club Sandwich & Iced Tea' waiting for staff, and 'Paneer Tikka Wrap & Lassi' sent back with two remarks.
 */

/** Runs a write, then waits until the browser mock has saved it (it saves before the answer leaves). */
async function saved(page: Page, write: () => Promise<unknown>) {
  const before = await page.evaluate(() => localStorage.getItem('hola-mock-db'))
  await write()
  await page.waitForFunction((b) => localStorage.getItem('hola-mock-db') !== b, before)
}

const yourDeals = (page: Page) => page.getByRole('region', { name: 'Your Deals' })
const dealRow = (page: Page, name: string) => yourDeals(page).getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) })

/** The demo panel's staff queue row of Chai Point's deal `title`, paging through the queue until it shows. */
async function staffRow(page: Page, title: string) {
  await openDemoPanel(page)
  const pager = page.getByRole('navigation', { name: 'Staff queue, pages' })
  // Other outlets sell deals of the same name, and reviews name their deal: the row is the deal's, of this outlet.
  const row = page.getByRole('row').filter({ hasText: 'Chai Point Koramangala' }).filter({ has: page.getByRole('button', { name: `Approve deal ${title}`, exact: true }) })
  for (;;) {
    await expect(page.getByRole('table', { name: 'Items waiting for staff, newest first' }).getByRole('row').nth(1)).toBeVisible()
    if ((await row.count()) > 0) return row
    const next = pager.getByRole('button', { name: /Next/ })
    await expect(next).toBeEnabled()
    await next.click()
  }
}

test('the vendor reads their deals on the dashboard, filters them and deletes one through the confirm', async ({ page, signIn }) => {
  await signIn('vendor')
  await page.locator('.user-button').click()
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Your Deals' }).click()
  await expect(page).toHaveURL(/\/dashboard#your-deals$/)
  await expect(yourDeals(page).getByRole('heading', { name: 'Your Deals' })).toBeVisible()
  await settled(page)
  await expect(page.getByText('Kindly submit your KYC document in order to display your deals.')).toHaveCount(0)
  await expect(yourDeals(page).getByRole('link', { name: 'Add Deal' })).toHaveAttribute('href', '/add-deal')

  const axe = new AxeFindings()
  await axe.scan(page, { route: '/dashboard', width: 1440, persona: 'vendor' })

  await yourDeals(page).getByRole('tab', { name: /^Expired/ }).click()
  await expect(dealRow(page, 'Hazelnut Frappe Happy Hours')).toBeVisible()
  await expect(dealRow(page, 'Hazelnut Frappe Happy Hours').getByText('Expired')).toHaveClass(/status-danger/)
  await expect(dealRow(page, 'Cold Coffee & Brownie')).toHaveCount(0)
  await yourDeals(page).getByRole('tab', { name: /^All/ }).click()

  const samosa = 'Chai & Samosa Study Break'
  await dealRow(page, samosa).getByRole('button', { name: `Delete ${samosa}` }).click()
  const confirm = page.getByRole('dialog', { name: 'Are you sure you want to remove this deal' })
  await axe.scan(page, { route: '/dashboard (delete confirm)', width: 1440, persona: 'vendor' }, '[role="dialog"]')
  await confirm.getByRole('button', { name: 'No, Keep it!' }).click()
  await expect(page.getByText('Cancelled')).toBeVisible()
  await expect(dealRow(page, samosa)).toBeVisible()

  await dealRow(page, samosa).getByRole('button', { name: `Delete ${samosa}` }).click()
  await saved(page, async () => {
    await confirm.getByRole('button', { name: 'Yes Delete it!' }).click()
    await expect(page.getByText('Your deal is removed.')).toBeVisible()
  })
  await expect(dealRow(page, samosa)).toHaveCount(0)
  await page.reload()
  await expect(dealRow(page, 'Cold Coffee & Brownie')).toBeVisible()
  await expect(dealRow(page, samosa)).toHaveCount(0)

  // Students keep 'Masala Chai & Bun Maska' in My Deals: the server refuses, with the warning the spec gives a 409.
  await dealRow(page, 'Masala Chai & Bun Maska').getByRole('button', { name: 'Delete Masala Chai & Bun Maska' }).click()
  await confirm.getByRole('button', { name: 'Yes Delete it!' }).click()
  await expect(page.getByText(/cannot be removed/)).toBeVisible()
  await expect(dealRow(page, 'Masala Chai & Bun Maska')).toBeVisible()

  await page.setViewportSize({ width: 375, height: 800 })
  await expect(dealRow(page, 'Cold Coffee & Brownie').getByRole('button', { name: 'Delete Cold Coffee & Brownie' })).toBeVisible()
  await axe.scan(page, { route: '/dashboard', width: 375, persona: 'vendor' })
  axe.expectNone()
})

test('staff send a deal back with a comment in the demo panel; the vendor sees "Edit this Deal to Publish" with it', async ({ page, signIn }) => {
  await signIn('vendor')
  await page.goto('/dashboard')
  const club = 'Club Sandwich & Iced Tea'
  await expect(dealRow(page, club)).toBeVisible()
  await expect(dealRow(page, club).getByRole('button', { name: /Edit this Deal to Publish/ })).toHaveCount(0)

  const row = await staffRow(page, club)
  await row.getByRole('button', { name: `Reject deal ${club}` }).click()
  const reject = page.getByRole('dialog', { name: 'Reject deal' })
  await reject.getByLabel('Comment on Deal Price').fill('Round the price to a whole rupee amount.')
  await saved(page, async () => {
    await reject.getByRole('button', { name: 'Reject' }).click()
    await expect(page.getByText('Deal sent back')).toBeVisible()
  })
  await page.getByRole('button', { name: 'Close demo' }).click()

  await page.reload()
  await dealRow(page, club).getByRole('button', { name: `Edit this Deal to Publish: ${club}` }).click()
  const popup = page.getByRole('dialog', { name: 'Edit this Deal to Publish' })
  await expect(popup.getByText('Round the price to a whole rupee amount.')).toBeVisible()
  const axe = new AxeFindings()
  await axe.scan(page, { route: '/dashboard (sent back)', width: 1440, persona: 'vendor' }, '[role="dialog"]')
  axe.expectNone()
  await expect(popup.getByRole('link', { name: 'View Suggested Edits' })).toHaveAttribute('href', /^\/correct-deal\/dea1/)
})

test('staff approve a pending deal in the demo panel and it is published', async ({ page, signIn }) => {
  await signIn('vendor')
  const club = 'Club Sandwich & Iced Tea'
  const row = await staffRow(page, club)
  await saved(page, async () => {
    await row.getByRole('button', { name: `Approve deal ${club}` }).click()
    await expect(page.getByText('Deal approved')).toBeVisible()
  })
  await page.getByRole('button', { name: 'Close demo' }).click()
  await page.goto('/dashboard')
  await yourDeals(page).getByRole('tab', { name: /^Active/ }).click()
  await expect(dealRow(page, club).getByText('Active')).toBeVisible()
})

test('a vendor awaiting KYC is told why nobody sees their deals', async ({ page, signIn }) => {
  await signIn('pending-vendor')
  await page.goto('/dashboard')
  await expect(page.getByText('Kindly submit your KYC document in order to display your deals.')).toBeVisible()
  await expect(yourDeals(page).getByRole('listitem').first()).toBeVisible()
})

test("a customer's report reaches the vendor's Reported Deals, whose edit link opens the deal's reviews", async ({ page, signIn }) => {
  await signIn('customer')
  await page.goto('/deal/cold-coffee-brownie/dea10000-0000-4000-8000-000000000002')
  const actions = page.locator('.deal-detail-actions')
  await actions.getByRole('button', { name: 'Add to My Deals' }).click()
  await actions.getByRole('button', { name: 'Mark as Wrong' }).click()
  const dialog = page.getByRole('dialog', { name: 'Mark as Wrong' })
  await dialog.getByLabel('Title').fill('Brownie was stale')
  await dialog.getByLabel('Description').fill('The brownie served with the coffee was a day old.')
  await saved(page, async () => {
    await dialog.getByRole('button', { name: 'Report' }).click()
    await expect(page.getByText('Deal has been reported wrong.')).toBeVisible()
  })

  await signIn('vendor')
  await page.locator('.user-button').click()
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Reported Deals' }).click()
  await expect(page.getByRole('heading', { name: 'Reported Deals', level: 1 })).toBeVisible()
  await settled(page)
  await expect(page).toHaveTitle('Reported Deals | Hola Deals')
  const row = page.getByRole('row').filter({ hasText: 'Brownie was stale' })
  await expect(row).toContainText('Priya Sharma')
  await expect(row).toContainText('Arjun Mehta')
  await expect(row).toContainText(/\d{2}-\d{2}-\d{4}/)
  // Newest first: the report just filed leads.
  await expect(page.getByRole('row').nth(1)).toContainText('Brownie was stale')

  const axe = new AxeFindings()
  await axe.scan(page, { route: '/reported-deals', width: 1440, persona: 'vendor' })
  await page.setViewportSize({ width: 375, height: 800 })
  await expect(row.getByRole('link', { name: 'Edit Cold Coffee & Brownie: Brownie was stale' })).toBeVisible()
  await axe.scan(page, { route: '/reported-deals', width: 375, persona: 'vendor' })
  axe.expectNone()

  await row.getByRole('link', { name: 'Edit Cold Coffee & Brownie: Brownie was stale' }).click()
  await expect(page).toHaveURL('/review/cold-coffee-brownie/dea10000-0000-4000-8000-000000000002')
  await expect(page.getByRole('heading', { name: /Cold Coffee & Brownie/ }).first()).toBeVisible()
})
