import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useLocation } from 'wouter'
import { searchDeals } from '../../api/search'
import { notify } from '../../state/ui'
import { SEARCH_TEXT_MAX } from '../../api/schemas/text-limits'
import { SEARCH_DEBOUNCE_MS } from '../../lib/search-debounce'
import { GROUP_LABELS, MIN_SEARCH_LENGTH, optionsOf, type SearchOption } from './search-options'
import { listenOnce, speechRecognition } from './voice-search'
import { useHydrated } from '../../ui/use-hydrated'
import { MicIcon, SearchIcon } from './search-icons'
import './search.css'

type Results =
  | { status: 'idle' }
  | { status: 'loading'; query: string; options: SearchOption[] }
  | { status: 'done'; query: string; options: SearchOption[] }
  | { status: 'failed'; query: string; options: SearchOption[] }

/**
 * The header's search box (spec 3 §2, §9): searches 800 ms after the last keystroke, shows the results grouped
 * (categories, deals, products, keywords, vendors) in a listbox driven by the arrows, Enter and Escape, and offers
 * voice search where the browser can listen.
 */
export function HeaderSearch() {
  const [text, setText] = useState('')
  const [results, setResults] = useState<Results>({ status: 'idle' })
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [listening, setListening] = useState(false)
  const [Recognition] = useState(speechRecognition)
  // The prerendered shell has no voice button (the build cannot listen): it appears once the page runs.
  const hydrated = useHydrated()
  const [location, navigate] = useLocation()
  const inputRef = useRef<HTMLInputElement>(null)
  const seq = useRef(0)
  const controller = useRef<AbortController | null>(null)
  const stopListening = useRef<(() => void) | null>(null)
  const immediate = useRef(false)
  const listId = useId()
  const optionId = (o: SearchOption) => `${listId}-${o.id}`

  const options = results.status === 'idle' ? [] : results.options
  const query = text.trim()

  const run = useCallback((q: string) => {
    const mine = ++seq.current
    controller.current?.abort()
    const c = new AbortController()
    controller.current = c
    setResults((r) => ({ status: 'loading', query: q, options: r.status === 'idle' ? [] : r.options }))
    searchDeals({ search: q }, c.signal).then(
      (res) => {
        if (mine !== seq.current) return
        setResults({ status: 'done', query: q, options: optionsOf(res) })
        setActive(-1)
      },
      () => mine === seq.current && setResults({ status: 'failed', query: q, options: [] }),
    )
  }, [])

  // Search once typing pauses; fewer than two characters clear the results.
  useEffect(() => {
    if (query.length < MIN_SEARCH_LENGTH) {
      seq.current++
      controller.current?.abort()
      setResults({ status: 'idle' })
      setActive(-1)
      return
    }
    if (immediate.current) {
      immediate.current = false
      run(query)
      return
    }
    const timer = setTimeout(() => run(query), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [query, run])

  // A new page closes the dropdown.
  useEffect(() => setOpen(false), [location])
  useEffect(
    () => () => {
      controller.current?.abort()
      stopListening.current?.()
    },
    [],
  )

  function choose(option: SearchOption) {
    setOpen(false)
    setActive(-1)
    navigate(option.href)
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    const n = options.length
    switch (e.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (n === 0) return
        e.preventDefault()
        const step = e.key === 'ArrowDown' ? 1 : -1
        setOpen(true)
        setActive((i) => (!open || i < 0 ? (step === 1 ? 0 : n - 1) : (i + step + n) % n))
        return
      }
      case 'Enter': {
        e.preventDefault()
        // Enter opens the option the arrows chose, or the only one; with several it shows them all to choose from.
        if (open && active >= 0 && active < n) return choose(options[active]!)
        if (results.status === 'done' && results.query === query && n === 1) return choose(options[0]!)
        // Enter before the pause: search now rather than wait.
        if (query.length >= MIN_SEARCH_LENGTH) {
          setOpen(true)
          if (results.status === 'idle' || results.query !== query) run(query)
        }
        return
      }
      case 'Escape':
        e.preventDefault()
        if (open) setOpen(false)
        else setText('')
        setActive(-1)
        return
    }
  }

  function listen() {
    if (!Recognition) return
    if (listening) {
      stopListening.current?.()
      return
    }
    setListening(true)
    stopListening.current = listenOnce(Recognition, {
      onHeard: ([best]) => {
        immediate.current = true
        setText(best!)
        setOpen(true)
        inputRef.current?.focus()
      },
      onError: (error) => {
        if (error === 'not-allowed' || error === 'service-not-allowed')
          notify('warning', 'Microphone blocked', 'Allow the microphone to search by voice.', 2000)
        else if (error !== 'aborted' && error !== 'no-speech')
          notify('warning', 'Voice search failed', 'Please type your search instead.', 2000)
      },
      onEnd: () => {
        setListening(false)
        stopListening.current = null
      },
    })
  }

  const showPopup = open && query.length >= MIN_SEARCH_LENGTH && results.status !== 'idle'
  const activeOption = showPopup && active >= 0 ? options[active] : undefined

  return (
    <form
      role="search"
      className="header-search"
      onSubmit={(e) => e.preventDefault()}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <label htmlFor={`${listId}-input`} className="visually-hidden">
        Search deals, outlets and products
      </label>
      <span className="search-field">
        <SearchIcon />
        <input
          ref={inputRef}
          id={`${listId}-input`}
          type="search"
          role="combobox"
          autoComplete="off"
          enterKeyHint="search"
          maxLength={SEARCH_TEXT_MAX}
          placeholder="Search deals and outlets"
          aria-autocomplete="list"
          aria-expanded={showPopup && options.length > 0}
          aria-controls={`${listId}-list`}
          aria-activedescendant={activeOption ? optionId(activeOption) : undefined}
          value={text}
          onChange={(e) => {
            setText(e.target.value)
            setOpen(true)
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
        {hydrated && Recognition && (
          <button
            type="button"
            className={listening ? 'icon-button voice-button is-listening' : 'icon-button voice-button'}
            aria-label={listening ? 'Stop voice search' : 'Search by voice'}
            aria-pressed={listening}
            onClick={listen}
          >
            <MicIcon />
          </button>
        )}
      </span>
      {showPopup && (
        <div className="search-popup">
          {results.status === 'loading' && options.length === 0 && (
            <p className="search-note" role="status">
              Searching…
            </p>
          )}
          {results.status === 'failed' && (
            <p className="search-note search-failed" role="alert">
              Search failed.{' '}
              <button type="button" className="link-button" onClick={() => run(query)}>
                Try again
              </button>
            </p>
          )}
          {results.status === 'done' && options.length === 0 && (
            <p className="search-note" role="status">
              No results for “{results.query}”
            </p>
          )}
          <div
            id={`${listId}-list`}
            role="listbox"
            aria-label="Search results"
            aria-busy={results.status === 'loading'}
            hidden={options.length === 0}
          >
            {GROUP_LABELS.map(([group, label]) => {
              const inGroup = options.filter((o) => o.group === group)
              if (inGroup.length === 0) return null
              return (
                <div key={group} role="group" aria-labelledby={`${listId}-${group}`} className="search-group">
                  <div id={`${listId}-${group}`} role="presentation" className="search-group-label">
                    {label}
                  </div>
                  {inGroup.map((o) => {
                    const index = options.indexOf(o)
                    return (
                      <div
                        key={o.id}
                        id={optionId(o)}
                        role="option"
                        aria-selected={index === active}
                        className={index === active ? 'search-option is-active' : 'search-option'}
                        onMouseDown={(e) => e.preventDefault()}
                        onMouseEnter={() => setActive(index)}
                        onClick={() => choose(o)}
                      >
                        {o.label}
                        {o.detail && <span className="search-option-detail">{o.detail}</span>}
                      </div>
                    )
                  })}
                </div>
              )
            })}
          </div>
        </div>
      )}
    </form>
  )
}
