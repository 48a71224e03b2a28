'use client'

/**
 * "Add a synonym" on a search that found no cars or few (issue 44): a disclosure with one field, what
 * shoppers searching these words should also find, saved to the site's search synonyms by a server
 * action (so the form also works before scripts load). The outcome is announced in a status line.
 */
import { useActionState, useId } from 'react'

import { addSynonymAction, type AddSynonymState } from './add-synonym-action'

export function AddSynonym({ siteId, word, siteName }: { siteId: number; word: string; siteName?: string }) {
  const [state, formAction, pending] = useActionState<AddSynonymState, FormData>(addSynonymAction, null)
  const id = useId()
  const failed = state?.ok === false
  return (
    <details className="insights-synonym" open={failed || undefined}>
      <summary className="insights-button insights-button--small">
        Add a synonym<span className="insights-visually-hidden"> for “{word}”</span>
      </summary>
      <form action={formAction} className="insights-synonym__form">
        <input type="hidden" name="site" value={siteId} />
        <input type="hidden" name="word" value={word} />
        <label htmlFor={`${id}-find`}>
          Shoppers searching “{word}”{siteName ? ` on ${siteName}` : ''} should also find
        </label>
        <input
          id={`${id}-find`}
          name="alsoFind"
          type="text"
          required
          maxLength={500}
          autoComplete="off"
          aria-invalid={failed || undefined}
          aria-describedby={`${id}-hint ${id}-status`}
        />
        <p id={`${id}-hint`} className="insights-synonym__hint">
          Words your cars&apos; details use, separated by commas, e.g. pop top, camper trailer.
        </p>
        <button type="submit" className="insights-button insights-button--small" disabled={pending}>
          {pending ? 'Saving…' : 'Save synonym'}
        </button>
        <p id={`${id}-status`} role="status" className={failed ? 'insights-synonym__error' : 'insights-synonym__saved'}>
          {state?.message ?? ''}
        </p>
      </form>
    </details>
  )
}
