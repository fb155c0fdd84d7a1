import { Suspense, lazy, useEffect, useRef, useState } from 'react'
import { LIVE } from '../../lib/live-events'
import { useLiveEvents } from '../../ui/use-live-events'
import { useLocation } from 'wouter'
import { useSnapshot } from 'valtio'
import { onAppClockMove } from '../../lib/app-clock'
import { bellLabel } from '../../lib/notification-texts'
import type { Role } from '../../lib/user-type'
import { bell, clearBell, refreshBell } from './bell-state'
import './notifications.css'

/** The dropdown's code loads when it first opens (home's up-front JavaScript stays small). */
const BellDropdown = lazy(() => import('./bell-dropdown'))

const MINUTE = 60_000

/**
 * The header's notification bell (spec 3 §2 Header): a button named with the unseen count, its badge, and a
 * dropdown of the newest few. The count refreshes on every route change, when the tab regains focus, and every minute
 * while the page is visible.
 */
export default function NotificationBell({ role }: { role: Role }) {
  const snap = useSnapshot(bell)
  const [location, navigate] = useLocation()
  const [open, setOpen] = useState(false)
  const boxRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    void refreshBell(role)
    setOpen(false)
  }, [location, role])
  useEffect(() => clearBell, [role])
  useLiveEvents(LIVE.notifications, () => void refreshBell(role))
  // Moving the demo clock can bring what fell due (a reminder before a deal ends): asked again at once.
  useEffect(() => onAppClockMove(() => void refreshBell(role)), [role])
  useEffect(() => {
    const again = () => document.visibilityState === 'visible' && void refreshBell(role)
    const timer = window.setInterval(again, MINUTE)
    window.addEventListener('focus', again)
    document.addEventListener('visibilitychange', again)
    return () => {
      window.clearInterval(timer)
      window.removeEventListener('focus', again)
      document.removeEventListener('visibilitychange', again)
    }
  }, [role])
  useEffect(() => {
    if (!open) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return
      setOpen(false)
      buttonRef.current?.focus()
    }
    const onClick = (e: MouseEvent) => !boxRef.current?.contains(e.target as Node) && setOpen(false)
    document.addEventListener('keydown', onKey)
    document.addEventListener('mousedown', onClick)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('mousedown', onClick)
    }
  }, [open])

  // Until the first answer the name claims no count (a wrong "none unseen" would be read out, and believed).
  const unseen = snap.unseen
  return (
    <div
      className="bell"
      ref={boxRef}
      onBlur={(e) => {
        // Tabbing out of the dropdown closes it, as a click outside does.
        if (e.relatedTarget && !e.currentTarget.contains(e.relatedTarget as Node)) setOpen(false)
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="bell-button"
        aria-label={bellLabel(unseen)}
        aria-expanded={open}
        aria-controls="bell-dropdown"
        onClick={() => {
          if (!open) void refreshBell(role)
          setOpen((o) => !o)
        }}
      >
        <svg
          aria-hidden="true"
          width="22"
          height="22"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
          <path d="M13.73 21a2 2 0 0 1-3.46 0" />
        </svg>
        {unseen !== null && unseen > 0 && (
          <span className="bell-badge" aria-hidden="true">
            {unseen > 99 ? '99+' : unseen}
          </span>
        )}
      </button>
      {open && (
        <Suspense fallback={<div id="bell-dropdown" className="bell-dropdown" />}>
          <BellDropdown role={role} onGo={(url) => (setOpen(false), navigate(url))} />
        </Suspense>
      )}
    </div>
  )
}
