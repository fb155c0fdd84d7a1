import { useForm, useStore } from '@tanstack/react-form'
import { useEffect, useId, useRef, useState } from 'react'
import { ApiError } from '../api/client'
import { requiredText, textError } from '../lib/form-rules'
import { checkedOnSubmit } from './checked-on-submit'
import { focusFirstInvalid } from './focus-first-invalid'
import { firstError } from './form-errors'

/** The parts of a TanStack Form field the shared fields bind to. */
type FieldApi<V> = {
  name: string
  state: { value: V; meta: { errors: readonly unknown[] } }
  handleBlur: () => void
  handleChange: (value: V) => void
}

type Options<Values> = {
  defaultValues: Values
  /**
   * The longest text of each field, by field name: each text field's maxLength and its "too long" check. The request
   * schema's own are in src/api/schemas/request-limits.ts (`<schema>Limits`, read off the schema when it changes, so
   * production loads no schema to learn a number); limits a schema cannot give (a multipart request's loose schema, a
   * field that is never sent) are the area's `*_LIMITS` from src/lib.
   */
  limits?: Readonly<Record<string, number>>
  /**
   * The area's whole-form rule (src/lib, the one the mock applies): every broken rule per field, null when the form is
   * valid. It refuses the submit, and its messages show under their fields (`errorOf`, `draft`) once a submit was
   * tried, following every edit. For forms whose fields depend on each other (sign-up, the profile, a deal).
   */
  formErrors?: (values: Values) => Readonly<Record<string, readonly string[]>> | null
  /** What a submit refused by `formErrors` found, for messages shown outside the form (a photo's, a notice). */
  onInvalid?: (errors: Readonly<Record<string, readonly string[]>>) => void
  /** Prefix of the fields' ids (`${idPrefix}-${name}`); a generated one by default. */
  idPrefix?: string
  /**
   * The whole form's own check, on submit, for a form whose fields depend on each other (a deal's): false refuses
   * the submit and the first field marked invalid takes focus. The form shows its messages itself.
   */
  isValid?: (values: Values) => boolean
  /** Where a 422's messages go, when the wire's names are not the form's (`category_id.0` is the categories). */
  placeErrors?: (errors: Record<string, string[]>) => Record<string, string>
  /** Sends the form. A 422 it throws puts each field's message under that field (until the user edits it). */
  onSubmit: (values: Values) => unknown
  /** Any failure of onSubmit; `placed` says whether a 422's field messages were shown under their fields. */
  onError?: (error: unknown, placed: boolean) => void
}

const NO_LIMITS: Readonly<Record<string, number>> = {}

/**
 * The one way to build a form: TanStack Form for the values and client checks, the server's 422 per-field errors,
 * the request schema's length limits, and the props of the shared fields (TextField, SelectField) and SubmitForm.
 *
 *   const f = useAppForm({ defaultValues, limits: someRequestLimits, onSubmit: (v) => send(v) })
 *   <SubmitForm {...f.formProps}>
 *     <f.form.Field name="title" validators={f.rules.text('title')}>
 *       {(field) => <TextField label="Title" {...f.text(field)} />}
 *     </f.form.Field>
 */
export function useAppForm<Values extends Record<string, unknown>>(options: Options<Values>) {
  const generated = useId()
  const prefix = options.idPrefix ?? generated
  const formRef = useRef<HTMLFormElement>(null)
  const [server, setServer] = useState<Record<string, string | undefined>>({})
  /** The answer's message for the form as a whole (a refusal that names no field). */
  const [problem, setProblem] = useState<string>()
  const { limits = NO_LIMITS, formErrors } = options
  // The server's messages render after the answer; the first field to fix takes focus once they have.
  const focusOnRender = useRef(false)
  useEffect(() => {
    if (!focusOnRender.current) return
    focusOnRender.current = false
    focusFirstInvalid(formRef.current)
  }, [server])

  const form = useForm({
    defaultValues: options.defaultValues,
    // Every submit checks every field again, even while one is known to be wrong.
    canSubmitWhenInvalid: true,
    validators: {
      onSubmit: ({ value }: { value: Values }) =>
        (options.isValid && !options.isValid(value)) || (formErrors && formErrors(value)) ? 'invalid' : undefined,
    },
    onSubmitInvalid: ({ value }) => {
      if (formErrors && options.onInvalid) options.onInvalid(formErrors(value) ?? {})
      focusFirstInvalid(formRef.current)
    },
    onSubmit: async ({ value }) => {
      setServer({})
      setProblem(undefined)
      try {
        await options.onSubmit(value)
      } catch (e) {
        const placed = placeServerErrors(e, Object.keys(options.defaultValues), options.placeErrors)
        if (placed) {
          focusOnRender.current = true
          setServer(placed)
        }
        if (options.onError) options.onError(e, Boolean(placed))
        else if (!placed) throw e
      }
    },
  })

  const values = useStore(form.store, (s) => s.values)
  const attempted = useStore(form.store, (s) => s.submissionAttempts > 0)
  const busy = useStore(form.store, (s) => s.isSubmitting)
  const id = (name: string) => `${prefix}-${name.replace(/[._]/g, '-')}`
  /** The field's message: the client's check first, else the server's answer. */
  const messageOf = (field: FieldApi<unknown>) => firstError(field.state.meta.errors) ?? server[field.name]
  const edited = (...names: string[]) => {
    setProblem(undefined)
    if (names.some((name) => server[name]))
      setServer((s) => ({ ...s, ...Object.fromEntries(names.map((name) => [name, undefined])) }))
  }
  // A drafted field left with something typed in it is checked by the whole-form rule from then on, as typed: a
  // wrong value is named where it was typed, not only after the submit.
  const [left, setLeft] = useState<ReadonlySet<string>>(() => new Set())
  const local = (attempted || left.size > 0) && formErrors ? (formErrors(values) ?? {}) : {}
  /** The first message of these fields: the whole-form rule's (after a first submit, or once left), else the server's. */
  const errorOf = (...names: string[]) => {
    for (const name of names) {
      const shown = attempted || left.has(name)
      const text = (shown ? local[name]?.[0] : undefined) ?? server[name]
      if (text) return text
    }
    return undefined
  }
  /** Sets a value of the draft; the server's messages on it (and on the wire fields it feeds) go: it was edited. */
  const set = <K extends keyof Values & string>(name: K, value: Values[K], ...wire: string[]) => {
    form.setFieldValue(name, value as never)
    edited(name, ...wire)
  }
  const bind = <V>(field: FieldApi<V>) => ({
    id: id(field.name),
    value: field.state.value,
    onBlur: field.handleBlur,
    onChange: (value: V) => {
      edited(field.name)
      field.handleChange(value)
    },
    error: messageOf(field as FieldApi<unknown>),
  })

  return {
    form,
    limits,
    /** The values as they stand (re-rendering on every edit), whether a submit was tried, whether one is running. */
    values,
    attempted,
    busy,
    errorOf,
    set,
    /** A TextField's props for a text value of the draft (a form with `formErrors`): no form.Field needed. */
    draft: <K extends keyof Values & string>(name: K, keep: (typed: string) => string = (typed) => typed) => {
      const maxLength = limitOf(limits, name)
      const props = {
        id: id(name),
        name,
        value: values[name] as string,
        onChange: (typed: string) => set(name, keep(typed) as Values[K]),
        onBlur: (event?: { relatedTarget: EventTarget | null }) => {
          // Left for the form's own submit button: the submit checks every field, and a message drawn between the
          // press and the release would move the button from under the pointer, so the click would be lost.
          const to = event?.relatedTarget
          if (to instanceof HTMLButtonElement && to.type === 'submit' && to.form === formRef.current) return
          if (!left.has(name) && String(values[name] ?? '').trim()) setLeft((was) => new Set(was).add(name))
        },
        error: errorOf(name),
      }
      return maxLength === undefined ? props : { ...props, maxLength }
    },
    problem,
    setProblem,
    /** Ids of the fields, for labels and focus. */
    id,
    /** The server's messages per field, and a way to change them (a picture refused, a message cleared). */
    server,
    setServer,
    /** Messages of an answer other than a 422 that belong under fields (a 401 under the email): shown, then focused. */
    showErrors: (errors: Record<string, string>) => {
      focusOnRender.current = true
      setServer(errors)
    },
    /** What SubmitForm takes: the form library's submit, and the form to search for the first field to fix. */
    formProps: { ref: formRef, onSubmit: form.handleSubmit },
    /**
     * A TextField's props: id, value, edits, blur, error, and the schema's maxLength; `keep` says how a typed value is
     * kept (`upperCase` for codes).
     */
    text: (field: FieldApi<string>, keep?: (typed: string) => string) => {
      const maxLength = limitOf(limits, field.name)
      const props = bind(field)
      const kept = keep ? { ...props, onChange: (typed: string) => props.onChange(keep(typed)) } : props
      return maxLength === undefined ? kept : { ...kept, maxLength }
    },
    /** A SelectField's props (or any field whose value is not text: a rating, a checkbox). */
    select: <V>(field: FieldApi<V>) => bind(field),
    /** Client checks, run on submit and then on every edit (checkedOnSubmit). */
    rules: {
      /** Given, and within the schema's limit when it has one; `label` is the field's name in the message. */
      text: (name: string, label = name) =>
        checkedOnSubmit((v: string) => textError(label, v, limitOf(limits, name) ?? Number.POSITIVE_INFINITY)),
      /** Any rule of the area's, from src/lib. */
      check: <V>(rule: (value: V) => string | undefined) => checkedOnSubmit(rule),
      /** Chosen (a select left on its placeholder, ''). */
      chosen: (label: string, message = requiredText(label)) =>
        checkedOnSubmit((v: string) => (v === '' ? message : undefined)),
    },
  }
}

/** Codes are kept in capitals, as typed in any case (a promo code, a deal code, a PAN). */
export const upperCase = (typed: string) => typed.toUpperCase()

/** A field's limit; a field inside a record (`comments.price`) has the record's. */
const limitOf = (limits: Record<string, number>, name: string): number | undefined =>
  limits[name] ?? limits[name.split('.')[0]!]

/** A 422's first message for each of the form's fields, or null when it names none of them. */
function placeServerErrors(
  error: unknown,
  names: string[],
  place?: Options<unknown>['placeErrors'],
): Record<string, string> | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null
  const found: Record<string, string> = place ? place(error.errors) : {}
  if (!place)
    for (const name of names) {
      const text = error.field(name)
      if (text) found[name] = text
    }
  return Object.keys(found).length ? found : null
}
