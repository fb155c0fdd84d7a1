import { useEffect, useRef } from 'react'
import L, { type LatLngTuple, type LeafletMouseEvent, type Map as LeafletMapType, type Marker } from 'leaflet'
import 'leaflet/dist/leaflet.css'
import type { LatLng } from '../lib/distance'

type Props = {
  centre: LatLng
  zoom: number
  tileUrl: string
  onMove: (p: LatLng) => void
  onTilesFailed: () => void
}

// A CSS marker: Leaflet's default icon is an image whose URL bundlers break, and it needs no network.
const pin = L.divIcon({ className: 'map-pin', html: '<span></span>', iconSize: [28, 28], iconAnchor: [14, 28] })

/** The Leaflet map behind MapPicker (its own chunk). Follows `centre`; reports clicks and marker drags. */
export default function LeafletMap({ centre, zoom, tileUrl, onMove, onTilesFailed }: Props) {
  const node = useRef<HTMLDivElement>(null)
  const map = useRef<LeafletMapType | null>(null)
  const marker = useRef<Marker | null>(null)
  const handlers = useRef({ onMove, onTilesFailed })
  handlers.current = { onMove, onTilesFailed }

  useEffect(() => {
    const m = L.map(node.current!, { center: [centre.latitude, centre.longitude], zoom, keyboard: true })
    const tiles = L.tileLayer(tileUrl, { maxZoom: 19, attribution: '&copy; OpenStreetMap contributors' })
    let failed = false
    tiles.on('tileerror', () => {
      if (failed) return
      failed = true
      handlers.current.onTilesFailed()
    })
    tiles.addTo(m)
    const mk = L.marker([centre.latitude, centre.longitude], {
      draggable: true,
      icon: pin,
      keyboard: true,
      title: 'Outlet position (drag to move)',
      alt: 'Outlet position',
    }).addTo(m)
    mk.on('dragend', () => {
      const p = mk.getLatLng()
      handlers.current.onMove({ latitude: p.lat, longitude: p.lng })
    })
    m.on('click', (e: LeafletMouseEvent) =>
      handlers.current.onMove({ latitude: e.latlng.lat, longitude: e.latlng.lng }),
    )
    map.current = m
    marker.current = mk
    return () => {
      m.remove()
      map.current = null
    }
    // The map is made once; later centres move it (below).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => {
    const at: LatLngTuple = [centre.latitude, centre.longitude]
    marker.current?.setLatLng(at)
    if (map.current && !map.current.getBounds().contains(at)) map.current.panTo(at)
  }, [centre.latitude, centre.longitude])

  return <div ref={node} className="map-canvas" data-testid="map-canvas" />
}
