import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { pdfText } from '../../tools/pdf-text'
import { AxeFindings, settled } from './axe'
import { expect, test } from './fixtures'

/**
 * Paying for a deal: the payment page, the simulated card gateway and its return, cash and points orders,
 * the promo code, the redemption details with the QR and the voucher PDF. Each context starts from the seed: Priya
 * (Silver plan, 470 confirmed Hola points) buys from Chai Point Koramangala.
 */
const MASALA_CHAI = 'dea10000-0000-4000-8000-000000000001' // ₹129, plenty left
const COLD_COFFEE = 'dea10000-0000-4000-8000-000000000002' // ₹59
const VADA_PAV_PAGE = '/deal/vada-pav-cutting-chai/dea10000-0000-4000-8000-000000000003' // pay later

/** The breakdown's figure named `term`. */
const figure = (page: Page, term: string) => page.locator(`.payment-breakdown dd[data-figure="${term}"]`)

/** deal_available of a deal as the server has it (read from the page, where the in-page mock answers). */
const available = (page: Page, uuid: string) =>
  page.evaluate(async (id) => {
    const res = await fetch('/api/deal-detail', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ id }),
    })
    return ((await res.json()) as { deal: { deal_available: number } }).deal.deal_available
  }, uuid)

/** Calls the API as the signed-in user (the token the app keeps). */
const api = <T>(page: Page, path: string, body: unknown) =>
  page.evaluate(
    async ([p, b]) => {
      const token = localStorage.getItem('access_token_user')
      const res = await fetch(`/api/${p}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify(b),
      })
      return (await res.json()) as unknown
    },
    [path, body] as const,
  ) as Promise<T>

async function openPayment(page: Page, uuid: string) {
  await page.goto(`/payment/${uuid}`)
  await settled(page)
  await expect(figure(page, 'You pay')).toBeVisible()
}

test('the customer pays for a deal by UPI through the simulated gateway and sees Order Placed', async ({
  page,
  signIn,
}) => {
  // A trip through the gateway or a reload is a full page load (the in-page mock starts again): room for a busy machine.
  test.setTimeout(90_000)
  const axe = new AxeFindings()
  await signIn('customer')
  await openPayment(page, MASALA_CHAI)
  await expect(page.getByRole('radio', { name: 'UPI' })).toBeChecked()
  await expect(figure(page, 'Price')).toHaveText('₹129')
  const pays = (await figure(page, 'You pay').textContent())!.trim()
  await axe.scan(page, { route: '/payment/{id}', width: 1440, persona: 'customer' })

  await page.getByRole('button', { name: `Pay ${pays}` }).click()
  await expect(page).toHaveURL(/\/gateway\/card-payment\?encRequest=/)
  await settled(page)
  // The gateway writes the amount as the app does (₹, Indian grouping), not 'Rs. 129.00'.
  await expect(page.getByText('₹129', { exact: true })).toBeVisible()
  // UPI was chosen, so the gateway asks for a UPI id or a QR to scan, not a card.
  await expect(page.getByRole('heading', { name: 'UPI payment' })).toBeVisible()
  await expect(page.getByLabel('Card number')).toHaveCount(0)
  await axe.scan(page, { route: '/gateway/card-payment (UPI)', width: 1440, persona: 'customer' })
  await page.getByLabel('Or pay to your UPI ID').fill('priya@okhdfc')
  await page.getByRole('button', { name: 'Pay ₹129' }).click()

  const dialog = page.getByRole('dialog', { name: 'Order Placed' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText(/^Order number: \d+$/)).toBeVisible()
  await expect(dialog.getByText('Rs. 129.00/-')).toBeVisible()
  await axe.scan(page, { route: 'Order Placed dialog', width: 1440, persona: 'customer' }, '[role="dialog"]')
  await dialog.getByRole('link', { name: 'View your deal code' }).click()
  await expect(page.getByRole('heading', { name: 'Masala Chai & Bun Maska', level: 2 })).toBeVisible()
  await expect(page.getByRole('img', { name: /^QR code of deal code [A-Z0-9]{10}$/ })).toBeVisible()
  axe.expectNone()
})

test('a declined and an aborted payment show the spec’s texts and give the deal’s place back', async ({
  page,
  signIn,
}) => {
  // Two trips through the gateway, each a full page load there and back.
  test.setTimeout(90_000)
  const axe = new AxeFindings()
  await signIn('customer')
  await openPayment(page, MASALA_CHAI)
  const before = await available(page, MASALA_CHAI)

  for (const [button, title, text] of [
    ['Decline', 'FAILED', 'Thank you for shopping with us. However,the transaction has been declined'],
    // Cancelled at the gateway: the student's choice, not charged (docs/decisions/money-model.md).
    [
      'Cancel',
      'Payment cancelled',
      'You cancelled the payment at the gateway. You were not charged, and nothing was bought.',
    ],
  ] as const) {
    // The method chosen (Debit Card) is kept on return from the gateway.
    await page.getByRole('radio', { name: 'Debit Card' }).check()
    await page.getByRole('button', { name: /^Pay ₹/ }).click()
    await expect(page).toHaveURL(/\/gateway\/card-payment/)
    await settled(page)
    await page.getByRole('button', { name: button, exact: true }).click()
    const dialog = page.getByRole('dialog', { name: title })
    await expect(dialog.getByText(text)).toBeVisible()
    await axe.scan(page, { route: `${title} dialog (${button})`, width: 1440, persona: 'customer' }, '[role="dialog"]')
    expect(await available(page, MASALA_CHAI)).toBe(before)
    await dialog.getByRole('button', { name: 'OK' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('radio', { name: 'Debit Card' })).toBeChecked()
  }
  // Neither attempt is an order with a voucher in My Orders: no code, Download, Review or Report.
  await page.goto('/my-orders')
  await settled(page)
  for (const status of [
    'Cancelled / Not charged: payment declined',
    'Cancelled / Not charged: you cancelled the payment',
  ]) {
    const row = page.getByRole('row').filter({ hasText: status }).first()
    await expect(row).toContainText('No code')
    for (const name of [/^Download/, /^Review/, /^Report/])
      await expect(row.getByRole('button', { name })).toHaveCount(0)
  }
  await axe.scan(page, { route: '/my-orders (failed payments)', width: 1440, persona: 'customer' })
  axe.expectNone()
})

test('the customer pays cash from the deal page and lands on the redemption details, which survive a reload', async ({
  page,
  signIn,
}) => {
  // A trip through the gateway or a reload is a full page load (the in-page mock starts again): room for a busy machine.
  test.setTimeout(90_000)
  await signIn('customer', VADA_PAV_PAGE)
  await page.getByRole('link', { name: 'Pay for the Deal Now' }).first().click()
  await settled(page)
  await page.getByRole('radio', { name: 'Cash' }).check()
  await page.getByRole('button', { name: 'Place order, pay ₹69 at the counter' }).click()
  await expect(page).toHaveURL(/\/redem-deal-details\?order_id=\d+/)
  await expect(page.getByRole('heading', { name: 'Vada Pav & Cutting Chai', level: 2 })).toBeVisible()
  await expect(page.getByRole('note')).toHaveText('Pay ₹69 at the counter when the outlet redeems this code.')
  const code = (await page.locator('.deal-code').textContent())!.trim()
  await page.reload()
  await expect(page.locator('.deal-code')).toHaveText(code)
  const axe = new AxeFindings()
  await settled(page)
  await axe.scan(page, { route: '/redem-deal-details', width: 1440, persona: 'customer' })
  axe.expectNone()
})

test('a promo code and Hola points pay a deal; the breakdown matches the server’s figures; the voucher PDF names the deal and code', async ({
  page,
  signIn,
}) => {
  // A trip through the gateway or a reload is a full page load (the in-page mock starts again): room for a busy machine.
  test.setTimeout(90_000)
  await signIn('customer')
  await openPayment(page, COLD_COFFEE)
  const code = page.getByLabel('Promo or gift code')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByText('Promo code is required')).toBeVisible()
  await code.fill('nosuch')
  await expect(code).toHaveValue('NOSUCH')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByText('The promo code is invalid.')).toBeVisible()
  await code.fill('welcome50')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByText('Code WELCOME50 applied: ₹50 off.')).toBeVisible()
  await expect(figure(page, 'You pay')).toHaveText('₹9')

  await page.getByLabel(/Pay with Hola points/).check()
  // ₹9 at ₹1 a point: 9 points.
  await expect(figure(page, 'You pay')).toHaveText('9 Hola points')
  const earned = parseInt((await figure(page, 'Points back').textContent())!, 10)
  await page.getByRole('button', { name: 'Pay with 9 Hola points' }).click()
  await expect(page).toHaveURL(/\/redem-deal-details\?order_id=\d+/)
  const orderId = Number(new URL(page.url()).searchParams.get('order_id'))
  const detail = await api<{
    order: { points_spent: number; points_earned: number; coupon_amount: number; reference_code: string }
  }>(page, 'customer/order-detail', { order_id: orderId })
  expect(detail.order).toMatchObject({ points_spent: 9, points_earned: earned, coupon_amount: 50 })

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download PDF' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^Cold-Coffee-Brownie-\d{4}-\d{2}-\d{2}\.pdf$/)
  const text = pdfText(readFileSync((await file.path())!))
  expect(text).toContain('Cold Coffee & Brownie')
  expect(text).toContain(`Deal code: ${detail.order.reference_code}`)
})

test('a customer upgrades to Gold through the gateway and their plan shows Gold', async ({ page, signIn }) => {
  test.setTimeout(90_000)
  const axe = new AxeFindings()
  await signIn('customer', '/my-account')
  await settled(page)
  const membership = page.locator('dt', { hasText: 'Hola membership' }).locator('xpath=following-sibling::dd[1]')
  await expect(membership).toHaveText('Silver')
  await page.getByRole('link', { name: 'Buy Now: Gold' }).click()
  await expect(page).toHaveURL(/\/membership-payment\//)
  await settled(page)
  await expect(page.getByLabel('Plan')).toHaveValue('5b0a6c1e-0002-4d7a-9a51-1a2b3c4d5e02')
  await expect(page.getByLabel('Amount')).toHaveValue('₹999')
  await axe.scan(page, { route: '/membership-payment/{id}', width: 1440, persona: 'customer' })
  await page.getByLabel('Payment type').selectOption('')
  await page.getByRole('button', { name: 'Pay' }).click()
  await expect(page.getByText('Please select at least one Payment type')).toBeVisible()
  await page.getByLabel('Payment type').selectOption({ label: 'Credit Card' })
  await page.getByRole('button', { name: 'Pay' }).click()

  await expect(page).toHaveURL(/\/gateway\/card-payment/)
  await settled(page)
  await expect(page.getByText('Gold membership')).toBeVisible()
  await page.getByLabel('Card number').fill('5555 5555 5555 4444')
  await page.getByLabel('Expiry (MM/YY)').fill('12/39')
  await page.getByLabel('CVV').fill('123')
  await page.getByRole('button', { name: 'Pay ₹999' }).click()
  await expect(page).toHaveURL(/\/my-account$/)
  await expect(
    page.getByRole('status').filter({ hasText: 'Thank you for membership upgrade. Your transaction is successful.' }),
  ).toBeVisible()
  await expect(membership).toHaveText('Gold')
  axe.expectNone()
})

test('/payments-mobile hands a payment to the gateway as a mobile app opens it, and shows the result', async ({
  page,
  signIn,
}) => {
  test.setTimeout(90_000)
  await signIn('customer')
  // The mobile app placed the order itself (29% off, 20% kept by Silver for UPI: 23.2% back) and holds the token.
  const placed = await api<{ tid_id: string; order: { id: number; buyer_will_pay: number } }>(
    page,
    'customer/place-order',
    {
      deal_id: MASALA_CHAI,
      payment_mode: 6,
      is_cupon_applied: 0,
      amount: 129,
      discount: 23.2,
      cupon_code: null,
    },
  )
  const token = await page.evaluate(() => localStorage.getItem('access_token_user'))
  const query = (amount: number) =>
    new URLSearchParams({
      deal_price: String(amount),
      payment_for: 'deal',
      payment_mode: '6',
      order_id: String(placed.order.id),
      tid_id: placed.tid_id,
      access_token: token!,
      user_type: '2',
      secret_key: 'app-secret',
    })

  // A wrong amount: FAILED with the server's message.
  const axe = new AxeFindings()
  await page.goto(`/payments-mobile?${query(100)}`)
  await expect(
    page.getByRole('dialog', { name: 'FAILED' }).getByText('The amount does not match the order: ₹129.00.'),
  ).toBeVisible()
  await axe.scan(page, { route: '/payments-mobile FAILED dialog', width: 1440, persona: 'customer' }, '[role="dialog"]')

  await page.goto(`/payments-mobile?${query(placed.order.buyer_will_pay)}`)
  await expect(page).toHaveURL(/\/gateway\/card-payment/)
  await settled(page)
  await page.getByLabel('Or pay to your UPI ID').fill('priya@okhdfc')
  await page.getByRole('button', { name: 'Pay ₹129' }).click()
  await expect(page).toHaveURL(/\/payments-mobile\?payment_for=deal&message=success/)
  const dialog = page.getByRole('dialog', { name: 'Order Placed' })
  await expect(dialog.getByText(`Order number: ${placed.order.id}`)).toBeVisible()
  await expect(dialog.getByText('Rs. 129.00/-')).toBeVisible()
  await axe.scan(page, { route: '/payments-mobile', width: 1440, persona: 'customer' })
  axe.expectNone()
})

test('/payments-mobile with user_type=1: a vendor buys a plan as the mobile app opens it; an ad order that does not exist is refused', async ({
  page,
  signIn,
}) => {
  test.setTimeout(90_000)
  await signIn('vendor', '/my-account')
  await settled(page)
  const membership = page.locator('dt', { hasText: 'Hola membership' }).locator('xpath=following-sibling::dd[1]')
  await expect(membership).toHaveText('Gold')
  const token = await page.evaluate(() => localStorage.getItem('access_token_user'))
  // The Silver plan (id 1) at its price, with the vendor's token, as the app would open it (docs/mobile-payments.md).
  const query = (paymentFor: string, orderId = '1') =>
    new URLSearchParams({
      deal_price: '499.00',
      payment_for: paymentFor,
      payment_mode: '6',
      order_id: orderId,
      tid_id: '',
      access_token: token!,
      user_type: '1',
      secret_key: 'app-secret',
    })

  const axe = new AxeFindings()
  // No ad order has this id (the seed's ads history holds a paid one with id 1).
  await page.goto(`/payments-mobile?${query('ads', '9999')}`)
  await expect(page.getByRole('dialog', { name: 'FAILED' }).getByText('Advertisement order not found.')).toBeVisible()
  await axe.scan(
    page,
    { route: '/payments-mobile FAILED dialog (vendor)', width: 375, persona: 'vendor' },
    '[role="dialog"]',
  )

  await page.goto(`/payments-mobile?${query('membership')}`)
  await expect(page).toHaveURL(/\/gateway\/card-payment/)
  await settled(page)
  await expect(page.getByText('Silver membership')).toBeVisible()
  // UPI (payment_mode 6): the page shows the QR, and saying it was paid completes the payment.
  await page.getByRole('button', { name: 'I have paid with the QR' }).click()
  await expect(page).toHaveURL(/\/payments-mobile\?payment_for=membership&message=success&order_id=1/)
  await expect(
    page
      .getByRole('dialog', { name: 'Success' })
      .getByText('Thank you for membership upgrade. Your transaction is successful.'),
  ).toBeVisible()
  await axe.scan(page, { route: '/payments-mobile (vendor plan bought)', width: 375, persona: 'vendor' })

  await page.goto('/my-account')
  await settled(page)
  await expect(membership).toHaveText('Silver')
  axe.expectNone()
})

test('an open deal: the amount entered picks the tier, the breakdown shows its discount, and the order carries the server’s figures', async ({
  page,
  signIn,
}) => {
  test.setTimeout(90_000)
  const axe = new AxeFindings()
  // Weekday Offer: Fruit Facial, an open deal: 6% from ₹500, 11% from ₹1,000, 16% from ₹2,000.
  await signIn('customer', '/payment/dea10000-0000-4000-8000-000000000036')
  await settled(page)
  const amount = page.getByLabel('Amount (₹)')
  await amount.fill('300')
  await expect(page.getByText('The amount must be at least ₹500.')).toBeVisible()
  await expect(amount).toHaveAttribute('aria-invalid', 'true')

  await amount.fill('1500')
  // The ₹1,000 tier: 11% off; Silver keeps 20% of it for UPI, so 8.8% (₹132) comes back as 132 points at ₹1.
  await expect(figure(page, 'Price')).toHaveText('₹1,500')
  await expect(figure(page, 'Discount')).toHaveText('11.00% (₹165)')
  await expect(figure(page, 'Final discount')).toHaveText('8.80% (₹132)')
  await expect(figure(page, 'Points back')).toHaveText('132 Hola points (₹1 each, worth ₹132)')
  await axe.scan(page, { route: '/payment/{uuid} (open deal)', width: 375, persona: 'customer' })

  // Cash: Silver keeps 25%, so 8.25% (₹123.75) back, 123 points, and the page says how the 75 paise were rounded.
  await page.getByRole('radio', { name: 'Cash' }).check()
  await expect(figure(page, 'Final discount')).toHaveText('8.25% (₹123.75)')
  await expect(figure(page, 'Points back')).toHaveText('123 Hola points (₹1 each, worth ₹123)')
  await expect(
    page.getByText('₹123.75 back as 123 Hola points (₹123): points given round down to whole points.'),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Place order, pay ₹1,500 at the counter' }).click()
  await expect(page).toHaveURL(/\/redem-deal-details\?order_id=\d+/)
  const orderId = Number(new URL(page.url()).searchParams.get('order_id'))
  const detail = await api<{
    order: { price: number; buyer_will_pay: number; points_earned: number; payment_mode: number }
  }>(page, 'customer/order-detail', { order_id: orderId })
  expect(detail.order).toMatchObject({ price: 1500, buyer_will_pay: 1500, points_earned: 123, payment_mode: 1 })
  axe.expectNone()
})

test('a payment settled from the demo panel’s Gateway section carries the student’s gateway page on to Order Placed', async ({
  page,
  signIn,
}) => {
  test.setTimeout(90_000)
  const axe = new AxeFindings()
  await signIn('customer')
  await openPayment(page, MASALA_CHAI)
  const pays = (await figure(page, 'You pay').textContent())!.trim()
  await page.getByRole('button', { name: `Pay ${pays}` }).click()
  await expect(page).toHaveURL(/\/gateway\/card-payment\?encRequest=/)
  await settled(page)
  await expect(page.getByRole('heading', { name: 'UPI payment' })).toBeVisible()

  // The payment is settled from the demo panel while the student is on the gateway's page: the page
  // notices and continues to the app's result, as a real gateway's return would.
  await page.getByRole('button', { name: 'Demo', exact: true }).click()
  const panel = page.getByRole('complementary', { name: 'Demo panel' })
  const gateway = panel.getByRole('region', { name: 'Gateway' })
  const pay = gateway.getByRole('button', { name: 'Pay: Masala Chai & Bun Maska, ₹129.00, Priya Sharma' })
  await expect(pay).toBeVisible()
  await axe.scan(page, { route: 'demo panel Gateway section', width: 1440, persona: 'customer' }, '.demo-panel')
  await pay.click()
  const dialog = page.getByRole('dialog', { name: 'Order Placed' })
  await expect(dialog).toBeVisible()
  await expect(page).toHaveURL(/\/payment\/[^?]+\?payment_for=deal&message=success/)
  await dialog.getByRole('link', { name: 'View your deal code' }).click()
  await expect(page.locator('.deal-code')).toHaveText(/^[A-Z0-9]{10}$/)
  axe.expectNone()
})
