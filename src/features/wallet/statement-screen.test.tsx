import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { db } from '../../../mock-server/db'
import { formatSlashDate } from '../../lib/dates'
import { renderInApp, resetApp, signInPersona } from '../../testing/app-test-kit'
import StatementScreen from './statement-screen'

afterEach(resetApp)

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
    // CHAIHIST05: cash, placed 20 days back and redeemed 19 days back (db/wallet-seed.ts); its sale was posted then.
    const order = db.orders.findFirst((q) => q.where({ reference_code: 'CHAIHIST05' }))!
    const redeemed = formatSlashDate(order.redeemed_at!)
    const row = records(table).find((r) => r['Redeem Date'] === redeemed)!
    expect(row['Created At']).toBe(formatSlashDate(order.created_at))
    expect(row['Created At']).not.toBe(redeemed)
    expect(row.Balance).toContain(`on ${redeemed}`)
  })

  it('the Hola Balance says what each row’s points came from or paid for, and when a confirmed one was confirmed', async () => {
    await signInPersona('vendor@example.com')
    renderInApp(<StatementScreen />, '/statement')
    await userEvent.click(await screen.findByRole('tab', { name: 'Hola Balance' }))
    const table = await screen.findByRole('table', { name: 'Hola Balance' })
    await waitFor(() => expect(records(table).length).toBe(2))
    const priya = records(table).find((r) => r['Referred Customer'] === 'Priya Sharma')!
    expect(priya).toMatchObject({ Details: 'Referral reward', Status: 'Confirmed', 'Redeem Date': priya.Date })
  })
})
