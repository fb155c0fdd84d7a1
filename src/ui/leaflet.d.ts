/**
 * The few Leaflet 1.9 types the map picker uses (src/ui/map-leaflet.tsx). The package ships no types and this is all
 * we call; a fuller use would add @types/leaflet instead.
 */
declare module 'leaflet' {
  export type LatLngTuple = [number, number]
  export interface LatLngValue {
    lat: number
    lng: number
  }
  export interface LatLngBounds {
    contains(at: LatLngTuple): boolean
  }
  export interface LeafletMouseEvent {
    latlng: LatLngValue
  }
  export interface Evented {
    on(event: string, fn: (e: never) => void): this
  }
  export interface Map extends Evented {
    on(event: 'click', fn: (e: LeafletMouseEvent) => void): this
    remove(): this
    getBounds(): LatLngBounds
    panTo(at: LatLngTuple): this
  }
  export interface Layer extends Evented {
    addTo(map: Map): this
  }
  export interface Marker extends Layer {
    getLatLng(): LatLngValue
    setLatLng(at: LatLngTuple): this
  }
  export type TileLayer = Layer
  export interface DivIcon {
    readonly kind: 'div-icon'
  }
  const L: {
    map(node: HTMLElement, options: { center: LatLngTuple; zoom: number; keyboard?: boolean }): Map
    tileLayer(url: string, options: { maxZoom?: number; attribution?: string }): TileLayer
    marker(
      at: LatLngTuple,
      options: { draggable?: boolean; icon?: DivIcon; keyboard?: boolean; title?: string; alt?: string },
    ): Marker
    divIcon(options: {
      className: string
      html: string
      iconSize: [number, number]
      iconAnchor: [number, number]
    }): DivIcon
  }
  export default L
}
