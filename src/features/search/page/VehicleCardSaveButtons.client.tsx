'use client'

import { CompareButton, FavouriteButton, WatchlistButton } from '@/features/compare-and-favourites/client'

import type { CardSettings } from './types'
import type { VehicleCardCar } from './VehicleCard'

/** What the buttons need of the card's car: its ids and name, what the favourites list shows, and what a save tracks. */
export type SavableCar = Pick<
  VehicleCardCar,
  'objectID' | 'slug' | 'name' | 'status' | 'make' | 'model' | 'year' | 'car_type' | 'price' | 'certified' | 'primary_image_url'
>

export interface VehicleCardSaveButtonsProps {
  car: SavableCar
  settings: Pick<CardSettings, 'watchlist' | 'favourites' | 'compare'>
}

/** A card's save control (the watchlist's, else the favourites') and its compare toggle, as the site's card settings ask. */
export function VehicleCardSaveButtons({ car, settings }: VehicleCardSaveButtonsProps) {
  const tracked = { id: car.objectID, make: car.make, model: car.model, year: car.year, car_type: car.car_type, price: car.price, certified: car.certified }
  return (
    <>
      {settings.watchlist ? (
        <WatchlistButton car={{ id: car.objectID, slug: car.slug, name: car.name, sold: car.status === 'sold' }} tracked={tracked} />
      ) : settings.favourites ? (
        <FavouriteButton
          car={{ id: car.objectID, name: car.name, slug: car.slug, make: car.make, model: car.model, primary_image_url: car.primary_image_url }}
          tracked={tracked}
        />
      ) : null}
      {settings.compare ? <CompareButton car={{ id: car.objectID, slug: car.slug, name: car.name }} className="vehicle-card__compare" /> : null}
    </>
  )
}
