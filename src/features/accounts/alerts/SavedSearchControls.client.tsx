'use client'

import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'

const FAILED = 'Sorry, we could not change this saved search. Please try again.'

async function post(path: string, body: unknown): Promise<boolean> {
  try {
    const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    return response.ok
  } catch {
    return false
  }
}

/** A saved search's email switch and Delete (My garage). The switch moves at once and moves back if the server refuses. */
export function SavedSearchControls({ id, name, alertsEnabled }: { id: number; name: string; alertsEnabled: boolean }) {
  const router = useRouter()
  const switchId = useId()
  const [enabled, setEnabled] = useState(alertsEnabled)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const toggle = async (next: boolean) => {
    setEnabled(next)
    setError(null)
    if (!(await post(`/api/account/saved-searches/${id}`, { alertsEnabled: next }))) {
      setEnabled(!next)
      setError(FAILED)
    }
  }

  const remove = async () => {
    setBusy(true)
    setError(null)
    if (await post(`/api/account/saved-searches/${id}/delete`, {})) router.refresh()
    else {
      setBusy(false)
      setError(FAILED)
    }
  }

  return (
    <div className="saved-search__controls">
      <label className="saved-search__switch" htmlFor={switchId}>
        <input id={switchId} type="checkbox" role="switch" checked={enabled} onChange={(event) => void toggle(event.target.checked)} />
        Email alerts<span className="visually-hidden"> for {name}</span>
      </label>
      <button type="button" className="saved-search__delete" onClick={() => void remove()} disabled={busy}>
        Delete<span className="visually-hidden"> {name}</span>
      </button>
      {error ? (
        <p className="saved-search__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
