import { Link } from 'wouter'
import { LIVE } from '../../lib/live-events'
import { adsList } from '../../api/ads'
import { paths } from '../../lib/paths'
import { usePageTitle } from '../../ui/page-title'
import { Empty, Failed, Loading } from '../../ui/states'
import { useCall } from '../../ui/use-call'
import { early } from '../../state/early-calls'
import { AdPackageCard } from './ad-package'
import './ads.css'

/**
 * /advertisement (spec 3 §2 Advertisements): the way to the vendor's requests and its history, and the packages on
 * sale (vendor/ads-list) as cards; a card opens its details, Buy its payment page.
 */
export default function AdsScreen() {
  usePageTitle('Advertisement')
  return <AdPackages />
}

function AdPackages() {
  const list = useCall(() => early(adsList), [], LIVE.ads)
  const ads = list.data?.ads
  return (
    <section className="page ads" aria-labelledby="ads-title">
      <div className="ads-head">
        <h1 id="ads-title">Advertisement</h1>
        <div className="ads-actions">
          <Link href={paths.advertisementRequest()} className="button button-secondary">
            Advertisement Request
          </Link>
          <Link href={paths.advertisementHistory()} className="button button-secondary">
            Advertisement History
          </Link>
        </div>
      </div>
      <p className="ads-note">
        Put one of your deals in front of more students: choose a package, then the deal and the day it starts.
      </p>
      {list.status === 'loading' && !ads && <Loading label="Loading the packages…" />}
      {list.status === 'failed' && !ads && <Failed text="The packages could not be loaded." onRetry={list.reload} />}
      {ads && ads.length === 0 && <Empty text="No Advertisement Found" />}
      {ads && ads.length > 0 && (
        <div className="ad-grid">
          {ads.map((ad) => (
            <AdPackageCard key={ad.id} ad={ad} />
          ))}
        </div>
      )}
    </section>
  )
}
