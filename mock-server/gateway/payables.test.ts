import { describe, expect, it } from 'vitest'
import { gatewaySessionRecord } from '../areas/orders/records'
import { userOf } from '../store/persona-user'
import { PERSONA_IDS } from '../store/personas'
import { db } from '../store/db'
import { ACCOUNT } from '../ledger/chart-of-accounts'
import { completeSession, openPayment } from './gateway'
import { balance } from '../ledger/ledger'
import { PAYABLES, payableFor } from './payables'

describe('what can be paid for through the gateway', () => {
  it('is a registry: every payment_for the wire allows has an entry', () => {
    const kinds = (gatewaySessionRecord.get('payment_for').expression.match(/"(\w+)"/g) ?? []).map((k) =>
      k.replaceAll('"', ''),
    )
    expect(kinds.sort()).toEqual(['ads', 'deal', 'membership', 'pay_to_fh'])
    expect(Object.keys(PAYABLES).sort()).toEqual(['ads', 'deal', 'membership', 'pay_to_fh'])
  })

  it('settles idempotently: settling a membership session again posts nothing more', async () => {
    const vendor = userOf('vendor')
    const silver = db.holaCategories.findFirst((q) => q.where({ name: 'Silver' }))!
    const { data } = await openPayment(vendor, 'membership', { order_id: silver.id, payment_mode: 3 }, '', 'web')
    const sales = () => balance({ account: ACCOUNT.membershipSales, owner: 0, unit: 'paise' })
    const before = sales()
    await completeSession(data, 'success')
    const session = db.gatewaySessions.findFirst((q) => q.where({ data }))!
    await payableFor('membership').settle(session, Date.now())
    expect(sales() - before).toBe(session.amount_paise)
    expect(db.users.findFirst((q) => q.where({ id: PERSONA_IDS.vendor }))!.hola_category_id).toBe(silver.id)
    expect(payableFor('membership').returnTo(session)).toBe('/my-account?message=success')
  })
})
