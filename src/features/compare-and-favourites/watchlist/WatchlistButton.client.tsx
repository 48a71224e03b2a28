'use client'

import { lazy, Suspense, useState } from 'react'

import type { TrackedCar } from '@/features/analytics/client'
import { HeartButton } from '@/components/HeartButton'
import { signInHref } from '@/domain/sign-in'

import { hasShopperSession } from '../shopper-session-cookie'
import { useShopperSession } from '../use-shopper-session'

export interface WatchableCar {
  id: string
  slug: string
  name: string
  sold: boolean
}

// The watchlist (react-query, toasts) loads only for a signed-in shopper, or on the first click:
// signed-out shoppers' pages carry just this heart.
const WatchlistHeart = lazy(() => import('./WatchlistHeart.client'))

/** Where a signed-out shopper goes to save a car: sign-in (type watchlist), then the car, which is then saved. */
export const signInToSave = (car: Pick<WatchableCar, 'slug'>): string =>
  signInHref({ type: 'watchlist', redirect: `/cars/${car.slug}?watchlist=save`, back: `${window.location.pathname}${window.location.search}` })

/**
 * The Save heart on cards and the vehicle page (spec §4 "Watchlist"; issue 18): hidden on a sold car
 * unless it is already saved. `autoSave` (the vehicle page) finishes a save begun before sign-in.
 */
export function WatchlistButton({ car, tracked, autoSave = false }: { car: WatchableCar; tracked: TrackedCar; autoSave?: boolean }) {
  // Hydrates as the server rendered it (signed out), then reads the cookie; a session found ended turns it off.
  const hasSession = useShopperSession()
  const [ended, setEnded] = useState(false)
  // A click on the heart as the server drew it, from a shopper who is signed in: the search page
  // replays a click made before it went live onto that heart (issue 41). Saved where they are.
  const [saveWanted, setSaveWanted] = useState(false)
  const signedIn = (hasSession || saveWanted) && !ended
  const label = `Save ${car.name} to your watchlist`
  const save = () => (hasShopperSession() ? setSaveWanted(true) : window.location.assign(signInToSave(car)))
  if (!signedIn) return car.sold ? null : <HeartButton pressed={false} label={label} onClick={save} />
  return (
    <Suspense fallback={car.sold ? null : <HeartButton pressed={false} label={label} onClick={() => undefined} disabled />}>
      <WatchlistHeart car={car} tracked={tracked} autoSave={autoSave} saveWanted={saveWanted} onSignedOut={() => setEnded(true)} />
    </Suspense>
  )
}
