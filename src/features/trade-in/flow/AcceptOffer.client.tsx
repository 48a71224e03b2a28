'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

/** Accept the offer (issue 20): recorded on the same lead; the page then shows what happens next. */
export function AcceptOffer({ valuation }: { valuation: string }) {
  const router = useRouter()
  const [state, setState] = useState<{ pending: boolean; problem: string | null }>({ pending: false, problem: null })
  const accept = async () => {
    setState({ pending: true, problem: null })
    try {
      const response = await fetch('/api/trade-in/accept', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ valuation }),
        credentials: 'same-origin',
      })
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as { message?: string }
        return setState({ pending: false, problem: body.message ?? 'Something went wrong. Please try again, or call us.' })
      }
      router.refresh()
    } catch {
      setState({ pending: false, problem: 'We could not reach the site. Check your connection and try again.' })
    }
  }
  return (
    <div className="step-flow-step__actions">
      <button className="button" type="button" onClick={accept} disabled={state.pending} aria-busy={state.pending || undefined}>
        Accept this offer
      </button>
      <div className="step-flow-step__message" role="alert">
        {state.problem ? <p className="step-flow-step__problem">{state.problem}</p> : null}
      </div>
    </div>
  )
}
