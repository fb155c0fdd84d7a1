import { useState } from 'react'
import { ApiError } from '../api/client'

export type OtpCalls = {
  /** Checks the code; resolves when it was right (the caller moves on: signs in, closes the dialog). */
  verify: (otp: string) => Promise<void>
  /** Sends a new code; its answer's message is the success notice. */
  resend: () => Promise<{ message: string }>
  /** The field a refused resend names (the new email or phone); the server's message otherwise. */
  resendField?: string
  onResent: (message: string) => void
}

/**
 * What OtpBoxes needs from a screen that checks a code (spec 1 §5): the fourth digit verifies; a wrong code shows the
 * server's text, clears the boxes and focuses the first (a new resetKey); a resend clears them too.
 */
export function useOtpEntry({ verify, resend, resendField, onResent }: OtpCalls) {
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const [resetKey, setResetKey] = useState(0)
  const failed = (e: unknown, field: string) =>
    setError(e instanceof ApiError ? (e.field(field) ?? e.message) : 'Something went wrong')

  async function check(otp: string) {
    setBusy(true)
    setError(undefined)
    try {
      await verify(otp)
    } catch (e) {
      failed(e, 'otp')
      setResetKey((k) => k + 1)
      setBusy(false)
    }
  }

  async function sendAgain() {
    setError(undefined)
    try {
      onResent((await resend()).message)
      setResetKey((k) => k + 1)
    } catch (e) {
      failed(e, resendField ?? '')
    }
  }

  return { error, busy, resetKey, check, sendAgain }
}
