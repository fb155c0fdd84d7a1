import { describe, expect, it } from 'vitest'
import { pointsBalance } from '../domain/ledger'
import { PERSONA_IDS, get, post } from '../test-kit'

type Page<R> = { data: R[]; total: number; last_page: number; per_page: number }
type Row = { used_balance: number; created_at: string; order_id: number | null; description: string }

describe('customer statements', () => {
  it('shows confirmed and floating points, each total the ledger balance', async () => {
    const c = await post<{ confirmed_balance: Page<Row>; total_confirmed_balance: number; user: { card_number: string } }>(
      'customer/confirmed-statement',
      { page: 1, rowsPerPage: 50 },
      { as: 'customer' },
    )
    expect(c.status).toBe(200)
    console.log(JSON.stringify(c.body.confirmed_balance.data.map((r) => [r.created_at, r.used_balance, r.description, r.order_id])), c.body.total_confirmed_balance, c.body.user)
    expect(c.body.total_confirmed_balance).toBe(pointsBalance(PERSONA_IDS.customer))
    const f = await post<{ floating_balance: Page<Row>; total_floting_balance: number }>(
      'customer/floting-statement',
      { page: 1, rowsPerPage: 50 },
      { as: 'customer' },
    )
    console.log(JSON.stringify(f.body.floating_balance.data.map((r) => [r.created_at, r.used_balance, r.description, r.order_id])), f.body.total_floting_balance)
    const d = await get('customer/statement', { as: 'customer' })
    console.log(JSON.stringify(d.body))
    const v = await post('vendor/confirmed-statement', { page: 1 }, { as: 'vendor' })
    console.log(JSON.stringify(v.body).slice(0, 300), (v.body as {total_confirm_balance: number}).total_confirm_balance)
    const vf = await post('vendor/floting-statement', { page: 1 }, { as: 'vendor' })
    console.log(JSON.stringify(vf.body).slice(0, 300))
    const bad = await post('customer/confirmed-statement', { page: 1, last_week: 1, last_month: 1, start_date: '2001-01-01', end_date: '2099-01-01' }, { as: 'customer' })
    console.log(bad.status, JSON.stringify(bad.body))
  })
})
