import { useForm } from '@tanstack/react-form'
import { useId, useRef, useState } from 'react'
import { useSnapshot } from 'valtio'
import { ApiError } from '../../api/client'
import { addNewsletter, listNewsCategory } from '../../api/content'
import { FIELD_LIMITS, categoryError, emailError, nameError, phoneError } from '../../lib/contact-forms'
import { session } from '../../state/session'
import { notify } from '../../state/ui'
import { useCall } from '../../ui/use-call'
import { checkedOnSubmit } from '../../ui/checked-on-submit'
import { focusFirstInvalid } from '../../ui/focus-first-invalid'
import { TextField } from '../../ui/text-field'
import { useServerErrors } from '../../ui/server-errors'
import { firstError } from '../../ui/form-errors'
import { BusyButton } from '../../ui/busy-button'
import { SubmitForm } from '../../ui/submit-form'

/** Spec 3 §8, with the product's name. */
export const NEWSLETTER_SUCCESS = 'You have successfully subscribed to the newsletter - Hola Deals'

/** Dialling codes of the countries the phone input may offer (the session's active_country list picks among them). */
const COUNTRIES: Record<string, { name: string; dial: string }> = { in: { name: 'India', dial: '+91' } }

/** The number as sent: typed with its own + code, or prefixed with the chosen country's. */
export const withDialCode = (dial: string, typed: string) =>
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
  const { server, setServer, clear, bind } = useServerErrors<'name' | 'email' | 'phone' | 'category'>()

  const formRef = useRef<HTMLFormElement>(null)
  const [subscribed, setSubscribed] = useState(false)
  const form = useForm({
    defaultValues: { name: '', email: '', phone: '', category: [] as number[] },
    // Submit checks every field, even after a blur already found one wrong.
    canSubmitWhenInvalid: true,
    onSubmitInvalid: () => focusFirstInvalid(formRef.current),
    onSubmit: async ({ value, formApi }) => {
      setServer({})
      setSubscribed(false)
      try {
        await addNewsletter({
          name: value.name.trim(),
          email: value.email.trim(),
          phone: withDialCode(dial, value.phone),
          category: value.category,
        })
        // Said in the form, not in a toast: a toast at the window's bottom edge lies on the Subscribe button just pressed.
        setSubscribed(true)
        formApi.reset()
      } catch (e) {
        if (e instanceof ApiError && e.status === 422 && Object.keys(e.errors).length) {
          setServer({
            name: e.field('name'),
            email: e.field('email'),
            phone: e.field('phone'),
            category: e.field('category'),
          })
          focusFirstInvalid(formRef.current)
        } else {
          notify('error', 'FAILED', e instanceof ApiError ? e.serverText : 'Something went wrong')
        }
      }
    },
  })
  return (
    <SubmitForm ref={formRef} className="newsletter-form" aria-labelledby={`${id}-title`} onSubmit={form.handleSubmit}>
      <h2 id={`${id}-title`}>Newsletter</h2>
      <p className="newsletter-pitch">The best student deals in your city, once a week.</p>
      <form.Field name="name" validators={checkedOnSubmit((v: string) => nameError(v, FIELD_LIMITS.newsletterName))}>
        {(field) => (
          <TextField
            id={`${id}-name`}
            label="Name"
            autoComplete="name"
            maxLength={FIELD_LIMITS.newsletterName}
            {...bind('name', field)}
          />
        )}
      </form.Field>
      <form.Field name="email" validators={checkedOnSubmit(emailError)}>
        {(field) => (
          <TextField
            id={`${id}-email`}
            label="Email"
            type="email"
            autoComplete="email"
            maxLength={FIELD_LIMITS.email}
            {...bind('email', field)}
          />
        )}
      </form.Field>
      <form.Field
        name="phone"
        validators={checkedOnSubmit((v: string) => phoneError(v.trim() ? withDialCode(dial, v) : ''))}
      >
        {(field) => {
          const error = firstError(field.state.meta.errors) ?? server.phone
          return (
            <div className="field">
              <label htmlFor={`${id}-phone`}>Phone</label>
              <div className="phone-input">
                <select aria-label="Country" value={dial} onChange={(e) => setDial(e.target.value)}>
                  {countries.map((c) => (
                    <option key={c.dial} value={c.dial}>
                      {c.name} ({c.dial})
                    </option>
                  ))}
                </select>
                <input
                  id={`${id}-phone`}
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel-national"
                  maxLength={16}
                  value={field.state.value}
                  onBlur={field.handleBlur}
                  onChange={(e) => {
                    clear('phone')
                    field.handleChange(e.target.value)
                  }}
                  aria-invalid={Boolean(error)}
                  aria-describedby={error ? `${id}-phone-error` : undefined}
                  placeholder="98765 43210"
                />
              </div>
              {error && (
                <p id={`${id}-phone-error`} className="field-error">
                  {error}
                </p>
              )}
            </div>
          )
        }}
      </form.Field>
      <form.Field name="category" validators={checkedOnSubmit(categoryError)}>
        {(field) => {
          const error = firstError(field.state.meta.errors) ?? server.category
          return (
            <fieldset
              className="topic-field"
              aria-describedby={error ? `${id}-category-error` : undefined}
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
                      checked={field.state.value.includes(t.id)}
                      onChange={(e) => {
                        clear('category')
                        field.handleChange(
                          e.target.checked ? [...field.state.value, t.id] : field.state.value.filter((x) => x !== t.id),
                        )
                      }}
                    />
                    <span>{t.name}</span>
                  </label>
                ))}
              </div>
              {error && (
                <p id={`${id}-category-error`} className="field-error">
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
