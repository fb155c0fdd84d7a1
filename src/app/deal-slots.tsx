import { lazy, Suspense } from 'react'
import { isCustomer, useViewer } from '../state/session'
import type { DealCardActionsSlot, DealPageActionsSlot, DealSlots } from '../ui/deal-slots'

/*
 * What fills the shared deal views' slots (src/ui/deal-slots.tsx): the customer's wishlist and My Deals actions from
 * the customer-deals feature. Each loads on first use, so the entry bundle and a visitor's listing stay as light as
 * they were when these actions lived beside the card.
 */
const CardActions = lazy(() =>
  import('../features/customer-deals/deal-card-actions').then((m) => ({ default: m.DealCardActions })),
)
let pageActionsChunk: Promise<{
  default: typeof import('../features/customer-deals/deal-page-actions').DealPageActions
}> | null = null
const loadPageActions = () =>
  (pageActionsChunk ??= import('../features/customer-deals/deal-page-actions').then((m) => ({
    default: m.DealPageActions,
  })))
const PageActions = lazy(loadPageActions)
/**
 * Starts the deal page's actions chunk with the deal's details (the router starts both) rather than after them; only a
 * customer has them (ViewerPageActions below).
 */
export function prefetchPageActions() {
  if (isCustomer()) void loadPageActions()
}
// The selling vendor's status and correct link (vendor-deals), beside the customer's actions; each shows for its own viewer.
const OwnDealActions = lazy(() =>
  import('../features/vendor-deals/own-deal-actions').then((m) => ({ default: m.OwnDealActions })),
)

/*
 * Each viewer's actions are drawn (and their chunks loaded) only for that viewer; they show nothing to anyone else.
 * A visitor's home used to load the customer's for every card: ~10 chunks, whose module preload links alone took
 * ~75 ms of the render at 4x CPU (docs/decisions/performance.md, "What loads, and when").
 */
const CustomerCardActions: DealCardActionsSlot = (props) =>
  useViewer().viewer === 'customer' && (
    <Suspense fallback={null}>
      <CardActions {...props} />
    </Suspense>
  )
const ViewerPageActions: DealPageActionsSlot = (props) => {
  const { viewer } = useViewer()
  return (
    <Suspense fallback={null}>
      {viewer === 'customer' && <PageActions {...props} />}
      {viewer === 'vendor' && <OwnDealActions deal={props.deal} />}
    </Suspense>
  )
}

export const dealSlots: DealSlots = { cardActions: CustomerCardActions, pageActions: ViewerPageActions }
