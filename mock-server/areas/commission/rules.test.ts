import { describe, expect, it } from 'vitest'
import { pdfText } from '../../../tools/pdf-text'
import { PACT_VALUES, STATES } from '../../../contracts/states'
import { indiaDay } from '../../../src/lib/dates'
import { invoiceMonths, monthText } from '../../../src/lib/invoice-rules'
import { toRupees } from '../../../src/lib/money'
import { commissionStates } from './states'
import { db } from '../../store/db'
import { SEEDED_CODES } from '../orders/seed'
import { API, post, tokenOf, userOf } from '../../testing/test-kit'
import { ACCOUNT } from '../../ledger/chart-of-accounts'
import { commissionDue, commissionPaid, orderCommissionDue, ordersToPay } from './rules'
import { accountStatement, taxInvoice } from './invoices'
import { balance, trialBalance } from '../../ledger/ledger'

const vendor = () => userOf('vendor')
const orderByCode = (code: string) => db.orders.findFirst((q) => q.where({ reference_code: code }))!

type PayTo = { code: number; message: string; payment_id: number | null }
type Key = { uri: string; data: string; access_code: string }

/** The payment page's steps: what is due, pay-to, the key; the gateway's outcome is the caller's. */
async function openCommissionPayment(method: 2 | 3 = 3) {
  const due = await post<{ total_amount: number; order_ids: number[] }>('vendor/order-ids-to-pay', undefined, {
    as: 'vendor',
  })
  const pay = await post<PayTo>(
    'vendor/pay-to-fh',
    { order_ids: due.body.order_ids, amount: due.body.total_amount, payment_method: method },
    { as: 'vendor' },
  )
  expect(pay.status).toBe(200)
  const key = await post<Key>(
    'vendor/get-encrypt-key',
    { amount: due.body.total_amount, payment_for: 'pay_to_fh', payment_mode: method, order_id: pay.body.payment_id },
    { as: 'vendor' },
  )
  expect(key.status).toBe(200)
  return { due: due.body, pay: pay.body, data: key.body.data }
}

const complete = (data: string, outcome: 'success' | 'failure' | 'aborted') =>
  post<{ redirect: string }>('__mock/gateway/complete', { data, outcome })

describe('commissionDue: what the vendor owes Hola, from the ledger', () => {
  it("is the seed's redeemed cash order's buyer_will_pay − seller_will_get, and its vendor_earnings balance", () => {
    const redeemed = orderByCode(SEEDED_CODES.redeemed)
    expect(redeemed.payment_mode).toBe(1)
    const due = redeemed.buyer_will_pay_paise - redeemed.seller_will_get_paise
    expect(due).toBeGreaterThan(0)
    expect(orderCommissionDue(redeemed)).toBe(due)
    // Cash waiting at the outlet (no sale yet), UPI (Hola holds the money) and the cancelled order owe nothing.
    for (const code of [SEEDED_CODES.cashToRedeem, SEEDED_CODES.paidByUpi, SEEDED_CODES.cancelled])
      expect(orderCommissionDue(orderByCode(code))).toBe(0)
    // With the wallet's months of history (areas/wallet/seed.ts): two more cash orders redeemed at the outlet, newest first.
    const cashRedeemed = db.orders
      .all()
      .filter((o) => o.vendor_id === vendor().id && o.payment_mode === 1 && o.order_status === 3)
      .sort((a, b) => b.created_at.localeCompare(a.created_at))
    expect(cashRedeemed.map((o) => o.reference_code)).toEqual([SEEDED_CODES.redeemed, 'CHAIHIST05', 'CHAIHIST02'])
    expect(ordersToPay(vendor()).map((o) => o.order.id)).toEqual(cashRedeemed.map((o) => o.id))
    expect(commissionDue(vendor())).toBe(
      cashRedeemed.reduce((s, o) => s + o.buyer_will_pay_paise - o.seller_will_get_paise, 0),
    )
  })
})

describe('paying the commission (vendor/pay-to-fh, then the gateway)', () => {
  it('lists the orders 10 a page with their figures, and the total', async () => {
    const list = await post<{ orders: { data: Array<Record<string, unknown>>; total: number }; total_amount: number }>(
      'vendor/order-to-pay',
      { page: 1, rowsPerPage: 10 },
      { as: 'vendor' },
    )
    const redeemed = orderByCode(SEEDED_CODES.redeemed)
    // The seeded redeemed cash order, newest, and the wallet history's two (areas/wallet/seed.ts).
    expect(list.body.orders.total).toBe(3)
    expect(list.body.orders.data[0]).toMatchObject({
      id: redeemed.id,
      customer: { full_name: 'Priya Sharma' },
      seller_will_get: toRupees(redeemed.seller_will_get_paise),
      buyer_will_pay: toRupees(redeemed.buyer_will_pay_paise),
    })
    expect(list.body.total_amount).toBe(toRupees(commissionDue(vendor())))
  })

  it('a declined or aborted payment leaves the due; a success posts once and the due drops to 0', async () => {
    const before = commissionDue(vendor())
    const first = await openCommissionPayment(3)
    expect(first.pay.code).toBe(202)
    const declined = await complete(first.data, 'failure')
    expect(declined.body.redirect).toBe('/statement?message=failure')
    expect(commissionDue(vendor())).toBe(before)

    const second = await openCommissionPayment(2)
    expect(second.pay.payment_id).not.toBe(first.pay.payment_id)
    expect((await complete(second.data, 'aborted')).body.redirect).toBe('/statement?message=aborted')
    expect(commissionDue(vendor())).toBe(before)

    const third = await openCommissionPayment(3)
    expect((await complete(third.data, 'success')).body.redirect).toBe('/statement?message=success')
    expect(commissionDue(vendor())).toBe(0)
    // The gateway reporting again changes nothing.
    expect((await complete(third.data, 'failure')).body.redirect).toBe('/statement?message=success')
    expect(commissionDue(vendor())).toBe(0)
    expect(balance({ account: ACCOUNT.commissionPayments, owner: vendor().id, unit: 'paise' })).toBe(-before)
    expect(commissionPaid(orderByCode(SEEDED_CODES.redeemed))).toBe(true)
    expect(trialBalance()).toEqual({ paise: 0, points: 0 })

    // Nothing is due any more: nothing to pay, settled at once; the paid order again is a second payment (409).
    const none = await post<PayTo>(
      'vendor/pay-to-fh',
      { order_ids: [], amount: 0, payment_method: 3 },
      { as: 'vendor' },
    )
    expect(none.body).toMatchObject({ code: 200, payment_id: null })
    const again = await post<PayTo>(
      'vendor/pay-to-fh',
      { order_ids: second.due.order_ids, amount: second.due.total_amount, payment_method: 3 },
      { as: 'vendor' },
    )
    expect([again.status, again.body.message]).toEqual([
      409,
      `The commission on order ${second.due.order_ids[0]} is already paid.`,
    ])
  })

  it('a double click pays once: the same orders, amount and method answer the same payment and session', async () => {
    const a = await openCommissionPayment(3)
    const b = await openCommissionPayment(3)
    expect(b.pay.payment_id).toBe(a.pay.payment_id)
    expect(b.data).toBe(a.data)
  })

  it('another method supersedes the payment left at the gateway: its session ends aborted and cannot pay', async () => {
    const debit = await openCommissionPayment(3)
    const bank = await openCommissionPayment(2)
    expect(db.gatewaySessions.findFirst((q) => q.where({ data: debit.data }))!.outcome).toBe('aborted')
    expect((await complete(debit.data, 'success')).body.redirect).toBe('/statement?message=aborted')
    expect(commissionDue(vendor())).toBeGreaterThan(0)
    await complete(bank.data, 'success')
    expect(commissionDue(vendor())).toBe(0)
  })

  it('refuses an amount that differs, an order not the vendor’s or with nothing due (422), and opens nothing', async () => {
    const redeemed = orderByCode(SEEDED_CODES.redeemed)
    const due = toRupees(orderCommissionDue(redeemed))
    const payments = db.commissionPayments.count()
    const wrong = await post(
      'vendor/pay-to-fh',
      { order_ids: [redeemed.id], amount: due + 1, payment_method: 3 },
      {
        as: 'vendor',
      },
    )
    expect([wrong.status, wrong.body.errors?.amount]).toEqual([
      422,
      [`The amount does not match the commission due: ₹${due.toFixed(2)}.`],
    ])
    const upi = orderByCode(SEEDED_CODES.paidByUpi)
    const notDue = await post(
      'vendor/pay-to-fh',
      { order_ids: [upi.id], amount: 0, payment_method: 3 },
      {
        as: 'vendor',
      },
    )
    expect([notDue.status, notDue.body.errors?.order_ids]).toEqual([422, [`Order ${upi.id} has no commission to pay.`]])
    const unknown = await post(
      'vendor/pay-to-fh',
      { order_ids: [99999], amount: 0, payment_method: 3 },
      {
        as: 'vendor',
      },
    )
    expect([unknown.status, unknown.body.errors?.order_ids]).toEqual([422, ['Order 99999 is not one of your orders.']])
    const otherVendor = await post(
      'vendor/pay-to-fh',
      { order_ids: [redeemed.id], amount: due, payment_method: 3 },
      {
        as: 'pending-vendor',
      },
    )
    expect(otherVendor.status).toBe(422)
    expect(db.commissionPayments.count()).toBe(payments)
    // A key for a payment that is not the vendor's, or with another amount, opens no session.
    const pay = await post<PayTo>(
      'vendor/pay-to-fh',
      { order_ids: [redeemed.id], amount: due, payment_method: 3 },
      {
        as: 'vendor',
      },
    )
    const key = (as: 'vendor' | 'pending-vendor', amount: number) =>
      post(
        'vendor/get-encrypt-key',
        { amount, payment_for: 'pay_to_fh', payment_mode: 3, order_id: pay.body.payment_id },
        { as },
      )
    expect((await key('pending-vendor', due)).status).toBe(404)
    expect((await key('vendor', due + 1)).body.errors?.amount).toBeDefined()
  })
})

/** A PDF answer of the mock, as the vendor. */
async function pdfOf(path: string, body: unknown) {
  const res = await fetch(`${API}/${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      Authorization: `Bearer ${await tokenOf('vendor')}`,
    },
    body: JSON.stringify(body),
  })
  return res
}

describe('the vendor’s documents', () => {
  it('the account statement: opening balance, each entry with its running balance, closing balance', async () => {
    const today = indiaDay(Date.now())
    const res = await pdfOf('vendor/export-invoice-pdf', { vendor_id: vendor().id, start_date: today, end_date: today })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Arjun-Mehta-statement-${today}-to-${today}.pdf"`,
    )
    const text = pdfText(new Uint8Array(await res.arrayBuffer()))
    const closing = balance({ account: ACCOUNT.vendorEarnings, owner: vendor().id, unit: 'paise' })
    expect(text).toContain('Opening balance')
    expect(text).toContain('Closing balance')
    expect(text).toContain(`${closing < 0 ? '-' : ''}Rs. ${toRupees(Math.abs(closing)).toFixed(2)}`)
    expect(text).toContain('GSTIN 29ABCDE1234F1Z5')
  })

  it('refuses days out of range under the field, and another vendor’s id', async () => {
    const today = indiaDay(Date.now())
    const tooOld = await post(
      'vendor/export-invoice-pdf',
      { vendor_id: vendor().id, start_date: '2020-01-01', end_date: today },
      { as: 'vendor' },
    )
    expect(tooOld.body.errors?.start_date).toEqual(['The start date cannot be more than three months ago.'])
    const other = await post(
      'vendor/export-invoice-pdf',
      { vendor_id: vendor().id + 1, start_date: today, end_date: today },
      { as: 'vendor' },
    )
    expect([other.status, other.body.message]).toEqual([403, 'Invalid data access.'])
  })

  it('the tax invoice: Hola’s commission last month as a GST invoice; a month without it is Invalid data access.', async () => {
    await commissionStates[STATES.vendorOwesCommission]({})
    const last = invoiceMonths(indiaDay(Date.now()))[0]!
    const res = await pdfOf('vendor/tax-invoice-pdf', { vendor_id: vendor().id, ...last })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Arjun-Mehta-tax-invoice-${monthText(last)}.pdf"`,
    )
    const text = pdfText(new Uint8Array(await res.arrayBuffer()))
    const order = orderByCode('PACTLAST01')
    const taxable = order.hola_share_paise - order.gst_paise
    for (const line of [
      'Tax Invoice',
      `Commission for the month ${monthText(last)}`,
      'GSTIN: 29AAHCH4261K1ZQ',
      'GSTIN: 29ABCDE1234F1Z5',
      'State: Karnataka, State code: 29',
      'SAC 998599',
      `Rs. ${toRupees(taxable).toFixed(2)}`,
      'CGST',
      'SGST',
      `Rs. ${toRupees(order.hola_share_paise).toFixed(2)}`,
      'Total in words: Rupees',
    ])
      expect(text).toContain(line)
    expect(text).not.toContain('IGST')
    const older = invoiceMonths(indiaDay(Date.now()))[2]!
    const none = await post('vendor/tax-invoice-pdf', { vendor_id: vendor().id, ...older }, { as: 'vendor' })
    expect([none.status, none.body.errors?.month]).toEqual([422, ['Invalid data access.']])
  })
})

describe('commission is one thing (docs/decisions/money-model.md)', () => {
  it('/commission, the payment, the statement PDF and the tax invoice reconcile to the paisa, split alike', async () => {
    await commissionStates[STATES.vendorOwesCommission]({})
    type Split = { student_discount: number; hola_commission: number; code_credit: number }
    const list = await post<{
      orders: { data: Array<{ uuid: string; commission: number; split: Split }> }
      total_amount: number
      total_split: Split
    }>('vendor/order-to-pay', { page: 1, rowsPerPage: 50 }, { as: 'vendor' })
    const paise = (r: number) => Math.round(r * 100)
    const sum = (s: Split) => paise(s.student_discount) + paise(s.hola_commission) - paise(s.code_credit)
    // Every row's parts add up to its due, and the totals' to the total.
    for (const row of list.body.orders.data) expect(sum(row.split)).toBe(paise(row.commission))
    expect(sum(list.body.total_split)).toBe(paise(list.body.total_amount))
    // Hola's part of an order is what the tax invoice bills for it (taxable value + GST).
    const lastOrder = orderByCode('PACTLAST01')
    const lastRow = list.body.orders.data.find((r) => r.uuid === lastOrder.uuid)!
    const invoice = taxInvoice(vendor(), invoiceMonths(indiaDay(Date.now()))[0]!)
    const billed = invoice.lines.find((l) => l.reference === 'PACTLAST01')!
    expect(billed.taxable + billed.gst).toBe(paise(lastRow.split.hola_commission))
    expect(lastRow.split.student_discount).toBe(toRupees(lastOrder.cashback_paise))
    // The account statement's line for today's cash sale is its due, in the same parts.
    const today = indiaDay(Date.now())
    const done = db.orders.findFirst((q) => q.where({ id: PACT_VALUES.redeemedOrderId }))!
    const line = accountStatement(vendor(), today, today).lines.find(
      (l) => l.description === `Cash sale ${done.reference_code}`,
    )!
    const doneRow = list.body.orders.data.find((r) => r.uuid === done.uuid)!
    expect(line.amount).toBe(-paise(doneRow.commission))
    expect(line.parts).toEqual({
      studentDiscount: paise(doneRow.split.student_discount),
      holaCommission: paise(doneRow.split.hola_commission),
      codeCredit: paise(doneRow.split.code_credit),
    })
    // The payment page shows the same split, and what is paid is the sum of the parts.
    const { due, data } = await openCommissionPayment()
    expect((due as unknown as { total_split: Split }).total_split).toEqual(list.body.total_split)
    await complete(data, 'success')
    const paid = -balance({ account: ACCOUNT.commissionPayments, owner: vendor().id, unit: 'paise' })
    expect(paid).toBe(sum(list.body.total_split))
  })
})
