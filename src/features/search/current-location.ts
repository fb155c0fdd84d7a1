import { reverseGeocode } from '../../api/lookups'
import { choosePlace, session } from '../../state/session'
import { notify } from '../../state/ui'

/** Spec 3 §8: the warning when the browser refuses the position; it closes by itself after 6 s. */
export const LOCATION_DENIED = {
  title: 'Allow Location',
  text: 'Please Allow to access your current Location. To get the best results',
  ms: 6000,
} as const

/**
 * Set once the refusal warning has shown in this visit (this tab's session): reloads of the same visit stay quiet.
 * Our reading of spec 3 §8's "shown the first time and then repeatedly": the first refusal of a visit, then each
 * hourly reminder and each press of "use my location", not every page load (docs/decisions/first-impressions.md).
 */
const LOCATION_WARNED_KEY = 'hola_location_warned'

/** Spec 3 §9: the location reminder counts 3000 ticks of 1200 ms (an hour) before asking again. */
export const LOCATION_REMINDER_MS = 3000 * 1200

type LocateResult = 'located' | 'denied' | 'unavailable'

let firstAsk: Promise<LocateResult> | null = null

/** The automatic ask on arrival, once per page load (a remounted header, or React's dev double effects, do not ask twice). */
export function locateOnArrival(): Promise<LocateResult> {
  firstAsk ??= locateMe({ announce: false, arrival: true })
  return firstAsk
}

/** Tests start each case as a fresh page load. */
export function forgetArrival() {
  firstAsk = null
}

function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      reject({ code: 1, message: 'Geolocation is not available.' })
      return
    }
    navigator.geolocation.getCurrentPosition(resolve, reject, {
      enableHighAccuracy: false,
      timeout: 15_000,
      maximumAge: 5 * 60_000,
    })
  })
}

/**
 * Asks the browser for the position, finds its city (reverse geocoding) and makes both the current place.
 * Refused (or no geolocation at all): the spec's warning, and distances fall back to the country centre.
 * `announce` says so when it worked (the button does; the automatic first ask stays quiet). `arrival` marks the ask on
 * arrival, whose refusal warns once per visit.
 */
export async function locateMe({
  announce,
  arrival = false,
}: {
  announce: boolean
  arrival?: boolean
}): Promise<LocateResult> {
  let position: GeolocationPosition
  try {
    position = await currentPosition()
  } catch (e) {
    const code = (e as { code?: number }).code
    if (code === 1) {
      if (rememberWarning() || !arrival) {
        notify('warning', LOCATION_DENIED.title, LOCATION_DENIED.text, LOCATION_DENIED.ms)
      }
      // null means "unknown": distances are then measured from the chosen city's centre (or the country's, spec 1 §9),
      // the screens say which, and the next visit asks again.
      choosePlace(session.currentPosition, null)
      return 'denied'
    }
    notify(
      'warning',
      'Location unavailable',
      'We could not find your position. Choose your city instead.',
      LOCATION_DENIED.ms,
    )
    return 'unavailable'
  }
  const latlong = { latitude: position.coords.latitude, longitude: position.coords.longitude }
  try {
    const { city } = await reverseGeocode(latlong)
    choosePlace(city, latlong)
    if (announce) notify('success', `You are in ${city.name}`, 'Deals are now sorted by distance from you.')
  } catch {
    // The city lookup failed: keep the chosen city, but measure distances from the real position.
    choosePlace(session.currentPosition, latlong)
    if (announce) notify('info', 'Location found', 'We could not name your city; distances use your position.')
  }
  return 'located'
}

/** Records that this visit has seen the refusal warning; true if it had not before. */
function rememberWarning(): boolean {
  try {
    if (sessionStorage.getItem(LOCATION_WARNED_KEY) !== null) return false
    sessionStorage.setItem(LOCATION_WARNED_KEY, '1')
  } catch {
    // Storage refused (a private window): warn, as the spec does without the memory.
  }
  return true
}
