'use client'

import { useState } from 'react'

import { useShopperSession } from './use-shopper-session'

type Status = { text: string; garagePath?: string } | null

/**
 * "Save this search" on the search page (issue 18 alerts), for signed-in shoppers only. The page is
 * the same for everyone, so the cookie is read after mount: signed-out shoppers get nothing, and this
 * stays a few lines of script. Saves the URL as it is now (filters change it without a reload).
 */
export function SaveSearchButton() {
  // Hydrates as the server rendered it (nothing), then reads the cookie.
  const show = useShopperSession()
  const [busy, setBusy] = useState(false)
  const [status, setStatus] = useState<Status>(null)
  if (!show) return null

  const save = async () => {
    setBusy(true)
    setStatus(null)
    try {
      const response = await fetch('/api/account/saved-searches', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ path: `${window.location.pathname}${window.location.search}` }),
      })
      const body = (await response.json().catch(() => ({}))) as { message?: string; garagePath?: string }
      if (response.status === 201) setStatus({ text: 'Search saved. We will email you when new cars match.', garagePath: body.garagePath })
      else if (response.ok) setStatus({ text: 'You have already saved this search.', garagePath: body.garagePath })
      else setStatus({ text: body.message ?? 'Sorry, we could not save this search. Please try again.' })
    } catch {
      setStatus({ text: 'Sorry, we could not save this search. Please try again.' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="save-search">
      <button type="button" className="save-search__button" onClick={() => void save()} disabled={busy}>
        Save this search
      </button>
      <p className="save-search__status" role="status">
        {status?.text}
        {status?.garagePath ? (
          <>
            {' '}
            <a href={status.garagePath}>See it in My garage</a>
          </>
        ) : null}
      </p>
    </div>
  )
}
