import Link from 'next/link'
import type { ReactNode } from 'react'

import { ERROR_TEXTS } from '@/domain/error-texts'

/**
 * Where a flow says what went wrong: an alert region, empty (and hidden) until there is something to
 * say. The server's field errors in a list headed "Please fix the following errors:" (spec §5
 * "Form-level error banner"), each message once (several questions may share "Choose an answer.");
 * else its message.
 */
export function StepMessage({ children, errors = [] }: { children?: ReactNode; errors?: readonly string[] }) {
  const messages = [...new Set(errors)]
  return (
    <div className="step-flow-step__message" role="alert">
      {messages.length ? (
        <div className="step-flow-step__problem">
          <p className="step-flow-step__problem-heading">{ERROR_TEXTS.formErrorsHeading}</p>
          <ul>
            {messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      ) : children ? (
        <p className="step-flow-step__problem">{children}</p>
      ) : null}
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
