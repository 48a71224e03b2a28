import { pathSlug } from '@/domain/naming'

import type { CardSettings } from '../page/types'
import { VehicleCard, type VehicleCardCar } from '../page/VehicleCard'
import { VehicleCardSaveButtons } from '../page/vehicle-card-islands'

/**
 * Vehicle cards rendered on the server in the search page's grid, for pages that list cars without a
 * search (model pages, offers, stock blocks). Their photos load lazily and are never preloaded: these
 * grids sit below a page's heading and copy, and a preloaded photo there competed with the page's own
 * first paint (two stock grids cost a CMS page about 0.4 s of Lighthouse LCP).
 */
export function StockCardGrid({ cars, card, label, columns = 3 }: { cars: readonly VehicleCardCar[]; card: CardSettings; label: string; columns?: 3 | 4 }) {
  const now = new Date()
  // Grids on one page have different labels ("Cars on special", "Latest stock"), and may show the same car.
  const idPrefix = pathSlug(label)
  return (
    <ol className={`search-grid search-grid--${columns}`} aria-label={label}>
      {cars.map((car, i) => (
        <li key={car.objectID}>
          <VehicleCard car={car} settings={card} now={now} eager={false} titleId={`${idPrefix}-${i + 1}`} SaveButtons={VehicleCardSaveButtons} />
        </li>
      ))}
    </ol>
  )
}
