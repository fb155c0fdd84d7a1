import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { paths } from '../lib/paths'
import { useViewer } from '../state/session'
import { Empty } from './states'

/**
 * A vendor's screen (spec 3 §6: commission, advertisements): a student who opens one is told why it is not theirs,
 * in the screen's `text`, and no vendor call is made for them (it would only be refused).
 */
export function VendorsOnly({
  title,
  text,
  className,
  children,
}: {
  title: string
  text: string
  className: string
  children: ReactNode
}) {
  if (useViewer().viewer === 'vendor') return children
  return (
    <section className={`page ${className}`} aria-labelledby="vendors-only-title">
      <h1 id="vendors-only-title">{title}</h1>
      <Empty text={text}>
        <Link href={paths.dashboard()} className="button button-secondary">
          Go to the dashboard
        </Link>
      </Empty>
    </section>
  )
}
