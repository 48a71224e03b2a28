import Link from 'next/link'

import { StockCardGrid } from '@/features/search/ui'

import type { VehicleSpotlight } from './vehicle-spotlight'

/**
 * One car a marketer puts on a page (issue 23): its vehicle card (photo, price block, key details and
 * the site's buttons) with more photos; once it sells, the sold notice and similar cars instead.
 */
export function VehicleSpotlightView({ spotlight, heading }: { spotlight: VehicleSpotlight; heading: string }) {
  if (spotlight.kind === 'sold') {
    return (
      <>
        <div className="vehicle-spotlight__sold" role="status">
          <p className="vehicle-sold__title">{`${spotlight.notice.title}: ${spotlight.name}`}</p>
          <p>{spotlight.notice.text}</p>
        </div>
        {spotlight.similar.length > 0 ? <StockCardGrid cars={spotlight.similar} card={spotlight.card} label={`Cars like the ${spotlight.name}`} /> : null}
        <p>
          <Link className="button button--primary" href={spotlight.moreHref}>
            {spotlight.notice.action}
          </Link>
        </p>
      </>
    )
  }
  return (
    <>
      <div className="vehicle-spotlight__layout">
        <StockCardGrid cars={[spotlight.car]} card={spotlight.card} label={heading} columns={3} />
        {spotlight.photos.length > 0 ? (
          <ul className="vehicle-spotlight__photos" aria-label={`More of the ${spotlight.car.name}`}>
            {spotlight.photos.map((url, index) => (
              <li key={url}>
                <a href={`/cars/${spotlight.car.slug}`}>
                  {/* eslint-disable-next-line @next/next/no-img-element -- feed thumbnails, already sized by the dealer's feed */}
                  <img src={url} alt={`${spotlight.car.name} (${index + 2})`} width={300} height={200} loading="lazy" />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </>
  )
}
