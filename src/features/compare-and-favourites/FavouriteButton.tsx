'use client'

import { type TrackedCar, trackEventLater } from '@/features/analytics/client'
import { toggleSavedCar } from '@/domain/compare'
import { HeartButton } from '@/components/HeartButton'

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
    <HeartButton
      pressed={saved}
      label={saved ? `Remove ${car.name} from favourites` : `Save ${car.name} to favourites`}
      onClick={() => toggleFavourite(car, tracked)}
    />
  )
}
