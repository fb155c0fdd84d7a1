import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { reverseGeocode } from '../api/lookups'
import { Loading } from './states'
import type { LatLng } from '../lib/distance'

// Leaflet (and its stylesheet) load only where a map is shown.
const LeafletMap = lazy(() => import('./map-leaflet'))

export type { LatLng } from '../lib/distance'
export type PickedPlace = LatLng & { city: string | null }

/** Spec 1 §9: a vendor without a position starts here, at zoom 15. */
export const DEFAULT_MAP_CENTRE: LatLng = { latitude: 23.0208241, longitude: 72.50863950000002 }
export const DEFAULT_MAP_ZOOM = 15
/** Spec 1 §7: the address lookup waits 800 ms after the marker last moved. */
export const LOOKUP_DELAY_MS = 800

/**
 * Tiles come from a configurable server (VITE_MAP_TILE_URL, a Leaflet URL template); OpenStreetMap's by default. There
 * is none offline: the map then says so in place and still works (docs/decisions/profiles.md).
 */
export const MAP_TILE_URL =
  (import.meta.env?.VITE_MAP_TILE_URL as string | undefined) || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'

type Props = {
  /** The position on file, or null (then the default centre, not yet chosen). */
  value: LatLng | null
  /** A new position and, 800 ms later, the city the lookup found for it. */
  onPick: (place: PickedPlace) => void
  /** 'fill' takes its parent's full height (the mobile map). */
  size?: 'inline' | 'fill'
  label?: string
}

const round = (n: number) => Math.round(n * 1e7) / 1e7

/**
 * A place picker: a Leaflet map with a marker to drag, or a click to move it; the coordinates can be typed too (for
 * keyboards and when tiles are missing). After each move the mock's (or a maps service's) reverse geocoding names the
 * city, LOOKUP_DELAY_MS after the last move.
 */
export function MapPicker({ value, onPick, size = 'inline', label = 'Outlet location' }: Props) {
  const [position, setPosition] = useState<LatLng>(value ?? DEFAULT_MAP_CENTRE)
  const [city, setCity] = useState<string | null>(null)
  const [lookup, setLookup] = useState<'idle' | 'busy' | 'failed'>('idle')
  const [tilesFailed, setTilesFailed] = useState(false)
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined)
  const seq = useRef(0)
  const onPickRef = useRef(onPick)
  onPickRef.current = onPick

  useEffect(() => () => clearTimeout(pending.current), [])

  function move(next: LatLng) {
    const p = { latitude: round(next.latitude), longitude: round(next.longitude) }
    setPosition(p)
    setLookup('busy')
    clearTimeout(pending.current)
    const mine = ++seq.current
    pending.current = setTimeout(() => {
      reverseGeocode(p).then(
        (res) => {
          if (mine !== seq.current) return
          setCity(res.city.name)
          setLookup('idle')
          onPickRef.current({ ...p, city: res.city.name })
        },
        () => {
          if (mine !== seq.current) return
          setLookup('failed')
          onPickRef.current({ ...p, city: null })
        },
      )
    }, LOOKUP_DELAY_MS)
  }

  return (
    <div className={`map-picker map-picker-${size}`}>
      <div className="map-frame" role="group" aria-label={`${label}: map`}>
        <Suspense fallback={<Loading label="Loading the map…" />}>
          <LeafletMap
            centre={position}
            zoom={DEFAULT_MAP_ZOOM}
            tileUrl={MAP_TILE_URL}
            onMove={move}
            onTilesFailed={() => setTilesFailed(true)}
          />
        </Suspense>
        {tilesFailed && (
          <p className="map-offline" role="status">
            The map pictures could not be loaded (no connection to the map server). You can still click or drag the
            marker, or type the coordinates below.
          </p>
        )}
      </div>
      <div className="map-readout">
        <CoordinateInput
          id={`${size}-lat`}
          label="Latitude"
          value={position.latitude}
          limit={90}
          onChange={(latitude) => move({ ...position, latitude })}
        />
        <CoordinateInput
          id={`${size}-lng`}
          label="Longitude"
          value={position.longitude}
          limit={180}
          onChange={(longitude) => move({ ...position, longitude })}
        />
        <p className="map-city" aria-live="polite">
          {lookup === 'busy'
            ? 'Looking up the city…'
            : lookup === 'failed'
              ? 'The city could not be looked up.'
              : city
                ? `City: ${city}`
                : ''}
        </p>
      </div>
    </div>
  )
}

/** A coordinate typed by hand: applied on blur or Enter when it is a number within ±limit. */
function CoordinateInput({
  id,
  label,
  value,
  limit,
  onChange,
}: {
  id: string
  label: string
  value: number
  limit: number
  onChange: (n: number) => void
}) {
  const [text, setText] = useState(String(value))
  useEffect(() => setText(String(value)), [value])
  const apply = () => {
    const n = Number(text)
    if (text.trim() !== '' && Number.isFinite(n) && Math.abs(n) <= limit && n !== value) onChange(n)
    else setText(String(value))
  }
  return (
    <div className="field map-coordinate">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        inputMode="decimal"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={apply}
        onKeyDown={(e) => e.key === 'Enter' && (e.preventDefault(), apply())}
      />
    </div>
  )
}
