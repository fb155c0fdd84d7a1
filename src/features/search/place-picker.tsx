import { lazy, Suspense, useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { choosePlace, session } from '../../state/session'
import { CrosshairIcon, PinIcon } from './search-icons'
import './search.css'
import { BusyButton } from '../../ui/busy-button'

// The city search loads when the picker is first opened: every page's header has the button, few people open it.
const CityDialog = lazy(() => import('./city-dialog'))
// Asking for the position, naming its city and the refusal's warning load for the ask, just after the first render:
// home's entry need not carry them (docs/decisions/performance.md).
const currentLocation = () => import('./current-location')

/** The header's place tools (spec 3 §2): the city listings are filtered by, and "use my current location". */
export function PlacePicker() {
  const snap = useSnapshot(session)
  const [choosing, setChoosing] = useState(false)
  const [locating, setLocating] = useState(false)

  // Without a known position, ask once on arrival; if refused, remind every hour (spec 3 §8, §9).
  useEffect(() => {
    if (session.latlong) return
    let live = true
    let timer: ReturnType<typeof setInterval> | undefined
    void currentLocation().then(({ locateOnArrival, locateMe, LOCATION_REMINDER_MS }) =>
      locateOnArrival().then((result) => {
        if (live && result === 'denied')
          timer = setInterval(() => !session.latlong && void locateMe({ announce: false }), LOCATION_REMINDER_MS)
      }),
    )
    return () => {
      live = false
      clearInterval(timer)
    }
  }, [])

  async function locate() {
    setLocating(true)
    const { locateMe } = await currentLocation()
    await locateMe({ announce: true })
    setLocating(false)
    setChoosing(false)
  }

  const cityName = snap.currentPosition?.name ?? 'All cities'
  return (
    <div className="place-picker">
      <button type="button" className="place-button" aria-haspopup="dialog" onClick={() => setChoosing(true)}>
        <PinIcon />
        <span className="visually-hidden">City: </span>
        <span className="place-name">{cityName}</span>
      </button>
      <BusyButton
        type="button"
        className="icon-button locate-button"
        aria-label="Use my current location"
        title="Use my current location"
        busy={locating}
        onClick={locate}
      >
        <CrosshairIcon />
      </BusyButton>
      {choosing && (
        <Suspense fallback={null}>
          <CityDialog
            current={snap.currentPosition}
            locating={locating}
            onLocate={locate}
            onClose={() => setChoosing(false)}
            onChosen={(city) => {
              choosePlace(city, session.latlong)
              setChoosing(false)
            }}
          />
        </Suspense>
      )}
    </div>
  )
}
