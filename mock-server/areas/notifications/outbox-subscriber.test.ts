import { describe, expect, it } from 'vitest'
import { db } from '../../store/db'
import { PERSONA_IDS } from '../../testing/test-kit'
import type { DomainEvent } from '../../events/events'
import { outboxSubscriber } from './outbox-subscriber'

const AT = Date.UTC(2026, 10, 20, 10)
const SNEHA = PERSONA_IDS['pending-vendor']
const mail = () => db.outbox.findMany((q) => q.where({ to: 'pending.vendor@example.com' }))

describe('the outbox subscriber', () => {
  it('emails the vendor when KYC is approved or refused (with the reason), at the instant it happened', async () => {
    await outboxSubscriber['vendor.kyc_approved']!({ name: 'vendor.kyc_approved', at: AT, vendor_id: SNEHA })
    await outboxSubscriber['vendor.kyc_rejected']!({
      name: 'vendor.kyc_rejected',
      at: AT,
      vendor_id: SNEHA,
      reason: 'PAN unreadable',
    } as DomainEvent<'vendor.kyc_rejected'>)
    expect(mail().map((m) => [m.subject, m.channel, m.otp, m.created_at])).toEqual([
      ['Your outlet is approved', 'email', null, new Date(AT).toISOString()],
      ['Your outlet was not approved', 'email', null, new Date(AT).toISOString()],
    ])
    expect(mail()[1]!.text).toBe(
      'Sorry, Sneha Iyer: Fresh Bites Indiranagar could not be approved. Reason: PAN unreadable',
    )
  })

  it('emails the vendor about a refused document, naming it; someone not a vendor gets nothing', async () => {
    const doc = db.vendorDocuments.findFirst((q) => q.where({ vendor_id: SNEHA }), { strict: true })
    await outboxSubscriber['vendor.document_rejected']!({
      name: 'vendor.document_rejected',
      at: AT,
      document_id: doc.id,
      vendor_id: SNEHA,
      reason: null,
    })
    expect(mail()[0]!.text).toMatch(/could not be verified\. Please upload it again from your profile\.$/)
    const before = db.outbox.count()
    await outboxSubscriber['vendor.kyc_approved']!({
      name: 'vendor.kyc_approved',
      at: AT,
      vendor_id: PERSONA_IDS.customer,
    })
    expect(db.outbox.count()).toBe(before)
  })
})
