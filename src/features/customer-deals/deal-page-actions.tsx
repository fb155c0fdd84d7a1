import { lazy, Suspense, useEffect, useState } from 'react'
import { Link } from 'wouter'
import { checkDeal } from '../../api/customer-deals'
import type { DealDetail } from '../../api/schemas/deals'
import { canAddToMyDeals, isOnShow } from '../../lib/deal-status'
import { paths } from '../../lib/paths'
import { useViewer } from '../../state/session'
import { HoldNotice, useCustomerHolds } from '../../ui/account-hold'
import { BusyButton } from '../../ui/busy-button'
import { useCall } from '../../ui/use-call'
import { FlagIcon, HeartIcon, InMyDealsIcon, PlusIcon } from './icons'
import { keepInMyDeals, toggleWishlist } from './keep-deal'
import { useInMyDeals } from './session-lists'
import './customer-deals.css'

// The report form loads when Mark as Wrong is first pressed: its request schema brings arktype, whose own start-up
// (~250 ms of main thread at 4x CPU) a visit that reports nothing should not pay (docs/decisions/performance.md,
// "What loads, and when").
const ReportDealDialog = lazy(() => import('./report-deal-dialog').then((m) => ({ default: m.ReportDealDialog })))

type DealPageActionsProps = {
  deal: DealDetail
  /** Asks the deal page to load the deal again (after a wishlist or My Deals change). */
  onChanged: () => void
}

/**
 * The customer's actions on the deal page (spec 2 §2): add to my deals (or Pay for the Deal Now for a pay-later
 * deal) only for an active deal with availability, the wishlist heart, and Mark as Wrong only with a deal count
 * (customer/check-deal) and not once reported. Nothing for visitors and vendors.
 */
export function DealPageActions(props: DealPageActionsProps) {
  if (useViewer().viewer !== 'customer') return null
  return <CustomerActions {...props} />
}

function CustomerActions({ deal, onChanged }: DealPageActionsProps) {
  const holds = useCustomerHolds()
  const [wish, setWish] = useState<0 | 1>(deal.is_wishlist)
  const [busy, setBusy] = useState<'wish' | 'deal' | null>(null)
  const [reporting, setReporting] = useState(false)
  const [reported, setReported] = useState(false)
  useEffect(() => setWish(deal.is_wishlist), [deal.is_wishlist])
  // Only a deal on show can be reported (customer/check-deal answers 404 for a pending one a customer keeps): none
  // is asked about otherwise, so the page logs no failure.
  const onShow = isOnShow(deal)
  const check = useCall(
    () =>
      onShow
        ? checkDeal(deal.uuid).then((answer) => ({ ...answer, uuid: deal.uuid }))
        : Promise.resolve({ deal_counts: 0, is_reported: 0 as const, uuid: deal.uuid }),
    [deal.uuid, onShow],
  )
  useEffect(() => {
    // Without an answer the report action stays hidden; the failure is only logged (spec 2 §8, list loads).
    if (check.status === 'failed') console.error('check-deal failed', check.error)
  }, [check.status, check.error])

  const canAdd = canAddToMyDeals(deal)
  const inMyDeals = useInMyDeals(deal.uuid)
  // While the check reloads (after the report dialog closes) the last answer for this deal stands, so the button
  // stays in place and the dialog can hand focus back to it.
  const answer = check.status !== 'failed' && check.data?.uuid === deal.uuid ? check.data : undefined
  const canReport = !!answer && answer.deal_counts > 0 && answer.is_reported === 0 && !reported

  async function heart() {
    setBusy('wish')
    const next = await toggleWishlist(deal.uuid, wish)
    setBusy(null)
    setWish(next)
    if (next !== deal.is_wishlist) onChanged()
  }

  async function add() {
    setBusy('deal')
    const added = await keepInMyDeals(deal.uuid)
    setBusy(null)
    if (added) {
      check.reload()
      onChanged()
    }
  }

  // Spec 2 §4: keeping needs both contacts verified; spec 1 §4: an expired account may keep but not buy. The page says
  // so where the actions are, with the way out, and offers only what will be taken.
  if (holds.keeping)
    return (
      <div className="deal-detail-actions">
        <HoldNotice hold={holds.keeping} />
      </div>
    )
  return (
    <div className="deal-detail-actions">
      {holds.buying && <HoldNotice hold={holds.buying} />}
      {inMyDeals ? (
        <Link href={paths.myDeals()} className="button button-secondary is-kept">
          <InMyDealsIcon /> In My Deals
        </Link>
      ) : (
        canAdd &&
        (deal.is_paylater && holds.buying ? null : deal.is_paylater ? (
          <Link href={paths.payment(deal)} className="button">
            Pay for the Deal Now
          </Link>
        ) : (
          <BusyButton type="button" className="button" busy={busy === 'deal'} onClick={() => void add()}>
            <PlusIcon /> {busy === 'deal' ? 'Adding…' : 'Add to My Deals'}
          </BusyButton>
        ))
      )}
      <BusyButton
        type="button"
        className={wish ? 'button button-secondary is-wished' : 'button button-secondary'}
        aria-pressed={wish === 1}
        busy={busy === 'wish'}
        onClick={() => void heart()}
      >
        <HeartIcon filled={wish === 1} /> {wish ? 'In your Wishlist' : 'Add to Wishlist'}
      </BusyButton>
      {canReport && (
        <button type="button" className="button button-ghost" onClick={() => setReporting(true)}>
          <FlagIcon /> Mark as Wrong
        </button>
      )}
      {reporting && (
        <Suspense fallback={null}>
          <ReportDealDialog
            deal={deal}
            onClose={() => {
              setReporting(false)
              check.reload()
            }}
            onReported={() => {
              setReported(true)
              setReporting(false)
            }}
          />
        </Suspense>
      )}
    </div>
  )
}
