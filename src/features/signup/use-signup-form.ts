import { useState } from 'react'
import { ApiError } from '../../api/client'
import type { FieldErrors } from '../../lib/signup-rules'
import { focusFirstInvalid } from '../../ui/focus-first-invalid'

/**
 * A sign-up form's state: its values, the shared rules' errors (shown once a submit was tried, then following every
 * edit) and the server's 422 texts per field (each kept until that field is edited). The rules are src/lib's, the same
 * the mock applies, so the two agree word for word.
 */
export function useSignupForm<V extends Record<string, unknown>>(initial: V, rules: (values: V) => FieldErrors | null) {
  const [values, setValues] = useState(initial)
  const [attempted, setAttempted] = useState(false)
  const [server, setServer] = useState<FieldErrors>({})
  const [problem, setProblem] = useState<string>()
  const client = attempted ? (rules(values) ?? {}) : {}

  const set = <K extends keyof V>(name: K, value: V[K]) => {
    setValues((v) => ({ ...v, [name]: value }))
    setServer((s) => (s[name as string] ? { ...s, [name as string]: [] } : s))
    setProblem(undefined)
  }
  const errorOf = (name: keyof V & string) => client[name]?.[0] ?? server[name]?.[0]
  /** A TextField's binding for a text value. */
  const text = (name: keyof V & string) => ({
    name,
    value: values[name] as string,
    onChange: (value: string) => set(name, value as V[typeof name]),
    error: errorOf(name),
  })

  /** Runs the rules; false (and focus on the first field to fix) when any is broken. */
  const check = (form: HTMLFormElement | null) => {
    setAttempted(true)
    if (!rules(values)) return true
    focusFirstInvalid(form)
    return false
  }

  /** Shows a refused call: a 422's texts under their fields, anything else as the form's message. */
  const refused = (e: unknown, form: HTMLFormElement | null) => {
    if (e instanceof ApiError && e.status === 422 && Object.keys(e.errors).length) {
      setServer(e.errors)
      setProblem('Please correct the marked fields.')
      focusFirstInvalid(form)
    } else setProblem(e instanceof ApiError ? e.message : 'Something went wrong. Please try again.')
  }

  return { values, set, text, errorOf, check, refused, problem }
}
