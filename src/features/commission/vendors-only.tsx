import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { paths } from '../../lib/paths'
import { useViewer } from '../../state/session'
import { Empty } from '../../ui/states'

/**
 * The commission screens are an outlet's (spec 3 §6): a student who opens one is told so, and no vendor call is made
 * for them (it would only be refused).
 */
export function VendorsOnly({ title, children }: { title: string; children: ReactNode }) {
  if (useViewer().viewer === 'vendor') return children
  return (
    <section className="page commission" aria-labelledby="commission-title">
      <h1 id="commission-title">{title}</h1>
      <Empty text="Commission is what an outlet owes Hola on the cash it took for deals; it is for vendors.">
        <Link href={paths.dashboard()} className="button button-secondary">
          Go to the dashboard
        </Link>
      </Empty>
    </section>
  )
}
