import { Link } from 'wouter'
import type { ListingDeal } from '../../api/schemas/deals'
import { SPONSORED_TEXT } from '../../lib/sponsored'
import { formatSlashDate } from '../../lib/dates'
import { yourDiscountLabel } from '../../lib/deal-pricing'
import { formatRupees } from '../../lib/money'
import { paths } from '../../lib/paths'
import { DEAL_CROPS } from '../../lib/vendor-deal-rules'

/**
 * One featured slide (spec 2 §2): name, minimum price, valid-thru dates, a More link and the discount badge. The
 * banner is an <img>, not a CSS background, so the browser finds the first slide's (home's largest paint) in the
 * markup and fetches it first; the others wait until they are near. It shows whole, at the ratio it was cropped at
 * (DEAL_CROPS.banner, spec 2 §5), beside the slide's words (below them on phones), never under them: a banner
 * carries its own words.
 */
export function FeaturedSlide({ deal, first }: { deal: ListingDeal; first: boolean }) {
  return (
    <article className="featured-slide">
      <img
        className="featured-image"
        src={deal.banner_image.path}
        alt=""
        fetchPriority={first ? 'high' : 'low'}
        loading={first ? 'eager' : 'lazy'}
        decoding="async"
        width={DEAL_CROPS.banner.width}
        height={DEAL_CROPS.banner.height}
      />
      <div className="featured-text">
        <span className="featured-badge">{yourDiscountLabel(deal.final_discount)}</span>
        {deal.is_sponsored && <p className="featured-sponsored">{SPONSORED_TEXT}</p>}
        <p className="featured-vendor">{deal.vendor.organization}</p>
        <h2 className="featured-name">{deal.name}</h2>
        <p className="featured-price">
          From <strong>{formatRupees(deal.deal_price)}</strong>
        </p>
        <p className="featured-dates">
          Valid thru {formatSlashDate(deal.from_date)} – {formatSlashDate(deal.end_date)}
        </p>
        <Link href={paths.deal(deal)} className="button featured-more" aria-label={`More about ${deal.name}`}>
          More
        </Link>
      </div>
    </article>
  )
}
