import { Link } from 'wouter'
import type { ListingDeal } from '../../api/schemas/deals'
import { formatSlashDate } from '../../lib/dates'
import { formatRupees, yourDiscountLabel } from '../../lib/deal-pricing'
import { paths } from '../../lib/paths'

/** One featured slide (spec 2 §2): name, minimum price, valid-thru dates, a More link and the discount badge. */
export function FeaturedSlide({ deal }: { deal: ListingDeal }) {
  return (
    <article className="featured-slide" style={{ backgroundImage: `url("${deal.banner_image.path}")` }}>
      <span className="featured-badge">{yourDiscountLabel(deal.final_discount)}</span>
      <div className="featured-text">
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
