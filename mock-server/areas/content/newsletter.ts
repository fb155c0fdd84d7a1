import { sendMessage } from '../../events/outbox'
import { indianMobile, newsletterErrors, summary, type NewsletterValues } from '../../../src/lib/contact-forms'
import { db, nextId } from '../../store/db'
import { clock, iso } from '../../clock/clock'
import { HttpError } from '../../kit/http-error'
import { unsubscribePath } from '../profile/links'

export const PRODUCT_NAME = 'Hola Deals'
export const NEWSLETTER_TEXTS = {
  subscribed: `You have successfully subscribed to the newsletter - ${PRODUCT_NAME}`,
  taken: 'The email has already been taken.',
  unknownCategory: 'The selected category is invalid.',
} as const

/**
 * add-newsletter: name (≤ 100), a valid email (≤ 100) not subscribed yet, an Indian mobile, and at least one known
 * topic. Every broken rule comes back at once as a 422 per field. A subscription is stored with the email lower-cased
 * and the phone as +91XXXXXXXXXX, and a confirmation email goes to the outbox.
 */
export async function subscribe(values: NewsletterValues, now = clock.now()) {
  const errors = newsletterErrors(values) ?? {}
  const categoryIds = [...new Set(values.category)]
  if (!errors.category && categoryIds.some((id) => !db.newsletterCategories.findFirst((q) => q.where({ id })))) {
    errors.category = [NEWSLETTER_TEXTS.unknownCategory]
  }
  const email = values.email.trim().toLowerCase()
  if (!errors.email && db.newsletterSubscriptions.findFirst((q) => q.where({ email })))
    errors.email = [NEWSLETTER_TEXTS.taken]
  if (Object.keys(errors).length) throw new HttpError(422, summary(errors), errors)

  const name = values.name.trim()
  const subscription = await db.newsletterSubscriptions.create({
    id: nextId(db.newsletterSubscriptions),
    name,
    email,
    phone: indianMobile(values.phone)!,
    category_ids: categoryIds,
    created_at: iso(now),
  })
  const topics = categoryIds.map((id) => db.newsletterCategories.findFirst((q) => q.where({ id }))!.name).join(', ')
  await sendMessage(
    {
      to: email,
      subject: `You are subscribed to the ${PRODUCT_NAME} newsletter`,
      text: `Hi ${name}, thank you for subscribing. You will hear from us about: ${topics}. To stop these emails, open ${await unsubscribePath(email, now)}`,
    },
    now,
  )
  return subscription
}
