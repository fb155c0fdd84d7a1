import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { paths } from '../lib/paths'

/** Shown while a screen's data loads. */
export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="state state-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  )
}

/** Shown when a list is empty, with the spec's text. */
export function Empty({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <div className="state state-empty" role="status">
      <p>{text}</p>
      {children}
    </div>
  )
}

/** Shown when what the address names is not there (a 404): why, and the way back home. */
export function NotFoundState({ text }: { text: string }) {
  return (
    <Empty text={text}>
      <Link href={paths.home()} className="button">
        Back to home
      </Link>
    </Empty>
  )
}

/** Shown when loading failed, with a retry. */
export function Failed({ text, onRetry }: { text: string; onRetry?: () => void }) {
  return (
    <div className="state state-error" role="alert">
      <p>{text}</p>
      {onRetry && (
        <button type="button" className="button button-secondary" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  )
}
