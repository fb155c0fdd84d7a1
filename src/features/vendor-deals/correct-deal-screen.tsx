import type { ReactNode } from 'react'
import { Link, useSearch } from 'wouter'
import { correctionDeal } from '../../api/vendor-deals'
import { paths, type ScreenProps, type ROUTES } from '../../lib/paths'
import { usePageTitle } from '../../ui/page-title'
import { Failed, Loading } from '../../ui/states'
import { useCall } from '../../ui/use-call'
import { CorrectionForm } from './correction-form'
import { DealReportsAside } from './deal-reports-aside'
import './deal-form.css'

/**
 * /correct-deal/{uuid} (spec 2 §2 "Vendor deal correction"): the vendor's own deal (the route table lets only a vendor
 * open it), field by field, with the reviewer's comments and the status badge (correction-form.tsx); opened from
 * Reported Deals' Edit, the deal's reports beside it.
 */
export default function CorrectDealScreen({ params }: ScreenProps<typeof ROUTES.correctDeal>) {
  const uuid = params.id ?? ''
  const chosenReport = Number(new URLSearchParams(useSearch()).get('report')) || null
  const loaded = useCall(async () => (uuid ? correctionDeal(uuid) : null), [uuid])
  usePageTitle(loaded.data ? `Correct ${loaded.data.deal.name}` : 'Correct deal')

  let body: ReactNode
  if (loaded.status === 'failed' && !loaded.data)
    body = (
      <Failed
        text={
          loaded.error.status === 404
            ? 'This deal does not exist (any more).'
            : loaded.error.status === 403
              ? loaded.error.message
              : `The deal could not be loaded. ${loaded.error.message}`
        }
        onRetry={loaded.error.status >= 500 || loaded.error.status === 0 ? loaded.reload : undefined}
      />
    )
  else if (!loaded.data) body = <Loading label="Loading the deal…" />
  else
    body = (
      <CorrectionForm
        key={JSON.stringify(loaded.data.deal)}
        deal={loaded.data.deal}
        statusName={loaded.data.deal_status.find((s) => s.id === loaded.data!.deal.deal_status)?.name ?? ''}
        onSaved={loaded.reload}
      />
    )

  return (
    <section className="page deal-form-page correct-deal" aria-labelledby="correct-deal-title">
      <p>
        <Link href={paths.yourDeals()}>← Your Deals</Link>
      </p>
      <h1 id="correct-deal-title">{loaded.data ? `Correct “${loaded.data.deal.name}”` : 'Correct deal'}</h1>
      {/* Opened from Reported Deals' Edit: the deal's reports beside its fields (only then: a plain correction asks nothing more). */}
      {loaded.data && chosenReport !== null && <DealReportsAside dealUuid={uuid} chosen={chosenReport} />}
      {body}
    </section>
  )
}
