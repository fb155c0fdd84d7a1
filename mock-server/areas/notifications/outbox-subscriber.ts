import { USER_TYPE } from '../../../src/lib/user-type'
import { db } from '../../store/db'
import type { Subscriber } from '../../events/events'
import { sendMessage } from '../../events/outbox'
import { documentTypeName } from '../signup/kyc'

const vendorOf = (id: number) => db.users.findFirst((q) => q.where({ id, userType: USER_TYPE.vendor }))
const because = (reason: string | null) => (reason ? ` Reason: ${reason}` : '')

/**
 * The emails that tell a person something happened to them (docs/decisions/notifications.md): written when the domain
 * announces it, not by the rule that made it happen. Messages that are the action's own delivery (OTP codes, the
 * email-verification link, the acknowledgement of a form just sent) stay with their action.
 */
export const outboxSubscriber: Subscriber = {
  async 'vendor.kyc_approved'({ vendor_id, at }) {
    const v = vendorOf(vendor_id)
    if (!v) return
    await sendMessage(
      {
        to: v.email,
        subject: 'Your outlet is approved',
        text: `Good news, ${v.full_name}: ${v.organization} is approved. Your approved deals are now public.`,
      },
      at,
    )
  },
  async 'vendor.kyc_rejected'({ vendor_id, reason, at }) {
    const v = vendorOf(vendor_id)
    if (!v) return
    await sendMessage(
      {
        to: v.email,
        subject: 'Your outlet was not approved',
        text: `Sorry, ${v.full_name}: ${v.organization} could not be approved.${because(reason)}`,
      },
      at,
    )
  },
  async 'vendor.document_rejected'({ document_id, vendor_id, reason, at }) {
    const v = vendorOf(vendor_id)
    const d = db.vendorDocuments.findFirst((q) => q.where({ id: document_id }))
    if (!v || !d) return
    const type = documentTypeName(d.doc_type)
    await sendMessage(
      {
        to: v.email,
        subject: `Your ${type} was not accepted`,
        text: `Your ${type} (${d.name}) could not be verified.${because(reason)} Please upload it again from your profile.`,
      },
      at,
    )
  },
}
