import { useId, useState } from 'react'
import { useSnapshot } from 'valtio'
import { ApiError } from '../../api/client'
import { addNewsletter, listNewsCategory } from '../../api/content'
import { FIELD_LIMITS, categoryError, emailError, nameError, phoneError } from '../../lib/contact-forms'
import { session } from '../../state/session'
import { notify } from '../../state/ui'
import { useAppForm } from '../../ui/app-form'
import { BusyButton } from '../../ui/busy-button'
import { SubmitForm } from '../../ui/submit-form'
import { TextField } from '../../ui/text-field'
import { useCall } from '../../ui/use-call'

/** Spec 3 §8, with the product's name. */
export const NEWSLETTER_SUCCESS = 'You have successfully subscribed to the newsletter - Hola Deals'

/** Dialling codes of the countries the phone input may offer (the session's active_country list picks among them). */
const COUNTRIES: Record<string, { name: string; dial: string }> = { in: { name: 'India', dial: '+91' } }

/** The number as sent: typed with its own + code, or prefixed with the chosen country's. */
const withDialCode = (dial: string, typed: string) =>
  typed.trim().startsWith('+') ? typed.trim() : `${dial} ${typed.trim()}`

/**
 * The footer's newsletter form (spec 3 §2, §5, §8): name, email, phone (active countries only) and topics.
 * Rules are checked on submit (then as fields change); the server's 422 errors show under their fields;
 * success says so under the button and empties the form.
 */
export function NewsletterForm() {
  const id = useId()
  const snap = useSnapshot(session)
  const countries = snap.active_country
    .map((c) => COUNTRIES[c.toLowerCase()])
    .filter((c): c is { name: string; dial: string } => Boolean(c))
  const [dial, setDial] = useState(countries[0]?.dial ?? '+91')
  const topics = useCall(() => listNewsCategory(), [])
  const [subscribed, setSubscribed] = useState(false)
  const f = useAppForm({
    defaultValues: { name: '', email: '', phone: '', category: [] as number[] },
    onSubmit: async (value) => {
      setSubscribed(false)
      await addNewsletter({
        name: value.name.trim(),
        email: value.email.trim(),
        phone: withDialCode(dial, value.phone),
        category: value.category,
      })
      // Said in the form, not in a toast: a toast at the window's bottom edge lies on the Subscribe button just pressed.
      setSubscribed(true)
      f.form.reset()
    },
    onError: (e, placed) => {
      if (!placed) notify('error', 'FAILED', e instanceof ApiError ? e.serverText : 'Something went wrong')
    },
  })
  const { form } = f
  return (
    <SubmitForm {...f.formProps} className="newsletter-form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Newsletter</h2>
      <p className="newsletter-pitch">The best student deals in your city, once a week.</p>
      <form.Field name="name" validators={f.rules.check((v: string) => nameError(v, FIELD_LIMITS.newsletterName))}>
        {(field) => (
          <TextField label="Name" autoComplete="name" maxLength={FIELD_LIMITS.newsletterName} {...f.text(field)} />
        )}
      </form.Field>
      <form.Field name="email" validators={f.rules.check(emailError)}>
        {(field) => (
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            maxLength={FIELD_LIMITS.email}
            {...f.text(field)}
          />
        )}
      </form.Field>
      <form.Field
        name="phone"
        validators={f.rules.check((v: string) => phoneError(v.trim() ? withDialCode(dial, v) : ''))}
      >
        {(field) => {
          const { id: phoneId, value, onBlur, onChange, error } = f.text(field)
          return (
            <div className="field">
              <label htmlFor={phoneId}>Phone</label>
              <div className="phone-input">
                <select aria-label="Country" value={dial} onChange={(e) => setDial(e.target.value)}>
                  {countries.map((c) => (
                    <option key={c.dial} value={c.dial}>
                      {c.name} ({c.dial})
                    </option>
                  ))}
                </select>
                <input
                  id={phoneId}
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel-national"
                  maxLength={FIELD_LIMITS.phone}
                  value={value}
                  onBlur={onBlur}
                  onChange={(e) => onChange(e.target.value)}
                  aria-invalid={Boolean(error)}
                  aria-describedby={error ? `${phoneId}-error` : undefined}
                  placeholder="98765 43210"
                />
              </div>
              {error && (
                <p id={`${phoneId}-error`} className="field-error">
                  {error}
                </p>
              )}
            </div>
          )
        }}
      </form.Field>
      <form.Field name="category" validators={f.rules.check(categoryError)}>
        {(field) => {
          const { id: categoryId, value, onChange, error } = f.select(field)
          return (
            <fieldset
              className="topic-field"
              aria-describedby={error ? `${categoryId}-error` : undefined}
              aria-invalid={Boolean(error)}
            >
              <legend>Topics</legend>
              {topics.status === 'loading' && <p className="topic-note">Loading topics…</p>}
              {topics.status === 'failed' && (
                <p className="topic-note" role="alert">
                  Topics could not be loaded.{' '}
                  <button type="button" className="link-button" onClick={topics.reload}>
                    Try again
                  </button>
                </p>
              )}
              {topics.status === 'done' && topics.data.category.length === 0 && (
                <p className="topic-note">No topics to choose yet.</p>
              )}
              <div className="topic-list">
                {(topics.data?.category ?? []).map((t) => (
                  <label key={t.id} className="topic">
                    <input
                      type="checkbox"
                      checked={value.includes(t.id)}
                      onChange={(e) => onChange(e.target.checked ? [...value, t.id] : value.filter((x) => x !== t.id))}
                    />
                    <span>{t.name}</span>
                  </label>
                ))}
              </div>
              {error && (
                <p id={`${categoryId}-error`} className="field-error">
                  {error}
                </p>
              )}
            </fieldset>
          )
        }}
      </form.Field>
      <form.Subscribe selector={(s) => s.isSubmitting}>
        {(submitting) => (
          <BusyButton type="submit" className="button newsletter-submit" busy={submitting}>
            {submitting ? 'Subscribing…' : 'Subscribe'}
          </BusyButton>
        )}
      </form.Subscribe>
      <p className="newsletter-done" role="status">
        {subscribed ? NEWSLETTER_SUCCESS : ''}
      </p>
    </SubmitForm>
  )
}
