import { useId, useState, type KeyboardEvent } from 'react'

export type Tag = { key: string; name: string }

type Props = {
  id: string
  label: string
  /** The chosen tags, shown as chips with a remove button each. */
  value: Tag[]
  /** What matches the typed text (the caller searches, debounced or not). */
  options: Tag[]
  query: string
  onQuery: (text: string) => void
  onAdd: (tag: Tag) => void
  onRemove: (tag: Tag) => void
  /** Enter on text that matches no option: a new tag (keywords), or nothing (categories). */
  onCreate?: (name: string) => void
  error?: string
  hint?: string
  loading?: boolean
}

/** Chosen items as removable chips, and a search whose matches are buttons to add (keyboard: Enter adds the first). */
export function TagPicker({
  id,
  label,
  value,
  options,
  query,
  onQuery,
  onAdd,
  onRemove,
  onCreate,
  error,
  hint,
  loading,
}: Props) {
  const listId = useId()
  const [open, setOpen] = useState(false)
  const chosen = new Set(value.map((t) => t.key))
  const shown = options.filter((o) => !chosen.has(o.key)).slice(0, 8)
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined

  function onKey(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key !== 'Enter') return
    e.preventDefault()
    const exact = shown.find((o) => o.name.toLowerCase() === query.trim().toLowerCase())
    if (exact ?? shown[0]) add(exact ?? shown[0]!)
    else if (onCreate && query.trim()) {
      onCreate(query.trim())
      onQuery('')
    }
  }
  const add = (tag: Tag) => {
    onAdd(tag)
    onQuery('')
  }

  return (
    <div className="field tag-picker">
      <label htmlFor={id}>{label}</label>
      {value.length > 0 && (
        <ul className="tag-chips" aria-label={`${label}, chosen`}>
          {value.map((t) => (
            <li key={t.key}>
              {t.name}
              <button type="button" className="tag-remove" aria-label={`Remove ${t.name}`} onClick={() => onRemove(t)}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={id}
        type="search"
        autoComplete="off"
        value={query}
        aria-invalid={Boolean(error)}
        aria-describedby={described}
        aria-controls={listId}
        onFocus={() => setOpen(true)}
        onChange={(e) => {
          setOpen(true)
          onQuery(e.target.value)
        }}
        onKeyDown={onKey}
      />
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      <div id={listId} className="tag-options" aria-live="polite">
        {open && loading && <span className="muted">Searching…</span>}
        {open && !loading && shown.length > 0 && (
          <ul aria-label={`${label}, matches`}>
            {shown.map((o) => (
              <li key={o.key}>
                <button type="button" className="button button-secondary button-small" onClick={() => add(o)}>
                  Add {o.name}
                </button>
              </li>
            ))}
          </ul>
        )}
        {open && !loading && query.trim() !== '' && shown.length === 0 && (
          <span className="muted">
            {onCreate ? `Press Enter to add “${query.trim()}” as a new keyword.` : 'Nothing matches.'}
          </span>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  )
}
