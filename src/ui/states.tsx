import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { paths } from '../lib/paths'

/**
 * A whole screen's state (its data loading or failed, or the screen on its way elsewhere) with the screen's one h1,
 * for assistive technology only: every view has a level-one heading (axe's page-has-heading-one), and nothing moves
 * when the screen's own heading replaces it (docs/decisions/accessibility.md).
 */
export function ScreenState({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <>
      <h1 className="visually-hidden">{heading}</h1>
      {children}
    </>
  )
}

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
