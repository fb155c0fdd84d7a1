import { Link } from 'wouter'
import type { Advertisement } from '../../api/schemas/ads'
import { formatRupees } from '../../lib/money'
import { paths } from '../../lib/paths'

/** How long a package runs, in words. */
export const daysText = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`

/** Where a package shows, in words. */
export const placementsText = (ad: Advertisement) => ad.advertisement_category_multi.map((c) => c.name).join(', ')

/** The package's discount as its badge says it, or nothing for none. */
export const discountText = (ad: Advertisement) => (ad.discount > 0 ? `${ad.discount}% off` : null)

/**
 * A package card (spec 3 §2 /advertisement: image, title, discount percent, price, days). The title's link opens the
 * details and covers the card; Buy goes straight to the payment page.
 */
export function AdPackageCard({ ad }: { ad: Advertisement }) {
  const discount = discountText(ad)
  const titleId = `ad-package-${ad.id}`
  return (
    <article className="ad-card" aria-labelledby={titleId}>
      <img src={ad.media.path} alt="" width={320} height={180} className="ad-card-image" loading="lazy" />
      <div className="ad-card-body">
        <h2 id={titleId} className="ad-card-title">
          <Link href={paths.advertisementDetails(ad)} className="ad-card-link">
            {ad.title}
          </Link>
        </h2>
        {discount && <span className="ad-discount">{discount}</span>}
        <p className="ad-card-price">
          <strong>{formatRupees(ad.price)}</strong> for {daysText(ad.days)}
        </p>
        <p className="ad-card-places">{placementsText(ad)}</p>
        <Link href={paths.advertisementPayment(ad)} className="button ad-card-buy" aria-label={`Buy ${ad.title}`}>
          Buy
        </Link>
      </div>
    </article>
  )
}
