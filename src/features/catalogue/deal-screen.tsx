import { useEffect, useState, type ReactNode } from 'react'
import { useLocation } from 'wouter'
import { yourDiscountLabel } from '../../lib/deal-pricing'
import { formatRupees } from '../../lib/money'
import { OUT_OF_STOCK } from '../../lib/customer-deal-texts'
import { isOutOfStock } from '../../lib/deal-status'
import { paths, type ROUTES, type ScreenProps } from '../../lib/paths'
import { dealSlug } from '../../lib/slug'
import { DEAL_CROPS } from '../../lib/vendor-deal-rules'
import { WARNING_MS, notify } from '../../state/ui'
import { DealPageActions } from '../../ui/deal-slots'
import { usePageTitle } from '../../ui/page-title'
import { Failed, Loading, ScreenState } from '../../ui/states'
import { DiscountExplained } from './discount-explained'
import { useListingContext } from './listing-context'
import { RichText } from '../../ui/rich-text'
import { ShareDialog } from './share-dialog'
import { useMissingIdRedirect } from './use-missing-id'
import { VisitorPrompt } from './visitor-prompt'
import { DealCriteria } from './deal-criteria'
import { DealFacts } from './deal-facts'
import { DealHead } from './deal-head'
import { DealNotices } from './deal-notices'
import { RecentReviews } from './recent-reviews'
import { useDealDetail } from './use-deal-detail'
import './catalogue.css'

/**
 * Deal details, /deal/{dealName}/{id} (spec 2 §2): every field of the deal, its keywords, terms and recent reviews,
 * the share dialog and the page-actions slot the app fills (the customer's actions). A vendor also sees its own unpublished deals.
 */
export default function DealScreen({ params }: ScreenProps<typeof ROUTES.deal>) {
  const id = params.id?.trim() ?? ''
  const missing = useMissingIdRedirect(params.id)
  const place = useListingContext()
  const [, navigate] = useLocation()
  const [sharing, setSharing] = useState(false)

  const call = useDealDetail(id, missing, place)

  const loaded = call.data ?? null
  const deal = loaded?.deal ?? null
  usePageTitle(deal?.name ?? 'Deal details')
  const error = call.status === 'failed' ? call.error : null

  // Spec 2 §8 (second reading, as spec 3 §8 has it): a 404 says so and goes home.
  useEffect(() => {
    if (error?.status !== 404) return
    notify('error', '404 Deal details Not Found')
    navigate(paths.home(), { replace: true })
  }, [error, navigate])

  // Spec 2 §8 and spec 3 §8: an active deal with nothing left says so and moves on (guests go home: /dashboard needs sign-in).
  const outOfStock = Boolean(deal && !loaded?.preview && isOutOfStock(deal))
  useEffect(() => {
    if (!outOfStock) return
    notify('warning', OUT_OF_STOCK, undefined, WARNING_MS)
    const timer = setTimeout(
      () => navigate(place.customerId !== null || place.isVendor ? paths.dashboard() : paths.home(), { replace: true }),
      WARNING_MS,
    )
    return () => clearTimeout(timer)
  }, [outOfStock, navigate, place.customerId, place.isVendor])

  // Links with an old or missing slug land on the deal's current one.
  useEffect(() => {
    if (deal && params.dealName !== dealSlug(deal.name) && dealSlug(deal.name))
      navigate(paths.deal(deal), { replace: true })
  }, [deal, params.dealName, navigate])

  const state = (node: ReactNode) => <ScreenState heading="Deal details">{node}</ScreenState>
  if (missing) return state(<Loading label="Going back to home…" />)
  if (call.status === 'loading' && !loaded) return state(<Loading label="Loading the deal…" />)
  if (error?.status === 404) return state(<Loading label="Going back to home…" />)
  if (error) return state(<Failed text="We could not load this deal. Please try again." onRetry={call.reload} />)
  if (!loaded || !deal) return null

  const statusName = loaded.deal_status.find((s) => s.id === deal.deal_status)?.name ?? ''
  const url = typeof window === 'undefined' ? paths.deal(deal) : `${window.location.origin}${paths.deal(deal)}`

  return (
    <article className="deal-page" aria-busy={call.status === 'loading'}>
      <DealNotices deal={deal} preview={loaded.preview} statusName={statusName} outOfStock={outOfStock} />
      <img
        className="deal-banner"
        src={deal.banner_image.path}
        alt=""
        width={DEAL_CROPS.banner.width}
        height={DEAL_CROPS.banner.height}
        fetchPriority="high"
      />

      <div className="deal-layout">
        <DealHead deal={deal} />
        <aside className="deal-side" aria-label="Price and validity">
          <div className="deal-price-box">
            <span className="deal-discount">{yourDiscountLabel(deal.final_discount)}</span>
            <p className="deal-price">
              {deal.is_open_deal ? <span className="deal-price-from">From </span> : null}
              {formatRupees(deal.deal_price)}
            </p>
            <DiscountExplained deal={deal} pricing={loaded.default_hola_category} />
            <DealPageActions deal={deal} onChanged={call.reload} />
            <VisitorPrompt />
            <button type="button" className="button button-secondary button-block" onClick={() => setSharing(true)}>
              Share
            </button>
          </div>

          <DealFacts deal={deal} statusName={statusName} />
        </aside>
        <div className="deal-main">
          <section className="deal-section" aria-labelledby="deal-about">
            <h2 id="deal-about">About</h2>
            <RichText className="deal-rich-text" html={deal.description} />
          </section>

          {deal.deal_criteria.length > 0 && <DealCriteria deal={deal} />}

          <section className="deal-section" aria-labelledby="deal-terms">
            <h2 id="deal-terms">Terms and conditions</h2>
            <RichText className="deal-rich-text" html={deal.terms_conditions} />
          </section>

          <RecentReviews deal={deal} />
        </div>
      </div>

      {sharing && <ShareDialog url={url} name={deal.name} onClose={() => setSharing(false)} />}
    </article>
  )
}
