import { useEffect, useRef, useState } from 'react'
import { resendOtp, verifyOtp } from '../../api/auth'
import type { Role } from '../../lib/user-type'
import { ApiError } from '../../api/client'
import { signIn } from '../../state/session'
import { notify, openPanel } from '../../state/ui'

const LENGTH = 4

/** Four one-digit boxes; the fourth digit verifies. Failure shows the server's text, clears the boxes and focuses the first. */
export function OtpPanel({ role, id, username, onSignedIn = () => window.location.reload() }: { role: Role; id: string; username: string; onSignedIn?: () => void }) {
  const [digits, setDigits] = useState<string[]>(Array(LENGTH).fill(''))
  const [error, setError] = useState<string>()
  const [hint, setHint] = useState<string>()
  const [busy, setBusy] = useState(false)
  const boxes = useRef<Array<HTMLInputElement | null>>([])

  useEffect(() => boxes.current[0]?.focus(), [])
  // After a refused code the boxes are re-enabled by a render; focusing before that render lands on a disabled
  // box and focus is lost, so the first box is focused once the fieldset is enabled again.
  const refocus = useRef(false)
  useEffect(() => {
    if (busy || !refocus.current) return
    refocus.current = false
    boxes.current[0]?.focus()
  }, [busy])

  async function verify(code: string) {
    setBusy(true)
    setError(undefined)
    try {
      const res = await verifyOtp(role, { otp: code, id })
      signIn(res.access_token, res.user)
      openPanel.value = null
      onSignedIn()
    } catch (e) {
      setError(e instanceof ApiError ? e.field('otp') ?? e.message : 'Something went wrong')
      setDigits(Array(LENGTH).fill(''))
      refocus.current = true
      setBusy(false)
    }
  }

  function put(index: number, value: string) {
    const next = [...digits]
    next[index] = value
    setDigits(next)
    if (value && index < LENGTH - 1) boxes.current[index + 1]?.focus()
    if (next.every((d) => d !== '')) void verify(next.join(''))
  }

  function onKeyDown(index: number, e: React.KeyboardEvent<HTMLInputElement>) {
    setHint(undefined)
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
    if (e.key === 'ArrowRight' && index < LENGTH - 1) return boxes.current[index + 1]?.focus()
    if (e.key.length === 1 && !/\d/.test(e.key) && !e.ctrlKey && !e.metaKey) {
      e.preventDefault()
      setHint('Digits Only')
      return
    }
    if (/^\d$/.test(e.key)) {
      e.preventDefault()
      put(index, e.key)
    }
  }

  function onPaste(e: React.ClipboardEvent) {
    const pasted = e.clipboardData.getData('text').replace(/\D/g, '').slice(0, LENGTH)
    if (!pasted) return
    e.preventDefault()
    const next = Array.from({ length: LENGTH }, (_, i) => pasted[i] ?? '')
    setDigits(next)
    boxes.current[Math.min(pasted.length, LENGTH - 1)]?.focus()
    if (pasted.length === LENGTH) void verify(pasted)
  }

  async function resend() {
    setError(undefined)
    try {
      const res = await resendOtp(role, { id })
      notify('success', res.message)
      setDigits(Array(LENGTH).fill(''))
      boxes.current[0]?.focus()
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'Something went wrong')
    }
  }

  return (
    <div className="auth-panel">
      <p>
        Enter the 4-digit code sent to <strong>{username}</strong>.
      </p>
      <fieldset className="otp-boxes" disabled={busy} aria-describedby="otp-feedback">
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
      <div id="otp-feedback" aria-live="polite">
        {hint && <p className="field-hint">{hint}</p>}
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        {busy && <p className="field-hint">Verifying…</p>}
      </div>
      <p className="panel-links">
        Didn&apos;t get it?{' '}
        <button type="button" className="link-button" onClick={resend}>
          Resend OTP
        </button>{' '}
        ·{' '}
        <button type="button" className="link-button" onClick={() => (openPanel.value = { kind: 'login' })}>
          Back to login
        </button>
      </p>
    </div>
  )
}
