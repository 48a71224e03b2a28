'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { WATCHLIST_TOASTS } from '@/domain/watchlist'

import { postJson } from '../sign-in/post-json'
import { WATCHLIST_HEADING_ID, WATCHLIST_STATUS_ID } from './watchlist-lines'

/**
 * My garage's Remove on a saved car: the server removes it, then the page is rendered again without
 * it. Focus goes to the section heading (the button is about to disappear) and the section's live
 * region says what happened.
 */
export function RemoveFromWatchlist({ carId, carName, phone }: { carId: string; carName: string; phone: string }) {
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const remove = async () => {
    setBusy(true)
    setError(null)
    const answer = await postJson('/api/watchlist/remove-car', { phone_number: phone, car_id: carId })
    if (!answer.ok) {
      setBusy(false)
      setError(answer.message)
      return
    }
    // The region is the server's, outside React's children here: writing its text survives the refresh.
    const status = document.getElementById(WATCHLIST_STATUS_ID)
    if (status) status.textContent = WATCHLIST_TOASTS.removed.text(carName)
    document.getElementById(WATCHLIST_HEADING_ID)?.focus()
    router.refresh()
  }

  return (
    <div className="garage-car__remove">
      <button type="button" className="button button--secondary" disabled={busy} aria-busy={busy || undefined} onClick={() => void remove()}>
        {busy ? 'Removing…' : 'Remove'}
        <span className="visually-hidden"> {carName} from your watchlist</span>
      </button>
      {error ? (
        <p className="account-form__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
