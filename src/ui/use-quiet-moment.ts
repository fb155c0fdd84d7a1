import { useSignals } from '@preact/signals-react/runtime'
import { useEffect, useState } from 'react'
import { confirmRequest, openPanel } from '../state/ui'
import { useCallsInFlight } from './use-calls-in-flight'

/** How long nothing may happen before a moment counts as quiet: the page's own calls start and end within it. */
export const QUIET_MS = 400

const dialogOpen = () =>
  typeof document !== 'undefined' && document.querySelector('[role="dialog"], [role="alertdialog"]') !== null

/**
 * True once nothing else holds the person's attention for QUIET_MS: no call in flight (the page's content is in), no
 * side panel (login, OTP, sign-up), no confirm and no other dialog open. For something that asks the person a question
 * on any page (a prompt), so it never lands on top of another dialog or before the page is shown. It stays true once
 * reached: the caller opens its own dialog then.
 */
export function useQuietMoment(enabled = true): boolean {
  useSignals()
  const [quiet, setQuiet] = useState(false)
  // Another dialog opening or closing changes <body>'s children (Modal portals there); count it as a change.
  const [dialogs, setDialogs] = useState(0)
  const callsInFlight = useCallsInFlight()
  const busy = callsInFlight || openPanel.value !== null || confirmRequest.value !== null

  useEffect(() => {
    if (!enabled || quiet) return
    const observer = new MutationObserver(() => setDialogs((n) => n + 1))
    observer.observe(document.body, { childList: true })
    return () => observer.disconnect()
  }, [enabled, quiet])

  useEffect(() => {
    if (!enabled || quiet || busy || dialogOpen()) return
    const timer = setTimeout(() => {
      if (!dialogOpen()) setQuiet(true)
    }, QUIET_MS)
    return () => clearTimeout(timer)
  }, [enabled, quiet, busy, dialogs])

  return quiet
}
