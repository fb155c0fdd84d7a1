import { useEffect, useRef, useState } from 'react'
import { formatDashDate, parseTypedDay } from '../lib/dates'

type Props = {
  id: string
  /** The day, 'YYYY-MM-DD', or '' when none (or none valid) is entered. */
  value: string
  onChange: (day: string) => void
  /** The earliest day the calendar offers, 'YYYY-MM-DD'. */
  min?: string
  /** The latest day the calendar offers, 'YYYY-MM-DD'. */
  max?: string
  invalid?: boolean
  describedBy?: string
  /** Names the calendar button: 'Choose the From date on a calendar'. */
  calendarLabel: string
}

/**
 * A day in the app's own format, DD-MM-YYYY (spec 2 §9), whatever the browser's language: a native date input shows
 * mm/dd/yyyy in an American browser. Typed (DD-MM-YYYY, DD/MM/YYYY or a pasted YYYY-MM-DD) or chosen on the browser's
 * calendar, which the button opens. The label belongs to the text input (`id`).
 */
export function DateField({ id, value, onChange, min, max, invalid, describedBy, calendarLabel }: Props) {
  const [text, setText] = useState(value ? formatDashDate(value) : '')
  const picker = useRef<HTMLInputElement>(null)
  // A new value from outside (the calendar, a reset) shows in the app's format; typing in progress is left alone.
  useEffect(() => {
    setText((t) => {
      const typed = parseTypedDay(t)
      if (typed === value) return t // the text already says this day
      if (!value && typed === null) return t // typing in progress, or unreadable: kept to be corrected
      return value ? formatDashDate(value) : ''
    })
  }, [value])
  const unreadable = text.trim() !== '' && parseTypedDay(text) === null
  const hintId = `${id}-format`
  return (
    <span className="date-field">
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder="DD-MM-YYYY"
        maxLength={10}
        value={text}
        aria-invalid={invalid || unreadable}
        aria-describedby={[unreadable ? hintId : '', describedBy ?? ''].filter(Boolean).join(' ') || undefined}
        onChange={(e) => {
          setText(e.target.value)
          onChange(parseTypedDay(e.target.value) ?? '')
        }}
        onBlur={() => {
          const day = parseTypedDay(text)
          if (day) setText(formatDashDate(day))
        }}
      />
      <button
        type="button"
        className="date-field-calendar"
        aria-label={calendarLabel}
        onClick={() => {
          const p = picker.current
          if (!p) return
          if (typeof p.showPicker === 'function') p.showPicker()
          else p.focus()
        }}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9ZM5 8h14V6H5v2Zm2 4h3v3H7v-3Z"
          />
        </svg>
      </button>
      <input
        ref={picker}
        className="date-field-picker"
        type="date"
        tabIndex={-1}
        aria-hidden="true"
        min={min}
        max={max}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      {unreadable && (
        <span id={hintId} className="field-hint date-field-format">
          Type the date as DD-MM-YYYY.
        </span>
      )}
    </span>
  )
}
