import { SEEDED_CODES } from '../../mock-server/areas/orders/seed'
import { AxeFindings, settled } from './axe'
import { expect, openDemoPanel, test } from './fixtures'

/**
 * The in-browser demo with two tabs of one browser (mock-server/browser.ts, "shareWithOtherTabs"): each tab runs its
 * own mock over the one localStorage, so what one tab's request announced goes to the other tabs on a
 * BroadcastChannel; a tab that hears it loads the saved data again and its open screens re-read, without a reload.
 */
test('an order cancelled in one tab shows cancelled on My Orders open in the other, without a reload', async ({
  page,
  signIn,
}) => {
  test.setTimeout(90_000)
  const axe = new AxeFindings()
  await signIn('customer', '/my-orders')
  const codeRow = page.getByRole('row').filter({ hasText: SEEDED_CODES.cashToRedeem })
  await expect(codeRow.getByRole('cell', { name: 'Processing / Pending' })).toBeVisible()
  // A cancelled cash order never happened, so the customer's row loses its code: find it by its order's own link.
  const link = await codeRow.locator('a[href*="/my-order-details/"]').first().getAttribute('href')
  const row = page.getByRole('row').filter({ has: page.locator(`a[href="${link}"]`) })
  let reloaded = false
  page.on('load', () => (reloaded = true))

  const other = await page.context().newPage()
  await other.goto('/my-orders')
  const otherRow = other.getByRole('row').filter({ hasText: SEEDED_CODES.cashToRedeem })
  await otherRow.getByRole('button', { name: /^Cancel the order of / }).click()
  const dialog = other.getByRole('dialog', { name: 'Cancel Order' })
  await dialog.getByLabel('Reason').selectOption({ label: 'Others' })
  await dialog.getByLabel('Other Reason').fill('Plans changed')
  await dialog.getByLabel('Description').fill('Cancelled from my other tab.')
  await dialog.getByRole('button', { name: 'Cancel Order' }).click()
  await expect(other.getByText('Order cancelled successfully.')).toBeVisible()

  // The first tab heard it: the row reads the reloaded data, and the cancel button is gone.
  await expect(row.getByRole('cell', { name: 'Cancelled / Not paid: order cancelled' })).toBeVisible()
  await expect(row.getByRole('button', { name: /^Cancel the order/ })).toHaveCount(0)
  expect(reloaded).toBe(false)
  await settled(page)
  await axe.scan(page, { route: '/my-orders (cancelled in another tab)', width: 1440, persona: 'customer' })
  axe.expectNone()
})

test('the demo clock moved in one tab moves the other tab’s Demo panel date', async ({ page, signIn }) => {
  const axe = new AxeFindings()
  await signIn('customer')
  const other = await page.context().newPage()
  for (const tab of [page, other]) {
    if (tab === other) await other.goto('/')
    await openDemoPanel(tab)
    await expect(tab.getByTestId('demo-date')).not.toHaveText('…')
  }
  const before = (await page.getByTestId('demo-date').textContent())!
  let reloaded = false
  page.on('load', () => (reloaded = true))

  await other.getByRole('button', { name: '+1 week' }).click()
  await expect(other.getByTestId('demo-date')).not.toHaveText(before)
  const moved = (await other.getByTestId('demo-date').textContent())!
  await expect(page.getByTestId('demo-date')).toHaveText(moved)
  await axe.scan(
    page,
    { route: 'Demo panel (clock moved in another tab)', width: 1440, persona: 'customer' },
    '.demo-panel',
  )

  await other.getByRole('button', { name: 'Back to real time' }).click()
  await expect(page.getByTestId('demo-date')).toHaveText(before)
  expect(reloaded).toBe(false)
  axe.expectNone()
})
