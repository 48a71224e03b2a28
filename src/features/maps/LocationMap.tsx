import { useId } from 'react'

import { mapLinkFor } from '@/domain/locations'
import { DEFAULT_TEXTS } from '@/domain/texts'
import { getMapProvider, type MapProvider } from '@/features/maps'

import { TileMap } from './island'

export interface LocationMapLocation {
  id: string | number
  name: string
  lat?: number | null
  long?: number | null
  /** One line: "48 Breakfast Creek Road, Newstead QLD 4006". */
  address: string
  /** Where the pin leads; default a Google Maps search for the name and address (opens the shopper's map app). */
  href?: string | null
}

export interface LocationMapProps {
  locations: readonly LocationMapLocation[]
  /** The map's caption and accessible name, e.g. "Map of Kia Newstead". */
  label: string
  className?: string
  /** Tests pass a provider; pages use the configured one. */
  provider?: MapProvider
}

/**
 * A map of dealer locations (issue 9 "Maps"), drawn on the server as SVG: land, a pin and a name per
 * location. Each pin is a link (keyboard reachable, named by the location's name and address) that
 * opens the shopper's map app at the address. With a tile service configured, a tile map takes over
 * in the browser once the map scrolls into view. Locations without coordinates are not pinned; with
 * none, nothing is drawn.
 */
export function LocationMap({ locations, label, className, provider = getMapProvider() }: LocationMapProps) {
  const captionId = useId()
  const places = locations.flatMap((l) =>
    typeof l.lat === 'number' && typeof l.long === 'number' ? [{ id: String(l.id), name: l.name, lat: l.lat, long: l.long, address: l.address }] : [],
  )
  const map = provider.drawStaticMap(places)
  if (!map) return null
  const hrefs = new Map(locations.map((l) => [String(l.id), l.href || mapLinkFor({ name: l.name, address: { street: l.address } })!]))
  const pinLabel = (pin: { name: string; address: string }) => `${pin.name}, ${pin.address} ${DEFAULT_TEXTS.opensMap}`
  const interactive = provider.interactiveSettings(map)

  return (
    <figure className={['location-map', className].filter(Boolean).join(' ')}>
      <div className="location-map__frame" style={{ aspectRatio: `${map.width} / ${map.height}` }}>
        <svg className="location-map__svg" viewBox={`0 0 ${map.width} ${map.height}`} role="group" aria-labelledby={captionId} data-pins={map.pins.length}>
          <rect className="location-map__sea" width={map.width} height={map.height} />
          {map.land ? <path className="location-map__land" d={map.land} /> : null}
          {map.pins.map((pin) => (
            <a
              key={pin.id}
              className="location-map__pin"
              href={hrefs.get(pin.id)}
              target="_blank"
              rel="noopener"
              aria-label={pinLabel(pin)}
              data-location-id={pin.id}
            >
              <circle className="location-map__marker" cx={pin.x} cy={pin.y} r={8} />
              <circle className="location-map__marker-dot" cx={pin.x} cy={pin.y} r={3} />
              <text className="location-map__label" x={pin.label.x} y={pin.label.y} textAnchor={pin.label.anchor}>
                {pin.name}
              </text>
            </a>
          ))}
        </svg>
        {interactive ? (
          <TileMap
            settings={interactive}
            pins={map.pins.map((pin) => ({ id: pin.id, lat: pin.lat, long: pin.long, label: pinLabel(pin), href: hrefs.get(pin.id)! }))}
          />
        ) : null}
      </div>
      <figcaption id={captionId} className="location-map__caption">
        {label}
      </figcaption>
    </figure>
  )
}
