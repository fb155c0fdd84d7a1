import type { InputHTMLAttributes, ReactNode } from 'react'

type Props = {
  id: string
  label: ReactNode
  error?: string
  hint?: string
  multiline?: boolean
  /** Rows of a multiline field. */
  rows?: number
  value: string
  onChange: (value: string) => void
  onBlur?: () => void
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'onBlur'>

/** A labelled text input (or textarea) with its error under it, linked for screen readers. */
export function TextField({ id, label, error, hint, multiline, rows = 5, value, onChange, onBlur, ...input }: Props) {
  const described = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined
  const common = {
    id,
    name: input.name,
    value,
    onBlur,
    required: input.required,
    maxLength: input.maxLength,
    'aria-invalid': Boolean(error),
    'aria-describedby': described,
  }
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...common} rows={rows} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...input} {...common} onChange={(e) => onChange(e.target.value)} />
      )}
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  )
}
