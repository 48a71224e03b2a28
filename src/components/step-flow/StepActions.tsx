import Link from 'next/link'
import type { ReactNode } from 'react'

/** Where a flow says what went wrong: an alert region, empty (and hidden) until there is something to say. */
export function StepMessage({ children }: { children?: ReactNode }) {
  return (
    <div className="step-flow-step__message" role="alert">
      {children ? <p className="step-flow-step__problem">{children}</p> : null}
    </div>
  )
}

/** A step's Back link (none on the first step) and its submit button, busy while the server answers. */
export function StepActions({ backHref, submitLabel, busy, disabled }: { backHref: string | null; submitLabel: string; busy: boolean; disabled: boolean }) {
  return (
    <div className="step-flow-step__actions">
      {backHref ? (
        <Link className="button button--secondary" href={backHref}>
          Back
        </Link>
      ) : null}
      <button className="button" type="submit" disabled={disabled || busy} aria-busy={busy || undefined}>
        {submitLabel}
      </button>
    </div>
  )
}
