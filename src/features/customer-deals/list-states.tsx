import { Link } from 'wouter'
import type { ApiError } from '../../api/client'
import { paths } from '../../lib/paths'
import { Empty } from '../../ui/states'
import { NotVerified } from './verification-gate'

/** The warning when the gate turned the customer away, else null. */
export const notVerifiedOf = (error: unknown): string | null => (error instanceof NotVerified ? error.warning : null)

export const failureText = (error: ApiError) =>
  error.status === 0 ? error.message : `Your deals could not be loaded. ${error.message}`

/** What a vendor sees on the customers' lists (the menu does not offer them; the URL might). */
export function NotForVendors({ title }: { title: string }) {
  return (
    <section className="page">
      <h1>{title}</h1>
      <Empty text={`${title} is for students. Your outlet's deals are on your dashboard.`}>
        <Link href={paths.dashboard()} className="button button-secondary">
          Go to the dashboard
        </Link>
      </Empty>
    </section>
  )
}
