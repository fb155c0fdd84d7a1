import { afterEach, describe, expect, it } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { db } from '../../../mock-server/store/db'
import { mockControl } from '../../api/mock-control'
import { appNow, followDemoClock } from '../../lib/app-clock'
import { addDays, formatSlashDate, indiaDay } from '../../lib/dates'
import { renderInApp, resetApp, signInPersona } from '../../testing/app-test-kit'
import StatementScreen from './statement-screen'

afterEach(async () => {
  await mockControl.moveClock({ reset: true })
  followDemoClock(0)
  resetApp()
})

/** Moves the demo clock as the panel's Clock section does: the mock's, then the app's. */
async function moveClock(body: { advance_days: number } | { reset: true }) {
  const c = await mockControl.moveClock(body)
  await act(async () => followDemoClock(c.offset_ms))
}

/** A day as the date field takes it (DD-MM-YYYY). */
const typed = (day: string) => day.split('-').reverse().join('-')

/** A table's body rows as records of header → cell text. */
function records(table: HTMLElement) {
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent ?? '')
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      Object.fromEntries(
        within(row)
          .queryAllByRole('cell')
          .map((c, i) => [headers[i], c.textContent ?? '']),
      ),
    )
}

describe('the vendor’s statement', () => {
  it('dates an order as /commission and /my-orders do: Created At the order’s, Redeem Date its redemption; the Balance names the day it moved', async () => {
    await signInPersona('vendor@example.com')
    renderInApp(<StatementScreen />, '/statement')
    const table = await screen.findByRole('table', { name: 'Confirmed Balance' })
    await waitFor(() => expect(records(table).length).toBeGreaterThan(3))
    // CHAIHIST05: cash, placed 20 days back and redeemed 19 days back (areas/wallet/seed.ts); its sale was posted then.
    const order = db.orders.findFirst((q) => q.where({ reference_code: 'CHAIHIST05' }))!
    const redeemed = formatSlashDate(order.redeemed_at!)
    const row = records(table).find((r) => r['Redeem Date'] === redeemed)!
    // Spec 3 §3: the row is the order itself: its deal, its customer, its payment and status.
    const deal = db.deals.findFirst((q) => q.where({ id: order.deal_id }))!
    const customer = db.users.findFirst((q) => q.where({ id: order.customer_id }))!
    expect([row.Deal, row.Customer, row['Order Status']]).toEqual([deal.name, customer.full_name, 'Complete'])
    expect(row['Created At']).toBe(formatSlashDate(order.created_at))
    expect(row['Created At']).not.toBe(redeemed)
    expect(row.Balance).toContain(`on ${redeemed}`)
  }, 20_000)

  it('the Hola Balance says what each row’s points came from or paid for, and when a confirmed one was confirmed', async () => {
    await signInPersona('vendor@example.com')
    renderInApp(<StatementScreen />, '/statement')
    await userEvent.click(await screen.findByRole('tab', { name: 'Hola Balance' }))
    const table = await screen.findByRole('table', { name: 'Hola Balance' })
    await waitFor(() => expect(records(table).length).toBe(2))
    const priya = records(table).find((r) => r['Referred Customer'] === 'Priya Sharma')!
    expect(priya).toMatchObject({ Details: 'Referral reward', Status: 'Confirmed' })
    // Earned at Priya's sign-up (Date), confirmed at her first redeemed order (Redeem Date), never before it.
    const day = (d: string) => d.split('/').reverse().join('-')
    expect(priya['Redeem Date']).toMatch(/^\d{2}\/\d{2}\/\d{4}$/)
    expect(day(priya['Redeem Date']!) >= day(priya.Date!)).toBe(true)
    // Read as the student's Wallet reads: confirmed and floating apart (never added), each with its rupee value.
    expect(screen.getByLabelText('Confirmed Hola')).toHaveTextContent('Confirmed Hola100 Hola (₹100)')
    expect(screen.getByLabelText('Floating Hola')).toHaveTextContent('Floating Hola200 Hola (₹200)')
    expect(records(table).map((r) => r['Hola Points'])).toEqual(expect.arrayContaining(['100 Hola (₹100)']))
  }, 20_000)
})

describe('the student’s Wallet and the demo clock', () => {
  it('the Hola card follows the clock both ways, even when the day range chosen ahead fails once back', async () => {
    await signInPersona('customer@example.com')
    renderInApp(<StatementScreen />, '/statement')
    const card = await screen.findByLabelText('Hola card')
    await waitFor(() => expect(card).toHaveTextContent(/Valid till \d/))
    const validNow = /Valid till (\d{2}\.\d{2}\.\d{4})/.exec(card.textContent!)![1]
    await moveClock({ advance_days: 400 })
    await waitFor(() => expect(card).not.toHaveTextContent(`Valid till ${validNow}`))
    // A range ending on the moved today, then back to real time: the server refuses it now (its days are after today).
    const today = indiaDay(appNow())
    await userEvent.type(screen.getByRole('textbox', { name: 'Start date' }), typed(addDays(today, -10)))
    await userEvent.type(screen.getByRole('textbox', { name: 'End date' }), typed(today))
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }))
    await moveClock({ reset: true })
    await waitFor(() => expect(card).toHaveTextContent(`Valid till ${validNow}`))
    await waitFor(() => expect(screen.getByRole('tabpanel')).toHaveTextContent(/date cannot be after today/))
  }, 20_000)
})

describe('the student’s floating rows', () => {
  it('name each order’s code, so two orders of one deal on one day can be told apart', async () => {
    await signInPersona('customer@example.com')
    renderInApp(<StatementScreen />, '/statement')
    await userEvent.click(await screen.findByRole('tab', { name: /^Floating Balance/ }))
    const table = await screen.findByRole('table', { name: 'Floating Balance' })
    await waitFor(() =>
      expect(records(table).some((r) => /Code \w+: confirmed when/.test(r['Deal / Referrals']!))).toBe(true),
    )
    const floatingOrders = db.orders.findMany((q) => q.where({ customer_id: 1 })).map((o) => o.reference_code)
    const codes = records(table).flatMap((r) => /Code (\w+):/.exec(r['Deal / Referrals']!)?.[1] ?? [])
    for (const code of codes) expect(floatingOrders).toContain(code)
  }, 20_000)
})
