import type { ReactNode } from 'react'
import { Link } from 'wouter'
import type { ApiError } from '../../api/client'
import { paths } from '../../lib/paths'
import { Empty, Failed, Loading } from '../../ui/states'
import { failureText } from './list-states'

type KeptListBodyProps = {
  /** The list's call (useKeptList's `list`). */
  list: { status: 'loading' | 'done' | 'failed'; data: unknown; error: ApiError | undefined; reload: () => void }
  /** The verification gate sent the customer away: nothing to show while the redirect happens. */
  turnedAway: boolean
  /** The list's empty text (spec 2 §2) when nothing is shown. */
  emptyText: string
  /** The rows shown, one KeptDealItem each. */
  items: ReactNode[]
}

/** The body of My Deals and My Wishlist: loading, the failure with a retry, the empty state with a way on, or the rows. */
export function KeptListBody({ list, turnedAway, emptyText, items }: KeptListBodyProps) {
  if (list.status === 'loading' && !list.data) return <Loading />
  if (turnedAway) return null
  if (list.status === 'failed') return <Failed text={failureText(list.error!)} onRetry={list.reload} />
  if (items.length === 0)
    return (
      <Empty text={emptyText}>
        <Link href={paths.home()} className="button button-secondary">
          Browse deals
        </Link>
      </Empty>
    )
  return <ul className="deal-rows">{items}</ul>
}
