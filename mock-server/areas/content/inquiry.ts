import { sendMessage } from '../../events/outbox'
import { inquiryErrors, summary, type InquiryValues } from '../../../src/lib/contact-forms'
import { db, nextId } from '../../store/db'
import { clock, iso } from '../../clock/clock'
import { HttpError } from '../../kit/http-error'
import { PRODUCT_NAME } from './newsletter'

export const INQUIRY_TEXTS = {
  received: 'Thanks for the Inquiry we will get back to you very soon!',
} as const

/**
 * add-inquiry: name (≤ 230), a valid email (≤ 100), a subject and notes. Every broken rule comes back at once as a 422
 * per field. The inquiry is stored and the visitor gets a confirmation email (outbox).
 */
export async function submitInquiry(values: InquiryValues, now = clock.now()) {
  const errors = inquiryErrors(values)
  if (errors) throw new HttpError(422, summary(errors), errors)
  const inquiry = await db.inquiries.create({
    id: nextId(db.inquiries),
    name: values.name.trim(),
    email: values.email.trim().toLowerCase(),
    subject: values.subject.trim(),
    notes: values.notes.trim(),
    created_at: iso(now),
  })
  await sendMessage(
    {
      to: inquiry.email,
      subject: `We received your inquiry: ${inquiry.subject}`,
      text: `Hi ${inquiry.name}, thank you for writing to ${PRODUCT_NAME}. Our team will get back to you very soon. Your message: "${inquiry.notes}"`,
    },
    now,
  )
  return inquiry
}
