import { useRef, type KeyboardEvent } from 'react'
import './list-tabs.css'

export type Tab<K extends string> = { key: K; label: string; count?: number }

/** Filter tabs (WAI-ARIA tabs pattern): arrow keys, Home and End move between them; the panel is `panelId`. */
export function ListTabs<K extends string>({
  tabs,
  value,
  onChange,
  panelId,
  label,
}: {
  tabs: Tab<K>[]
  value: K
  onChange: (k: K) => void
  panelId: string
  label: string
}) {
  const refs = useRef<Array<HTMLButtonElement | null>>([])
  function onKey(e: KeyboardEvent, index: number) {
    const last = tabs.length - 1
    const next =
      e.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : e.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : -1
    if (next < 0) return
    e.preventDefault()
    onChange(tabs[next]!.key)
    refs.current[next]?.focus()
  }
  return (
    <div className="list-tabs" role="tablist" aria-label={label}>
      {tabs.map((t, i) => (
        <button
          key={t.key}
          ref={(el) => {
            refs.current[i] = el
          }}
          type="button"
          role="tab"
          id={`${panelId}-tab-${t.key}`}
          aria-selected={t.key === value}
          aria-controls={panelId}
          tabIndex={t.key === value ? 0 : -1}
          onClick={() => onChange(t.key)}
          onKeyDown={(e) => onKey(e, i)}
        >
          {t.label}
          {t.count !== undefined && (
            <span className="tab-count" aria-label={`, ${t.count} deals`}>
              {t.count}
            </span>
          )}
        </button>
      ))}
    </div>
  )
}
