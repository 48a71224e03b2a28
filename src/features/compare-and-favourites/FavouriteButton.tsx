'use client'

import { type TrackedCar, trackEventLater } from '@/features/analytics/client'
import { toggleSavedCar } from '@/domain/compare'

import { favouriteCars, useSavedCars, type FavouriteCar } from './saved-cars'

export type { FavouriteCar }

/** Spec §4 "Favourites": toggle add/remove; adding fires the analytics event. Blocked storage changes nothing. */
export function toggleFavourite(car: FavouriteCar, tracked: TrackedCar) {
  const result = toggleSavedCar(favouriteCars.read(), car, Infinity)
  if (!result.ok || !favouriteCars.write(result.list)) return
  if (result.added) trackEventLater('favouriteAdded', { car: tracked })
}

/** The heart on a card: adds or removes the car from the shopper's favourites at once. */
export function FavouriteButton({ car, tracked }: { car: FavouriteCar; tracked: TrackedCar }) {
  const saved = useSavedCars(favouriteCars).ids.has(car.id)
  return (
    <button type="button" className="vehicle-card__favourite" aria-pressed={saved} aria-label={saved ? `Remove ${car.name} from favourites` : `Save ${car.name} to favourites`} onClick={() => toggleFavourite(car, tracked)}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.2 3 4.5 6.6 4.5c2.2 0 3.6 1.2 5.4 3.2 1.8-2 3.2-3.2 5.4-3.2 3.6 0 5.7 3.7 4.2 7.2C19.5 16.4 12 21 12 21z" />
      </svg>
    </button>
  )
}
