import { useEffect, useRef, useState } from 'react'
import { SEARCH_TEXT_MAX } from '../../api/schemas/text-limits'
import { SEARCH_DEBOUNCE_MS } from '../../lib/search-debounce'

export type Pick = { id: number; name: string }

type Props<T extends Pick> = {
  id: string
  label: string
  /** What is chosen now (null: nothing yet). */
  value: T | null
  onChoose: (item: T | null) => void
  search: (text: string) => Promise<T[]>
  /** Said when a search finds nothing. */
  emptyText?: string
  error?: string
  placeholder?: string
}

/**
 * A field that searches as you type (800 ms after the last key) and offers what it finds as a list to choose from: an
 * ARIA combobox, so arrows move through the options, Enter chooses and Escape closes. Typing again clears the choice.
 */
export function SearchPick<T extends Pick>({
  id,
  label,
  value,
  onChoose,
  search,
  emptyText,
  error,
  placeholder,
}: Props<T>) {
  const [text, setText] = useState(value?.name ?? '')
  const [results, setResults] = useState<T[] | null>(null)
  const [status, setStatus] = useState<'idle' | 'searching' | 'failed'>('idle')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const asked = useRef(0)
  const searchRef = useRef(search)
  searchRef.current = search
  const onChooseRef = useRef(onChoose)
  onChooseRef.current = onChoose

  const choose = (item: T) => {
    setText(item.name)
    setOpen(false)
    setResults(null)
    onChooseRef.current(item)
  }

  useEffect(() => {
    const q = text.trim()
    if (!q || (value && value.name === text)) return
    const ask = ++asked.current
    const timer = setTimeout(() => {
      setStatus('searching')
      searchRef.current(q).then(
        (found) => {
          if (ask !== asked.current) return
          // A name typed out in full is that choice: no need to pick it from the list as well.
          const exact = found.find((item) => item.name.toLowerCase() === q.toLowerCase())
          if (exact) {
            setStatus('idle')
            setText(exact.name)
            setResults(null)
            setOpen(false)
            return onChooseRef.current(exact)
          }
          setResults(found)
          setActive(0)
          setOpen(true)
          setStatus('idle')
        },
        () => ask === asked.current && setStatus('failed'),
      )
    }, SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text, value])

  const listId = `${id}-options`
  const nothing = results !== null && results.length === 0 && text.trim() !== ''
  // A search that found nothing says so first: it is why the field is still empty.
  const shownError = (nothing && emptyText) || error
  const hint =
    status === 'searching' ? 'Searching…' : status === 'failed' ? 'The search failed. Type again to retry.' : undefined
  return (
    <div className="field search-pick">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open && Boolean(results?.length)}
        aria-controls={listId}
        aria-activedescendant={open && results?.length ? `${id}-option-${active}` : undefined}
        aria-invalid={Boolean(shownError)}
        aria-describedby={
          [shownError ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined
        }
        placeholder={placeholder}
        value={text}
        maxLength={SEARCH_TEXT_MAX}
        onChange={(e) => {
          setText(e.target.value)
          setResults(null)
          if (value) onChoose(null)
        }}
        onKeyDown={(e) => {
          if (!results?.length) return
          if (e.key === 'ArrowDown') {
            e.preventDefault()
            setOpen(true)
            setActive((a) => Math.min(a + 1, results.length - 1))
          } else if (e.key === 'ArrowUp') {
            e.preventDefault()
            setActive((a) => Math.max(a - 1, 0))
          } else if (e.key === 'Enter' && open) {
            e.preventDefault()
            choose(results[active]!)
          } else if (e.key === 'Escape' && open) {
            e.stopPropagation()
            setOpen(false)
          }
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={`${label} options`}
        className="search-pick-options"
        hidden={!open || !results?.length}
      >
        {results?.map((item, i) => (
          <li
            key={item.id}
            id={`${id}-option-${i}`}
            role="option"
            aria-selected={i === active}
            className={i === active ? 'is-active' : undefined}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(item)}
          >
            {item.name}
          </li>
        ))}
      </ul>
      {hint && (
        <p id={`${id}-hint`} className="field-hint" role="status">
          {hint}
        </p>
      )}
      {shownError && (
        <p id={`${id}-error`} className="field-error">
          {shownError}
        </p>
      )}
    </div>
  )
}
