/**
 * The map port (issue 9 "Maps"): pages draw maps through one server component (LocationMap), which
 * asks the configured MapProvider for a server-rendered map (always: the first paint, and the whole
 * map offline) and for the settings of an in-browser tile map (only when a tile service is set).
 */

/** A place to pin: a dealer location with coordinates. */
export interface MapPlace {
  id: string
  name: string
  lat: number
  long: number
  /** One line, e.g. "48 Breakfast Creek Road, Newstead QLD 4006". */
  address: string
}

export interface MapSize {
  width: number
  height: number
}

export interface DrawnPin extends MapPlace {
  /** The pin's point in the map's viewBox. */
  x: number
  y: number
  /** Where its name is written: the text's anchor point and side. */
  label: { x: number; y: number; anchor: 'start' | 'end' }
}

/** A map drawn on the server: land as one SVG path, clipped to the viewBox, and the pins. */
export interface StaticMap extends MapSize {
  /** SVG path data of the land inside the view (empty over open sea). */
  land: string
  pins: DrawnPin[]
  /** The geographic box the view shows, [[west, south], [east, north]] in degrees. */
  bounds: [[number, number], [number, number]]
}

/** What the browser needs to replace the static map with a tile map (serialisable: it crosses to a client island). */
export interface InteractiveMapSettings {
  /** A MapLibre style URL, or null to draw raster tiles from `tileUrl`. */
  styleUrl: string | null
  /** A raster tile URL template with {z}/{x}/{y}, when there is no style. */
  tileUrl: string | null
  attribution: string
  /** Fit to these pins, [[west, south], [east, north]]. */
  bounds: [[number, number], [number, number]]
}

export interface MapProvider {
  readonly name: 'offline' | 'tiles'
  /** The server-rendered map of the places that have coordinates; null when none has. */
  drawStaticMap(places: readonly MapPlace[], size?: Partial<MapSize>): StaticMap | null
  /** Settings for the tile map that takes over once the map scrolls into view; null when the static map is all there is. */
  interactiveSettings(map: StaticMap): InteractiveMapSettings | null
}
