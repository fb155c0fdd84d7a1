import { useState } from 'react'
import { getVendor } from '../../api/auth'
import { ApiError } from '../../api/client'
import { saveVendorProfile } from '../../api/profile'
import type { VendorProfile } from '../../api/schemas/auth'
import { useViewer } from '../../state/session'
import { MapPicker, type PickedPlace } from '../../ui/map-picker'
import { usePageTitle } from '../../ui/page-title'
import { Failed, Loading } from '../../ui/states'
import { useCall } from '../../ui/use-call'
import { vendorProfileBody } from './vendor-profile-body'
import './profile.css'

/** What the embedding app receives (docs/mobile.md): the chosen place, and whether the profile kept it. */
type MapPlaceMessage = {
  type: 'hola:map-place'
  latitude: number
  longitude: number
  city: string | null
  saved: boolean
  message: string
}

/** Tells the app around this page: a WebView's bridge (React Native) or the parent window (an iframe). */
function tellEmbeddingApp(message: MapPlaceMessage) {
  const bridge = (window as unknown as { ReactNativeWebView?: { postMessage: (data: string) => void } })
    .ReactNativeWebView
  if (bridge) bridge.postMessage(JSON.stringify(message))
  if (window.parent !== window) window.parent.postMessage(message, '*')
}

/**
 * /mobile-map (blank layout, signed in): the full-height map for the mobile app's outlet address. Choosing a place
 * saves it to the vendor's profile (vendor/save-profile with the profile as it is, the position and looked-up city
 * changed) and tells the embedding app with postMessage.
 */
export default function MobileMapScreen() {
  usePageTitle('Choose your location')
  const { viewer } = useViewer()
  if (viewer !== 'vendor') {
    return (
      <div className="mobile-map">
        <h1>Choose your location</h1>
        <p>The location map is for outlets: sign in as a vendor.</p>
      </div>
    )
  }
  return <VendorMap />
}

function VendorMap() {
  const account = useCall(async () => (await getVendor()).user, [])
  const [place, setPlace] = useState<PickedPlace | null>(null)
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null)
  const [busy, setBusy] = useState(false)

  async function use(profile: VendorProfile, chosen: PickedPlace) {
    setBusy(true)
    let saved = false
    let text: string
    try {
      text = (
        await saveVendorProfile(
          vendorProfileBody(profile, {
            latitude: chosen.latitude,
            longitude: chosen.longitude,
            city: chosen.city ?? undefined,
          }),
        )
      ).message
      saved = true
    } catch (e) {
      text = e instanceof ApiError ? e.message : 'Something went wrong'
    }
    setBusy(false)
    setStatus({ ok: saved, text })
    tellEmbeddingApp({
      type: 'hola:map-place',
      latitude: chosen.latitude,
      longitude: chosen.longitude,
      city: chosen.city,
      saved,
      message: text,
    })
  }

  const profile = account.data
  return (
    <div className="mobile-map">
      <h1 className="visually-hidden">Choose your location</h1>
      {!profile &&
        (account.status === 'failed' ? (
          <Failed text="Your profile could not be loaded." onRetry={account.reload} />
        ) : (
          <Loading label="Loading the map…" />
        ))}
      {profile && (
        <>
          <MapPicker
            size="fill"
            value={
              profile.latitude !== null && profile.longitude !== null
                ? { latitude: profile.latitude, longitude: profile.longitude }
                : null
            }
            onPick={(p) => {
              setPlace(p)
              setStatus(null)
            }}
          />
          <div className="mobile-map-bar">
            {status && (
              <p className={status.ok ? 'link-result-ok' : 'link-result-bad'} role={status.ok ? 'status' : 'alert'}>
                {status.text}
              </p>
            )}
            <button
              type="button"
              className="button button-block"
              disabled={!place}
              aria-disabled={busy || undefined}
              onClick={() => place && !busy && void use(profile, place)}
            >
              Use this location
            </button>
          </div>
        </>
      )}
    </div>
  )
}
