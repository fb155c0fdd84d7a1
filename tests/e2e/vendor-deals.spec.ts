import type { Page } from '@playwright/test'
import { AxeFindings, settled } from './axe'
import { expect, openDemoPanel, test } from './fixtures'

/**
 * The vendor runs their deals. Each test's browser context starts with fresh storage, so the mock starts
 * from its seed: Chai Point (vendor@example.com) has deals in every status, 'Chai & Samosa Study Break' switched off,
 * 'Club Sandwich & Iced Tea' waiting for staff, and 'Paneer Tikka Wrap & Lassi' sent back with two remarks.
 */

// The vendor's journeys are long (the demo panel's queue is paged through; pictures are cropped): room on a loaded machine.
test.describe.configure({ timeout: 120_000 })

/** Runs a write, then waits until the browser mock has saved it (it saves before the answer leaves). */
async function saved(page: Page, write: () => Promise<unknown>) {
  const before = await page.evaluate(() => localStorage.getItem('hola-mock-db'))
  await write()
  await page.waitForFunction((b) => localStorage.getItem('hola-mock-db') !== b, before)
}

const yourDeals = (page: Page) => page.getByRole('region', { name: 'Your Deals' })
const dealRow = (page: Page, name: string) =>
  yourDeals(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) })

/** The demo panel's staff queue row of Chai Point's deal `title`, paging through the queue until it shows. */
async function staffRow(page: Page, title: string) {
  await openDemoPanel(page)
  // The queue's own kind filter and name search find it, whatever page it would sit on.
  await page.getByRole('combobox', { name: 'Kind' }).selectOption('deal')
  await page.getByRole('searchbox', { name: 'Search by name' }).fill(title)
  // Other outlets sell deals of the same name, and reviews name their deal: the row is the deal's, of this outlet.
  const row = page
    .getByRole('row')
    .filter({ hasText: 'Chai Point Koramangala' })
    .filter({ has: page.getByRole('button', { name: `Approve deal ${title}`, exact: true }) })
  await expect(row).toBeVisible()
  return row
}

test('the vendor reads their deals on the dashboard, filters them and deletes one through the confirm', async ({
  page,
  signIn,
}) => {
  await signIn('vendor')
  await page.locator('.user-button').click()
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Your Deals' }).click()
  await expect(page).toHaveURL(/\/dashboard#your-deals$/)
  await expect(yourDeals(page).getByRole('heading', { name: 'Your Deals' })).toBeVisible()
  await settled(page)
  // From further down the dashboard the same menu link scrolls back to the list (only the hash changes).
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await expect(yourDeals(page).getByRole('heading', { name: 'Your Deals' })).not.toBeInViewport()
  await page.locator('.user-button').click()
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Your Deals' }).click()
  await expect(yourDeals(page).getByRole('heading', { name: 'Your Deals' })).toBeInViewport()
  await expect(page.getByText('Kindly submit your KYC document in order to display your deals.')).toHaveCount(0)
  await expect(yourDeals(page).getByRole('link', { name: 'Add Deal' })).toHaveAttribute('href', '/add-deal')

  const axe = new AxeFindings()
  await axe.scan(page, { route: '/dashboard', width: 1440, persona: 'vendor' })

  await yourDeals(page)
    .getByRole('tab', { name: /^Expired/ })
    .click()
  await expect(dealRow(page, 'Hazelnut Frappe Happy Hours')).toBeVisible()
  await expect(dealRow(page, 'Hazelnut Frappe Happy Hours').getByText('Expired')).toHaveClass(/status-danger/)
  await expect(dealRow(page, 'Cold Coffee & Brownie')).toHaveCount(0)
  await yourDeals(page).getByRole('tab', { name: /^All/ }).click()

  const samosa = 'Chai & Samosa Study Break'
  await dealRow(page, samosa)
    .getByRole('button', { name: `Delete ${samosa}` })
    .click()
  const confirm = page.getByRole('dialog', { name: 'Are you sure you want to remove this deal' })
  await axe.scan(page, { route: '/dashboard (delete confirm)', width: 1440, persona: 'vendor' }, '[role="dialog"]')
  await confirm.getByRole('button', { name: 'No, Keep it!' }).click()
  await expect(page.getByText('Cancelled')).toBeVisible()
  await expect(dealRow(page, samosa)).toBeVisible()

  await dealRow(page, samosa)
    .getByRole('button', { name: `Delete ${samosa}` })
    .click()
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
  await expect(
    dealRow(page, 'Cold Coffee & Brownie').getByRole('button', { name: 'Delete Cold Coffee & Brownie' }),
  ).toBeVisible()
  await axe.scan(page, { route: '/dashboard', width: 375, persona: 'vendor' })
  axe.expectNone()
})

test('staff send a deal back with a comment in the demo panel; the vendor reads it, corrects that field, and the deal is pending again', async ({
  page,
  signIn,
}) => {
  await signIn('vendor', '/dashboard')
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
  await dealRow(page, club)
    .getByRole('button', { name: `Edit this Deal to Publish: ${club}` })
    .click()
  const popup = page.getByRole('dialog', { name: 'Edit this Deal to Publish' })
  await expect(popup.getByText('Round the price to a whole rupee amount.')).toBeVisible()
  const axe = new AxeFindings()
  await axe.scan(page, { route: '/dashboard (sent back)', width: 1440, persona: 'vendor' }, '[role="dialog"]')
  await expect(popup.getByRole('link', { name: 'View Suggested Edits' })).toHaveAttribute(
    'href',
    /^\/correct-deal\/dea1/,
  )

  // The vendor corrects that field on the correction page; the deal is pending again, with staff.
  await popup.getByRole('link', { name: 'View Suggested Edits' }).click()
  await expect(page.getByRole('heading', { name: `Correct “${club}”`, level: 1 })).toBeVisible()
  const price = page.getByRole('region', { name: 'Deal Price' })
  await expect(price.getByRole('note')).toContainText('Round the price to a whole rupee amount.')
  await expect(page.getByText('Pending', { exact: true })).toBeVisible()
  await axe.scan(page, { route: '/correct-deal/{id}', width: 1440, persona: 'vendor' })
  await price.getByRole('button', { name: 'Edit Deal Price' }).click()
  await price.getByLabel('Deal Price (₹)').fill('12.345')
  await price.getByRole('button', { name: 'Save Deal Price' }).click()
  await expect(price.getByText('The deal price field must be an amount with at most 2 decimal places.')).toBeVisible()
  await price.getByLabel('Deal Price (₹)').fill('150')
  await saved(page, async () => {
    await price.getByRole('button', { name: 'Save Deal Price' }).click()
    await expect(page.getByText('Your deal is updated and sent for approval again.')).toBeVisible()
  })
  await expect(price.getByText('₹150')).toBeVisible()
  await expect(price.getByRole('note')).toHaveCount(0)
  await page.setViewportSize({ width: 375, height: 800 })
  await axe.scan(page, { route: '/correct-deal/{id}', width: 375, persona: 'vendor' })
  axe.expectNone()

  await page.goto('/dashboard')
  await expect(dealRow(page, club).getByText('Pending')).toBeVisible()
  await expect(dealRow(page, club).getByRole('button', { name: /Edit this Deal to Publish/ })).toHaveCount(0)
  const again = await staffRow(page, club)
  await expect(again).toBeVisible()
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
  await yourDeals(page)
    .getByRole('tab', { name: /^Active/ })
    .click()
  await expect(dealRow(page, club).getByText('Active')).toBeVisible()
})

test('a vendor awaiting KYC is told why nobody sees their deals', async ({ page, signIn }) => {
  await signIn('pending-vendor', '/dashboard')
  // Her two documents wait for review: she is told so, not asked to submit them again.
  await expect(page.getByText(/^Your 2 KYC documents are waiting for our team's review\./)).toBeVisible()
  await expect(page.getByText('Kindly submit your KYC document in order to display your deals.')).toHaveCount(0)
  await expect(yourDeals(page).getByRole('listitem').first()).toBeVisible()
})

test("a customer's report reaches the vendor's Reported Deals, whose Edit opens the deal's correction with the report", async ({
  page,
  signIn,
}) => {
  await signIn('customer', '/deal/cold-coffee-brownie/dea10000-0000-4000-8000-000000000002')
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

  await row.getByRole('link', { name: 'Edit Cold Coffee & Brownie: Brownie was stale' }).click()
  await expect(page).toHaveURL(/\/correct-deal\/dea10000-0000-4000-8000-000000000002\?report=\d+$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Correct “Cold Coffee & Brownie”' })).toBeVisible()
  const reports = page.getByRole('complementary', { name: 'What students reported' })
  const pressed = reports.locator('li[aria-current="true"]')
  await expect(pressed).toContainText('Brownie was stale')
  await expect(pressed).toContainText('The brownie served with the coffee was a day old.')
  await settled(page)
  await axe.scan(page, { route: '/correct-deal (from a report)', width: 375, persona: 'vendor' })
  await page.setViewportSize({ width: 1440, height: 900 })
  await axe.scan(page, { route: '/correct-deal (from a report)', width: 1440, persona: 'vendor' })
  axe.expectNone()
})

/** A png drawn in the page (a coloured card with a block), for the picture inputs. */
async function aPng(page: Page, name: string) {
  const dataUrl = await page.evaluate(() => {
    const c = document.createElement('canvas')
    c.width = 640
    c.height = 400
    const g = c.getContext('2d')!
    g.fillStyle = '#c8602a'
    g.fillRect(0, 0, 640, 400)
    g.fillStyle = '#fff3e0'
    g.fillRect(160, 120, 320, 160)
    return c.toDataURL('image/png')
  })
  return { name, mimeType: 'image/png', buffer: Buffer.from(dataUrl.split(',')[1]!, 'base64') }
}

/** A day as the date inputs take it (YYYY-MM-DD), `n` days from today in India. */
const dayInIndia = (n: number) => new Date(Date.now() + 330 * 60_000 + n * 86_400_000).toISOString().slice(0, 10)

/** Chooses a picture, crops it in the dialog (scanned by axe once) and waits for the preview. */
async function cropPicture(page: Page, label: string, file: Awaited<ReturnType<typeof aPng>>, axe?: AxeFindings) {
  await page.getByLabel(label, { exact: true }).setInputFiles(file)
  const dialog = page.getByRole('dialog', { name: `Crop the ${label.toLowerCase()}` })
  await expect(dialog.getByRole('button', { name: 'Crop' })).toBeEnabled()
  if (axe) await axe.scan(page, { route: '/add-deal (crop dialog)', width: 1440, persona: 'vendor' }, '[role="dialog"]')
  await dialog.getByRole('button', { name: 'Crop' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(page.getByRole('img', { name: `${label}, as the deal will show it` })).toBeVisible()
}

test('the vendor adds a deal with cropped pictures, rich text, weekdays and keywords; staff approve it; a visitor finds it in Cafes', async ({
  page,
  signIn,
  browser,
}) => {
  await signIn('vendor', '/dashboard')
  await yourDeals(page).getByRole('link', { name: 'Add Deal' }).click()
  await expect(page.getByRole('heading', { name: 'Add Deal', level: 1 })).toBeVisible()
  await expect(page).toHaveTitle('Add Deal | Hola Deals')
  await expect(page.locator('#deal-description')).toBeVisible()
  const axe = new AxeFindings()
  await axe.scan(page, { route: '/add-deal', width: 1440, persona: 'vendor' })

  // Nothing filled: every rule speaks, in the spec's words where it gives them.
  await page.getByRole('button', { name: 'Save Deal' }).click()
  await expect(page.getByText('The name field is required.')).toBeVisible()
  await expect(page.getByText('The Small Image field is required.')).toBeVisible()
  await expect(page.getByText('The Large Image field is required.')).toBeVisible()
  await expect(page.getByLabel('Deal Name', { exact: true })).toBeFocused()
  await axe.scan(page, { route: '/add-deal (errors)', width: 1440, persona: 'vendor' })

  await page.getByLabel('Deal Name', { exact: true }).fill('Exam Week Chai Combo')
  await page.getByLabel('Deal Price (₹)').fill('120')
  await page.getByLabel('Discount in Percentage').fill('25')
  await page.getByLabel('Deal Category', { exact: true }).fill('caf')
  await page.getByRole('button', { name: 'Add Cafes' }).click()
  await page.getByLabel('Total Number of Deals').fill('30')
  await page.getByLabel('Your Products', { exact: true }).fill('masala')
  await page.getByRole('button', { name: 'Add Masala Chai' }).click()
  await expect(page.locator('#deal-location')).toHaveValue('80 Feet Road, Koramangala 4th Block')

  // Weekdays start disabled; a one-day range selects its day; a week enables them all.
  await expect(page.getByRole('checkbox', { name: /Monday/ })).toBeDisabled()
  await page.getByLabel('From', { exact: true }).fill(dayInIndia(0))
  await page.getByLabel('Till', { exact: true }).fill(dayInIndia(0))
  await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(1)
  await page.getByLabel('Till', { exact: true }).fill(dayInIndia(14))
  for (const day of ['Monday', 'Wednesday', 'Friday'])
    await page.getByRole('checkbox', { name: new RegExp(day) }).check()

  await page.getByLabel('Your Keyword', { exact: true }).fill('stud')
  await page.getByRole('button', { name: 'Add Student Special' }).click()
  await page.getByLabel('Your Keyword', { exact: true }).fill('Exam Week')
  await page.getByLabel('Your Keyword', { exact: true }).press('Enter')
  await expect(page.getByRole('list', { name: 'Your Keyword, chosen' })).toContainText('Exam Week')

  await page.locator('#deal-description').click()
  await page.keyboard.type('Two cups of masala chai and a bun maska, ')
  await page.getByRole('button', { name: 'Bold' }).first().click()
  await page.keyboard.type('all exam week.')
  await page.locator('#deal-terms').click()
  await page.keyboard.type('Show your student ID at the counter.')

  await cropPicture(page, 'Small Image', await aPng(page, 'chai-small.png'), axe)
  await cropPicture(page, 'Banner Image', await aPng(page, 'chai-banner.png'))

  await saved(page, async () => {
    await page.getByRole('button', { name: 'Save Deal' }).click()
    await expect(page.getByText('Your deal is saved. It will be published once our team approves it.')).toBeVisible()
  })
  await expect(page).toHaveURL('/dashboard')
  await yourDeals(page)
    .getByRole('tab', { name: /^Pending/ })
    .click()
  await expect(dealRow(page, 'Exam Week Chai Combo').getByText('Pending')).toBeVisible()

  // Staff approve it: the newest item of the queue.
  const row = await staffRow(page, 'Exam Week Chai Combo')
  await saved(page, async () => {
    await row.getByRole('button', { name: 'Approve deal Exam Week Chai Combo' }).click()
    await expect(page.getByText('Deal approved')).toBeVisible()
  })

  // A visitor nearby (another browser, the same saved data) finds it among the cafes, with its picture and keyword.
  const db = await page.evaluate(() => localStorage.getItem('hola-mock-db'))
  const visitor = await browser.newContext({
    permissions: ['geolocation'],
    geolocation: { latitude: 12.9352, longitude: 77.6245 },
  })
  await visitor.addInitScript((saved) => localStorage.setItem('hola-mock-db', saved!), db)
  const other = await visitor.newPage()
  await other.goto('/c/cafes')
  const card = other.locator('.deal-card', { hasText: 'Exam Week Chai Combo' })
  await expect(card).toBeVisible()
  await card.getByRole('link', { name: 'Exam Week Chai Combo' }).click()
  await expect(other.getByRole('heading', { name: 'Exam Week Chai Combo', level: 1 })).toBeVisible()
  await expect(other.getByRole('link', { name: 'Exam Week' })).toBeVisible()
  await expect(other.locator('strong', { hasText: 'all exam week.' })).toBeVisible()
  await visitor.close()

  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/add-deal')
  await expect(page.locator('#deal-description')).toBeVisible()
  await axe.scan(page, { route: '/add-deal', width: 375, persona: 'vendor' })
  axe.expectNone()
})

test('the vendor adds an open deal with two tiers, which lists no price or category', async ({ page, signIn }) => {
  await signIn('vendor', '/add-deal')
  await expect(page.locator('#deal-description')).toBeVisible()
  await page.getByLabel('Deal Name', { exact: true }).fill('Study Group Open Tab')
  await page.getByRole('switch', { name: 'Open Deal' }).check()
  await expect(page.getByLabel('Deal Price (₹)')).toHaveCount(0)
  await expect(page.getByLabel('Deal Category', { exact: true })).toHaveCount(0)
  // One row: nothing to delete yet.
  await expect(page.getByRole('button', { name: /^Delete tier/ })).toHaveCount(0)
  await page.getByRole('button', { name: 'Add a tier' }).click()
  await page.getByRole('button', { name: 'Add a tier' }).click()
  await page.getByRole('button', { name: 'Delete tier 3' }).click()
  await page.getByRole('button', { name: 'Save Deal' }).click()
  await expect(page.getByText('The Amount field is required.')).toHaveCount(2)
  await expect(page.getByText('The Discount field is required.')).toHaveCount(2)
  await page.getByLabel('Minimum amount (₹), tier 1').fill('500')
  await page.getByLabel('Discount (%), tier 1').fill('10')
  await page.getByLabel('Minimum amount (₹), tier 2').fill('1000')
  await page.getByLabel('Discount (%), tier 2').fill('15')

  await page.getByLabel('Total Number of Deals').fill('100')
  await page.getByLabel('Your Products', { exact: true }).fill('sandw')
  await page.getByRole('button', { name: 'Add Sandwich' }).click()
  await page.getByLabel('From', { exact: true }).fill(dayInIndia(1))
  await page.getByLabel('Till', { exact: true }).fill(dayInIndia(3))
  // Three days: only the weekdays they cover can be chosen.
  await expect(page.getByRole('group', { name: 'Valid Days' }).getByRole('checkbox', { disabled: false })).toHaveCount(
    3,
  )
  await page.getByRole('group', { name: 'Valid Days' }).getByRole('checkbox', { disabled: false }).first().check()
  await page.getByLabel('Your Keyword', { exact: true }).fill('stud')
  await page.getByRole('button', { name: 'Add Student Special' }).click()
  await page.locator('#deal-description').click()
  await page.keyboard.type('Spend more, save more.')
  await page.locator('#deal-terms').click()
  await page.keyboard.type('One bill per group.')
  await cropPicture(page, 'Small Image', await aPng(page, 'tab-small.png'))
  await cropPicture(page, 'Banner Image', await aPng(page, 'tab-banner.png'))
  await saved(page, async () => {
    await page.getByRole('button', { name: 'Save Deal' }).click()
    await expect(page).toHaveURL('/dashboard')
  })
  const row = dealRow(page, 'Study Group Open Tab')
  await expect(row.getByText('Open deal')).toBeVisible()
  await expect(row.getByText('Pending')).toBeVisible()
})

test('a vendor whose phone is not verified is turned away from /add-deal', async ({ page, signIn }) => {
  await signIn('vendor')
  // The phone is unverified in the saved mock data (as after a phone change), and the app reloads from it.
  await page.evaluate(() => {
    const saved = JSON.parse(localStorage.getItem('hola-mock-db')!) as {
      tables: { users: Array<{ id: number; is_verified: number }> }
    }
    saved.tables.users.find((u) => u.id === 101)!.is_verified = 0
    localStorage.setItem('hola-mock-db', JSON.stringify(saved))
  })
  await page.goto('/add-deal')
  await expect(page.getByText('Not Allowed - Email or Phone is not verified, please verify first.')).toBeVisible()
  await expect(page).toHaveURL('/dashboard')
  await expect(page.getByRole('heading', { name: 'Add Deal', level: 1 })).toHaveCount(0)
})

test("the vendor's own deal page shows its status and a link to correct it; nobody else's does", async ({
  page,
  signIn,
}) => {
  await signIn('vendor', '/dashboard')
  await dealRow(page, 'Club Sandwich & Iced Tea')
    .getByRole('link', { name: 'Club Sandwich & Iced Tea', exact: true })
    .click()
  await expect(page.getByRole('heading', { name: 'Club Sandwich & Iced Tea', level: 1 })).toBeVisible()
  const own = page.getByRole('group', { name: 'Your deal' })
  await expect(own.getByText('Pending')).toBeVisible()
  const axe = new AxeFindings()
  await axe.scan(page, { route: '/deal/{name}/{id} (own, pending)', width: 1440, persona: 'vendor' })
  axe.expectNone()
  await own.getByRole('link', { name: 'Correct this deal' }).click()
  await expect(page.getByRole('heading', { name: 'Correct “Club Sandwich & Iced Tea”', level: 1 })).toBeVisible()

  // Another outlet's deal: no status box, no correct link.
  await page.goto('/c/cafes')
  const other = page.locator('.deal-card').filter({ hasNotText: 'Chai Point Koramangala' }).first()
  const otherName = (await other.locator('h3').first().textContent())!.trim()
  await other.getByRole('link', { name: otherName, exact: true }).click()
  await expect(page.getByRole('heading', { name: otherName, level: 1 })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Share' })).toBeVisible()
  await expect(page.getByRole('group', { name: 'Your deal' })).toHaveCount(0)
  // Chai Point's own deal, seen by a student: no status box either.
  await signIn('customer', '/deal/cold-coffee-brownie/dea10000-0000-4000-8000-000000000002')
  await expect(page.getByRole('heading', { name: 'Cold Coffee & Brownie', level: 1 })).toBeVisible()
  await expect(page.locator('.deal-detail-actions').getByRole('button', { name: 'Add to My Deals' })).toBeVisible()
  await expect(page.getByRole('group', { name: 'Your deal' })).toHaveCount(0)
})
