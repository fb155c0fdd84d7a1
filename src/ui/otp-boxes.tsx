import { useEffect, useRef, useState } from 'react'

export const OTP_LENGTH = 4

type Props = {
  /** Called with the four digits once the fourth is entered (spec 1 §5 OTP). */
  onComplete: (code: string) => void
  /** While the code is checked the boxes are disabled. */
  busy: boolean
  /** Bump to clear the boxes and focus the first (after a refused code or a resend). */
  resetKey?: number
  /** The id of the feedback line under the boxes (the boxes point screen readers at it). */
  feedbackId: string
  /** The server's text for a refused code, shown under the boxes. */
  error?: string
}

/**
 * Four one-digit boxes: typing moves on, Backspace goes back, arrows move, a pasted code fills them, non-digits are
 * refused with 'Digits Only', and the fourth digit submits. The feedback line under them says why a code was refused. After a refused code the boxes are cleared and the first
 * is focused once they are enabled again (focusing a disabled box loses focus).
 */
export function OtpBoxes({ onComplete, busy, resetKey = 0, feedbackId, error }: Props) {
  const [hint, onHint] = useState<string>()
  const [digits, setDigits] = useState<string[]>(Array(OTP_LENGTH).fill(''))
  const boxes = useRef<Array<HTMLInputElement | null>>([])
  const refocus = useRef(false)

  useEffect(() => boxes.current[0]?.focus(), [])
  // A new resetKey empties the boxes in the same render that shows the refusal (an effect did it one render later, so
  // the error stood beside the wrong code for a moment: auth-panels.test caught it in a fresh-clone run).
  const [clearedFor, setClearedFor] = useState(resetKey)
  if (resetKey !== clearedFor) {
    setClearedFor(resetKey)
    setDigits(Array(OTP_LENGTH).fill(''))
  }
  useEffect(() => {
    if (resetKey !== 0) refocus.current = true
  }, [resetKey])
  useEffect(() => {
    if (busy || !refocus.current) return
    refocus.current = false
    boxes.current[0]?.focus()
  }, [busy, digits])

  function put(index: number, value: string) {
    const next = [...digits]
    next[index] = value
    setDigits(next)
    if (value && index < OTP_LENGTH - 1) boxes.current[index + 1]?.focus()
    if (next.every((d) => d !== '')) onComplete(next.join(''))
  }

  function onKeyDown(index: number, e: React.KeyboardEvent<HTMLInputElement>) {
    onHint(undefined)
    if (e.key === 'Backspace') {
      if (digits[index]) put(index, '')
      else if (index > 0) {
        e.preventDefault()
        boxes.current[index - 1]?.focus()
        const next = [...digits]
        next[index - 1] = ''
        setDigits(next)
      }
      return
    }
    if (e.key === 'ArrowLeft' && index > 0) return boxes.current[index - 1]?.focus()
    if (e.key === 'ArrowRight' && index < OTP_LENGTH - 1) return boxes.current[index + 1]?.focus()
    if (e.key.length === 1 && !/\d/.test(e.key) && !e.ctrlKey && !e.metaKey) {
      e.preventDefault()
      onHint('Digits Only')
      return
    }
    if (/^\d$/.test(e.key)) {
      e.preventDefault()
      put(index, e.key)
    }
  }

  function onPaste(e: React.ClipboardEvent) {
    const pasted = e.clipboardData.getData('text').replace(/\D/g, '').slice(0, OTP_LENGTH)
    if (!pasted) return
    e.preventDefault()
    const next = Array.from({ length: OTP_LENGTH }, (_, i) => pasted[i] ?? '')
    setDigits(next)
    boxes.current[Math.min(pasted.length, OTP_LENGTH - 1)]?.focus()
    if (pasted.length === OTP_LENGTH) onComplete(pasted)
  }

  return (
    <>
      <fieldset className="otp-boxes" disabled={busy} aria-describedby={feedbackId}>
        <legend className="visually-hidden">One-time password</legend>
        {digits.map((d, i) => (
          <input
            key={i}
            ref={(el) => {
              boxes.current[i] = el
            }}
            className="otp-box"
            inputMode="numeric"
            autoComplete={i === 0 ? 'one-time-code' : 'off'}
            maxLength={1}
            aria-label={`Digit ${i + 1}`}
            value={d}
            onKeyDown={(e) => onKeyDown(i, e)}
            onChange={(e) => {
              // Mobile keyboards may not send key events: accept a typed digit here too.
              const v = e.target.value.replace(/\D/g, '').slice(-1)
              if (v) put(i, v)
            }}
            onPaste={onPaste}
          />
        ))}
      </fieldset>
      <div id={feedbackId} aria-live="polite">
        {hint && <p className="field-hint">{hint}</p>}
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        {busy && <p className="field-hint">Verifying…</p>}
      </div>
    </>
  )
}
