'use client'

import { useSyncExternalStore } from 'react'

import type { TrackedCar } from '@/analytics/events'
import { trackEvent } from '@/analytics/track'

/** Spec §3 "Favourite entry", kept in the browser (spec §6: favourites are stored in the browser). */
export interface FavouriteCar {
  id: string
  name: string
  slug: string
  make: string
  model: string
  primary_image_url: string | null
}

const STORAGE_KEY = 'favourites'
const listeners = new Set<() => void>()
let cachedRaw: string | null = null
let cachedIds: ReadonlySet<string> = new Set()

function readFavourites(): FavouriteCar[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '[]')
    return Array.isArray(parsed) ? parsed.filter((entry): entry is FavouriteCar => typeof entry?.id === 'string') : []
  } catch {
    return []
  }
}

function favouriteIds(): ReadonlySet<string> {
  const raw = window.localStorage.getItem(STORAGE_KEY)
  if (raw !== cachedRaw) {
    cachedRaw = raw
    cachedIds = new Set(readFavourites().map((car) => car.id))
  }
  return cachedIds
}

const NONE: ReadonlySet<string> = new Set()

function subscribe(listener: () => void) {
  listeners.add(listener)
  window.addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', listener)
  }
}

function toggleFavourite(car: FavouriteCar, tracked: TrackedCar) {
  const current = readFavourites()
  const adding = !current.some((entry) => entry.id === car.id)
  const next = adding ? [...current, car] : current.filter((entry) => entry.id !== car.id)
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next))
  } catch {
    return // storage full or blocked: nothing changes
  }
  listeners.forEach((listener) => listener())
  if (adding) trackEvent('favouriteAdded', { car: tracked })
}

/** The heart on a card: adds or removes the car from the shopper's favourites at once. */
export function FavouriteButton({ car, tracked }: { car: FavouriteCar; tracked: TrackedCar }) {
  const saved = useSyncExternalStore(subscribe, favouriteIds, () => NONE).has(car.id)
  return (
    <button type="button" className="vehicle-card__favourite" aria-pressed={saved} aria-label={saved ? `Remove ${car.name} from favourites` : `Save ${car.name} to favourites`} onClick={() => toggleFavourite(car, tracked)}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.2 3 4.5 6.6 4.5c2.2 0 3.6 1.2 5.4 3.2 1.8-2 3.2-3.2 5.4-3.2 3.6 0 5.7 3.7 4.2 7.2C19.5 16.4 12 21 12 21z" />
      </svg>
    </button>
  )
}
