'use client'

import { QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'

import { trackEventLater, type TrackedCar } from '@/features/analytics/client'
import { HeartButton } from '@/components/HeartButton'
import { showsWatchlistSave, WATCHLIST_TOASTS } from '@/domain/watchlist'

import { showShopperToast } from './shopper-toast'
import { forgetShopperSession } from '../shopper-session-cookie'
import { changeWatchlist, fetchWatchlist, SignedOutError, type WatchlistData } from './watchlist-api'
import { WATCHLIST_QUERY_KEY, watchlistQueryClient as queryClient } from './watchlist-query'
import { signInToSave, type WatchableCar } from './WatchlistButton.client'

type Props = {
  car: WatchableCar
  tracked: TrackedCar
  /** Finish a save begun before sign-in (?watchlist=save in the address). */
  autoSave: boolean
  /** The shopper clicked Save before this heart loaded. */
  saveWanted: boolean
  onSignedOut: () => void
}

/** The signed-in heart: loaded on first use (see WatchlistButton). */
export default function WatchlistHeart(props: Props) {
  return (
    <QueryClientProvider client={queryClient}>
      <Heart {...props} />
    </QueryClientProvider>
  )
}

const withCar = (list: WatchlistData, car: WatchableCar, saved: boolean): WatchlistData => ({
  ...list,
  cars: saved
    ? [
        { carId: car.id, carSlug: car.slug, carName: car.name, imageUrl: null, savedPrice: null, savedAt: new Date().toISOString() },
        ...list.cars.filter((c) => c.carId !== car.id),
      ]
    : list.cars.filter((c) => c.carId !== car.id),
})

function Heart({ car, tracked, autoSave, saveWanted, onSignedOut }: Props) {
  const list = useQuery({ queryKey: WATCHLIST_QUERY_KEY, queryFn: fetchWatchlist })
  const saved = list.data?.cars.some((entry) => entry.carId === car.id) ?? false
  const change = useMutation({
    mutationFn: ({ save, phone }: { save: boolean; phone: string }) => changeWatchlist(save ? 'save-car' : 'remove-car', car.id, phone),
    // Optimistic (spec §4): the heart changes before the server answers, and goes back if it refuses.
    onMutate: async ({ save }) => {
      await queryClient.cancelQueries({ queryKey: WATCHLIST_QUERY_KEY })
      const previous = queryClient.getQueryData<WatchlistData>(WATCHLIST_QUERY_KEY)
      if (previous) queryClient.setQueryData<WatchlistData>(WATCHLIST_QUERY_KEY, withCar(previous, car, save))
      return { previous }
    },
    onError: (error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(WATCHLIST_QUERY_KEY, context.previous)
      // Spec §8 "Watchlist failure: alert with the error message".
      window.alert(error.message)
    },
    onSuccess: (_data, { save }) => {
      const listUrl = queryClient.getQueryData<WatchlistData>(WATCHLIST_QUERY_KEY)?.list_url ?? '/my-garage#watchlist'
      if (save) {
        trackEventLater('favouriteAdded', { car: tracked })
        showShopperToast({
          title: WATCHLIST_TOASTS.saved.title,
          text: WATCHLIST_TOASTS.saved.text(car.name),
          link: { href: listUrl, label: WATCHLIST_TOASTS.saved.link },
        })
      } else showShopperToast({ title: WATCHLIST_TOASTS.removed.title, text: WATCHLIST_TOASTS.removed.text(car.name) })
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: WATCHLIST_QUERY_KEY }),
  })

  const signedOut = list.error instanceof SignedOutError
  useEffect(() => {
    if (!signedOut) return
    forgetShopperSession()
    onSignedOut()
  }, [signedOut, onSignedOut])

  const toggle = (save: boolean) => {
    const phone = list.data?.phone_number
    // Saving needs a mobile number on the account (spec §5, §6): sign-in asks for it.
    if (!phone) return window.location.assign(signInToSave(car))
    change.mutate({ save, phone })
  }

  // A save the shopper started before this heart could answer (back from sign-in with
  // ?watchlist=save, or a click before it loaded): finished once the list is in, once.
  const startedSaveDone = useRef(false)
  useEffect(() => {
    if (startedSaveDone.current || !list.data) return
    const url = new URL(window.location.href)
    const backFromSignIn = autoSave && url.searchParams.get('watchlist') === 'save'
    if (!backFromSignIn && !saveWanted) return
    startedSaveDone.current = true
    if (backFromSignIn) {
      url.searchParams.delete('watchlist')
      window.history.replaceState(window.history.state, '', url)
    }
    if (!saved && !car.sold) toggle(true)
  })

  if (!showsWatchlistSave({ status: car.sold ? 'sold' : 'in_stock' }, saved)) return null
  return (
    <HeartButton
      pressed={saved}
      label={saved ? `Remove ${car.name} from your watchlist` : `Save ${car.name} to your watchlist`}
      onClick={() => toggle(!saved)}
      disabled={list.isPending}
    />
  )
}
