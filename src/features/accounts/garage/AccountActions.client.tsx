'use client'

import { useState } from 'react'

import { ModalDialog } from '@/components/ModalDialog.client'

import { postJson } from '../sign-in/post-json'

/** Leaves the account's pages for the home page: a full load, so nothing of the account stays in the page. */
const leave = () => window.location.assign('/')

function ErrorLine({ text }: { text: string | null }) {
  return (
    <p className="account-form__message account-form__message--error" role="alert">
      {text}
    </p>
  )
}

/** Sign out here, or on every device (each signed-in browser's session is ended on the server). */
export function SignOutButtons() {
  const [busy, setBusy] = useState<'here' | 'everywhere' | null>(null)
  const [error, setError] = useState<string | null>(null)
  const signOut = async (everywhere: boolean) => {
    setBusy(everywhere ? 'everywhere' : 'here')
    setError(null)
    const answer = await postJson('/api/account/sign-out', { everywhere })
    if (answer.ok) return leave()
    setBusy(null)
    setError(answer.message)
  }
  return (
    <>
      <div className="account-form__actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={busy !== null}
          aria-busy={busy === 'here' || undefined}
          onClick={() => void signOut(false)}
        >
          Sign out
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={busy !== null}
          aria-busy={busy === 'everywhere' || undefined}
          onClick={() => void signOut(true)}
        >
          Sign out on every device
        </button>
      </div>
      <ErrorLine text={error} />
    </>
  )
}

/**
 * Download my data (the JSON file) and Delete my account, confirmed in a dialog that says what goes
 * (the account, watchlist, saved searches) and what stays with the dealer (the enquiries, unlinked).
 */
export function YourData({ siteName }: { siteName: string }) {
  const [deleting, setDeleting] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const remove = async () => {
    setDeleting(true)
    setError(null)
    const answer = await postJson('/api/account/delete', { confirm: true })
    if (answer.ok) return leave()
    setDeleting(false)
    setError(answer.message)
  }
  return (
    <div className="account-form__actions">
      <a className="button button--secondary" href="/api/account/export" download>
        Download my data
      </a>
      <ModalDialog title="Delete your account?" triggerLabel="Delete my account" triggerClassName="button button--danger" className="garage-delete-dialog">
        <p>
          This deletes your account with {siteName}, your watchlist and your saved searches, and signs you out everywhere. It cannot be undone. Enquiries you
          sent stay with the dealer, no longer linked to an account.
        </p>
        <ErrorLine text={error} />
        <div className="account-form__actions">
          <button type="button" className="button button--danger" disabled={deleting} aria-busy={deleting || undefined} onClick={() => void remove()}>
            {deleting ? 'Deleting…' : 'Yes, delete my account'}
          </button>
          <form method="dialog">
            <button type="submit" className="button button--secondary">
              Keep my account
            </button>
          </form>
        </div>
      </ModalDialog>
    </div>
  )
}
