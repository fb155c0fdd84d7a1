import { Link } from 'wouter'
import { LIVE } from '../../lib/live-events'
import { adsDetail } from '../../api/ads'
import { formatRupees } from '../../lib/money'
import { paths, type ROUTES, type ScreenProps } from '../../lib/paths'
import { Fact } from '../../ui/fact'
import { usePageTitle } from '../../ui/page-title'
import { Failed, Loading } from '../../ui/states'
import { useCall } from '../../ui/use-call'
import { daysText, discountText, placementsText } from './ad-package'
import './ads.css'

/**
 * /advertisement-details/{id} (spec 3 §2): one package (vendor/ads-detail/{id}): image, discount percent, title,
 * description, price, days, and Buy to its payment page.
 */
export default function AdDetailsScreen({ params }: ScreenProps<typeof ROUTES.advertisementDetails>) {
  usePageTitle('Advertisement details')
  return <AdDetails id={params.id ?? ''} />
}

function AdDetails({ id }: { id: string }) {
  const detail = useCall(() => adsDetail(id), [id], LIVE.ads)
  const ad = detail.data?.ad
  const discount = ad && discountText(ad)
  return (
    <section className="page ads ad-details" aria-labelledby="ad-details-title">
      <p>
        <Link href={paths.advertisement()}>All packages</Link>
      </p>
      {detail.status === 'loading' && !ad && (
        <>
          <h1 id="ad-details-title">Advertisement details</h1>
          <Loading label="Loading the package…" />
        </>
      )}
      {detail.status === 'failed' && !ad && (
        <>
          <h1 id="ad-details-title">Advertisement details</h1>
          <Failed
            text={detail.error.status === 404 ? 'No Advertisement Found' : 'The package could not be loaded.'}
            onRetry={detail.error.status === 404 ? undefined : detail.reload}
          />
        </>
      )}
      {ad && (
        <div className="ad-details-body">
          <img src={ad.media.path} alt="" width={640} height={360} className="ad-details-image" />
          <div>
            <h1 id="ad-details-title">{ad.title}</h1>
            {discount && <span className="ad-discount">{discount}</span>}
            <p className="ad-details-description">{ad.description}</p>
            <dl className="ad-facts">
              <Fact term="Price">{formatRupees(ad.price)}</Fact>
              <Fact term="Discount">{ad.discount}%</Fact>
              <Fact term="Days">{daysText(ad.days)}</Fact>
              <Fact term="Shown in">{placementsText(ad)}</Fact>
            </dl>
            <Link href={paths.advertisementPayment(ad)} className="button">
              Buy
            </Link>
          </div>
        </div>
      )}
    </section>
  )
}
