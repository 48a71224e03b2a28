import { useSyncExternalStore } from 'react'

import type { CompareEntry } from '@/domain/compare'

/**
 * The shopper's saved-car lists in the browser (spec §3 "Stored browser data": favourites list;
 * §6 "Anonymous visitor: ... compare, favourites (stored in the browser)"): one store for the
 * favourites and the compare list. Each list is a JSON array under its own localStorage key; every
 * control showing a list re-renders when it changes, in this page (`write`) or another tab (the
 * 'storage' event). Storage that is blocked or full reads as empty and refuses writes.
 */
export interface SavedCarList<T extends { id: string }> {
  readonly key: string
  /** The list now (a fresh array). */
  read(): T[]
  /** Replaces the list; false when the browser refused to store it. */
  write(next: readonly T[]): boolean
  subscribe(listener: () => void): () => void
  /** The list and its ids, the same objects until the stored text changes (useSyncExternalStore's snapshot). */
  snapshot(): SavedCarsSnapshot<T>
}

export interface SavedCarsSnapshot<T> {
  cars: readonly T[]
  ids: ReadonlySet<string>
}

const EMPTY: SavedCarsSnapshot<never> = { cars: [], ids: new Set() }

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null // site data blocked
  }
}

function parse<T extends { id: string }>(raw: string | null): T[] {
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]')
    return Array.isArray(parsed) ? parsed.filter((entry): entry is T => typeof entry?.id === 'string') : []
  } catch {
    return []
  }
}

/** A list stored under `key`; entries without a string id (old or hand-edited data) are skipped. */
export function savedCarList<T extends { id: string }>(key: string): SavedCarList<T> {
  const listeners = new Set<() => void>()
  let cached: { raw: string | null; snapshot: SavedCarsSnapshot<T> } = { raw: null, snapshot: EMPTY }
  const raw = () => {
    try {
      return storage()?.getItem(key) ?? null
    } catch {
      return null
    }
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) listeners.forEach((listener) => listener())
  }
  return {
    key,
    read: () => parse<T>(raw()),
    write(next) {
      try {
        storage()!.setItem(key, JSON.stringify(next))
      } catch {
        return false
      }
      listeners.forEach((listener) => listener())
      return true
    },
    subscribe(listener) {
      if (listeners.size === 0) window.addEventListener('storage', onStorage)
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0) window.removeEventListener('storage', onStorage)
      }
    },
    snapshot() {
      const now = raw()
      if (now !== cached.raw) {
        const cars = parse<T>(now)
        cached = { raw: now, snapshot: { cars, ids: new Set(cars.map((car) => car.id)) } }
      }
      return cached.snapshot
    },
  }
}

/** The list as React state: empty on the server and while hydrating, then the browser's. */
export function useSavedCars<T extends { id: string }>(list: SavedCarList<T>): SavedCarsSnapshot<T> {
  return useSyncExternalStore(list.subscribe, list.snapshot, () => EMPTY)
}

/** Spec §3 "Favourite entry", unchanged since the first heart (key `favourites`). */
export interface FavouriteCar {
  id: string
  name: string
  slug: string
  make: string
  model: string
  primary_image_url: string | null
}

export const favouriteCars = savedCarList<FavouriteCar>('favourites')
export const compareCars = savedCarList<CompareEntry>('compare')

/** Whether this browser holds favourites or a compare list (controls showing them must show them at once). */
export const hasSavedCars = (): boolean => favouriteCars.read().length > 0 || compareCars.read().length > 0
