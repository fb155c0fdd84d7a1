import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { pdfText } from '../../tools/pdf-text'
import { AxeFindings, settled } from './axe'
import { appIsLive, expect, test } from './fixtures'

/**
 * Commission: Chai Point's seeded cash order, redeemed at the outlet, leaves Hola's commission due; the
 * vendor pays it by debit card or net banking through the simulated gateway, which sends it back to
 * /statement?message=…; the Download dialog saves the account statement and the tax invoice, read back here.
 */

/** The seed's commission due, as the list's Pay button says it ('Pay ₹20.25'). */
const payButton = (page: Page) => page.getByRole('link', { name: /^Pay ₹[\d,.]+$/ })

async function openCommission(page: Page) {
  await page.goto('/commission')
  await settled(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Commission List' })).toBeVisible()
}

/** From the list's Pay to the gateway's page, by the method named. */
async function payToGateway(page: Page, method: 'Debit Card' | 'Net Banking') {
  await payButton(page).click()
  await expect(page).toHaveURL(/\/commission-payment$/)
  await settled(page)
  await page.getByRole('radio', { name: method }).check()
  await page.getByRole('button', { name: 'PAY' }).click()
  await expect(page).toHaveURL(/\/gateway\/card-payment\?encRequest=/)
  await settled(page)
  // The seeded redeemed cash order (areas/orders/seed.ts) and the two of the wallet's history.
  await expect(page.getByText(/^Commission to Hola Deals \(3 orders\)$/)).toBeVisible()
}

test('the vendor pays its commission by debit card through the gateway; the due drops to 0', async ({
  page,
  signIn,
}) => {
  test.setTimeout(90_000)
  const axe = new AxeFindings()
  await signIn('vendor', '/commission')
  await settled(page)
  const table = page.getByRole('table', { name: 'Commission List' })
  // The seeded redeemed cash order and the two of the wallet's history (areas/wallet/seed.ts), under the header row.
  await expect(table.getByRole('row')).toHaveCount(4)
  await expect(table.getByRole('cell', { name: 'Masala Chai & Bun Maska' })).toBeVisible()
  await expect(table.getByRole('cell', { name: 'Priya Sharma' })).toHaveCount(3)
  await expect(table.getByRole('cell', { name: /^\d{2}-\d{2}-\d{4}$/ })).toHaveCount(3)
  const due = (await payButton(page).textContent())!.replace('Pay ', '')
  // The due in its parts (money-model.md): the student's discount and Hola's commission incl. GST, adding up to it.
  const split = page.getByLabel('What the commission is made of')
  await expect(split).toContainText('Discount you fund for the student')
  await expect(split).toContainText('Hola’s commission incl. GST')
  await expect(split.locator('.commission-split-total dd')).toHaveText(due)
  await axe.scan(page, { route: '/commission', width: 1440, persona: 'vendor' })
  await page.setViewportSize({ width: 375, height: 800 })
  await axe.scan(page, { route: '/commission', width: 375, persona: 'vendor' })

  await payButton(page).click()
  await expect(page).toHaveURL(/\/commission-payment$/)
  await settled(page)
  await expect(page.getByRole('radio', { name: 'Debit Card' })).toBeChecked()
  const summary = page.getByRole('complementary', { name: 'Order summary' })
  await expect(summary.locator('.commission-amount')).toHaveText(due)
  await expect(summary.getByText('Amount to be paid')).toBeVisible()
  // Where it is paid, the same parts as on /commission.
  await expect(summary.getByLabel('What the commission is made of').locator('.commission-split-total dd')).toHaveText(
    due,
  )
  await axe.scan(page, { route: '/commission-payment', width: 375, persona: 'vendor' })
  await page.setViewportSize({ width: 1440, height: 900 })
  await axe.scan(page, { route: '/commission-payment', width: 1440, persona: 'vendor' })

  await page.getByRole('button', { name: 'PAY' }).click()
  await expect(page).toHaveURL(/\/gateway\/card-payment\?encRequest=/)
  await settled(page)
  // The gateway writes the amount as the app does.
  const amount = due
  await expect(page.getByText(amount, { exact: true })).toBeVisible()
  await page.getByLabel('Card number').fill('4111 1111 1111 1111')
  await page.getByLabel('Expiry (MM/YY)').fill('12/39')
  await page.getByLabel('CVV').fill('123')
  await page.getByRole('button', { name: `Pay ${amount}` }).click()
  // The vendor's statement says how it went, then its address is /statement again (spec 3 §2).
  await expect(page.getByText('Thank you for payment to us. Your transaction is successful.')).toBeVisible()
  await expect(page).toHaveURL(/\/statement$/)

  await openCommission(page)
  await expect(page.getByText('No Record Found')).toBeVisible()
  await expect(payButton(page)).toHaveCount(0)
  await axe.scan(page, { route: '/commission (nothing due)', width: 1440, persona: 'vendor' })
  axe.expectNone()
})

test('a declined or cancelled payment leaves the commission due', async ({ page, signIn }) => {
  test.setTimeout(90_000)
  await signIn('vendor', '/commission')
  await settled(page)
  const due = await payButton(page).textContent()

  await payToGateway(page, 'Net Banking')
  await page.getByRole('button', { name: 'Decline' }).click()
  await expect(page.getByText('Thank you. However, the transaction has been declined.')).toBeVisible()
  await expect(page).toHaveURL(/\/statement$/)
  await openCommission(page)
  await expect(payButton(page)).toHaveText(due!)

  await payToGateway(page, 'Debit Card')
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByText('Thank you. However, the transaction has been declined.')).toBeVisible()
  await expect(page).toHaveURL(/\/statement$/)
  await openCommission(page)
  await expect(payButton(page)).toHaveText(due!)
})

/** Sets the contract's commission story up: orders 3 (redeemed now) and 4 (redeemed last month) owe commission. */
async function vendorOwesCommission(page: Page) {
  await page.goto('/')
  await appIsLive(page)
  await page.evaluate(async () => {
    const res = await fetch('/api/__mock/provider-state', {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ state: 'the vendor owes commission on redeemed cash orders', params: {} }),
    })
    if (!res.ok) throw new Error(`provider state: ${res.status}`)
  })
}

/** DD-MM-YYYY and MM-YYYY of India's today and of last month. */
function days() {
  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10)
  const [y, m, d] = today.split('-')
  const last = Number(m) === 1 ? { m: 12, y: Number(y) - 1 } : { m: Number(m) - 1, y: Number(y) }
  const monthsBack = (n: number) => {
    const i = Number(y) * 12 + Number(m) - 1 - n
    return `${String((i % 12) + 1).padStart(2, '0')}-${Math.floor(i / 12)}`
  }
  return {
    today: `${d}-${m}-${y}`,
    lastMonth: `${String(last.m).padStart(2, '0')}-${last.y}`,
    threeBack: monthsBack(3),
  }
}

test('the vendor downloads its account statement and last month’s tax invoice, and reads them', async ({
  page,
  signIn,
}) => {
  test.setTimeout(90_000)
  const axe = new AxeFindings()
  await vendorOwesCommission(page)
  await signIn('vendor', '/commission')
  await settled(page)
  await page.getByRole('button', { name: 'Download' }).click()
  const dialog = page.getByRole('dialog', { name: 'Download' })
  await expect(dialog.getByRole('heading', { name: 'Account statement' })).toBeVisible()
  await axe.scan(page, { route: 'Download dialog', width: 1440, persona: 'vendor' }, '[role="dialog"]')

  // Both dates are required; a start date more than three months back is refused; a new start clears the end.
  const startDate = dialog.getByRole('textbox', { name: 'Start date' })
  const endDate = dialog.getByRole('textbox', { name: 'End date' })
  await dialog.getByRole('button', { name: 'Download statement' }).click()
  await expect(dialog.getByText('The start date is required.')).toBeVisible()
  await expect(dialog.getByText('The end date is required.')).toBeVisible()
  await startDate.fill('01-01-2020')
  await expect(dialog.getByText('The start date cannot be more than three months ago.')).toBeVisible()
  const { today, lastMonth, threeBack } = days()
  await startDate.fill(today)
  await endDate.fill(today)
  await startDate.fill('')
  await startDate.fill(today)
  await expect(endDate).toHaveValue('')
  await endDate.fill(today)
  const statementDownload = page.waitForEvent('download')
  await dialog.getByRole('button', { name: 'Download statement' }).click()
  const statement = await statementDownload
  expect(statement.suggestedFilename()).toMatch(/^Arjun-Mehta-statement-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.pdf$/)
  const statementText = pdfText(readFileSync((await statement.path())!))
  expect(statementText).toContain('Hola Deals - Account statement')
  expect(statementText).toContain('GSTIN 29ABCDE1234F1Z5')
  expect(statementText).toContain('Opening balance')
  // Order 3, redeemed today: the vendor owes Hola ₹29.80 on it (₹149 taken in cash, ₹119.20 its own).
  expect(statementText).toContain('Cash sale PACTDONE01')
  expect(statementText).toContain('-Rs. 29.80')
  // The same due in its parts, as /commission shows them and the tax invoice bills Hola's (money-model.md).
  expect(statementText).toMatch(/Student discount Rs\. [\d.]+ \+ Hola commission incl\. GST Rs\. [\d.]+/)
  expect(statementText).toContain('Closing balance')

  // A month without commission is refused under the month, until the month changes.
  const month = dialog.getByLabel('Month (MM-YYYY)')
  await month.selectOption(threeBack)
  await dialog.getByRole('button', { name: 'Download tax invoice' }).click()
  await expect(dialog.getByText('Invalid data access.')).toBeVisible()
  await axe.scan(page, { route: 'Download dialog (refused month)', width: 1440, persona: 'vendor' }, '[role="dialog"]')
  await month.selectOption(lastMonth)
  await expect(dialog.getByText('Invalid data access.')).toHaveCount(0)
  const invoiceDownload = page.waitForEvent('download')
  await dialog.getByRole('button', { name: 'Download tax invoice' }).click()
  const invoice = await invoiceDownload
  expect(invoice.suggestedFilename()).toBe(`Arjun-Mehta-tax-invoice-${lastMonth}.pdf`)
  const invoiceText = pdfText(readFileSync((await invoice.path())!))
  for (const line of [
    'Tax Invoice',
    `Commission for the month ${lastMonth}`,
    'GSTIN: 29AAHCH4261K1ZQ',
    'GSTIN: 29ABCDE1234F1Z5',
    'SAC 998599',
    'PACTLAST01',
    'CGST',
    'SGST',
    'Total in words: Rupees',
  ])
    expect(invoiceText).toContain(line)
  await page.setViewportSize({ width: 375, height: 800 })
  await axe.scan(page, { route: 'Download dialog', width: 375, persona: 'vendor' }, '[role="dialog"]')
  axe.expectNone()
})
