import { locationAddress, mapLinkFor, type AddressParts } from '@/domain/locations'
import { DEFAULT_TEXTS } from '@/domain/texts'

/**
 * A location's address on one line, linked to the shopper's map app when there is a map link: the
 * location list, the location page and the vehicle page's location banner all show it this way.
 */
export function LocationAddress({
  location,
  className,
}: {
  location: Parameters<typeof mapLinkFor>[0] & { address?: AddressParts | null }
  className?: string
}) {
  const oneLine = locationAddress(location.address)
  if (!oneLine) return null
  const mapHref = mapLinkFor(location)
  return (
    <address className={className}>
      {mapHref ? (
        <a href={mapHref} target="_blank" rel="noopener">
          {oneLine}
          <span className="visually-hidden"> {DEFAULT_TEXTS.opensMap}</span>
        </a>
      ) : (
        oneLine
      )}
    </address>
  )
}
