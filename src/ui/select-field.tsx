import type { ReactNode } from 'react'

type Props = {
  id: string
  label: ReactNode
  value: string
  onChange: (value: string) => void
  options: ReadonlyArray<{ value: string; label: string }>
  error?: string
  /** Shown first with an empty value, until something is chosen. */
  placeholder?: string
}

/** A labelled select with its error under it, linked for screen readers (the select twin of TextField). */
export function SelectField({ id, label, value, onChange, options, error, placeholder }: Props) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  )
}
