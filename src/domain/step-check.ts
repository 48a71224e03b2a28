import type { z } from 'zod'

import type { LeadFieldName } from './lead-form-fields'
import { DEFAULT_TEXTS } from './texts'

/**
 * What the server's checks of the step flows (checkout, finance pre-approval, trade-in) share: each
 * step's answers are checked again at every later step, and the first step whose answers are wrong is
 * named with its fields' errors, so the page can go back to it.
 */
export type FieldError = { field: string; message: string }

/** A step whose answers are wrong; the message heads the field errors in the page's banner. */
export type InvalidStep<Step> = { ok: false; status: 400; message: string; step: Step; errors: FieldError[] }

export const invalidStep = <Step>(step: Step, errors: FieldError[], message: string = DEFAULT_TEXTS.formErrorsHeading): InvalidStep<Step> => ({
  ok: false,
  status: 400,
  message,
  step,
  errors,
})

/** Whether a step's answers are checked when the shopper leaves `leaving`: it and every step before it are. */
export const stepsUpTo =
  <Step>(steps: readonly Step[], leaving: Step) =>
  (step: Step): boolean =>
    steps.indexOf(leaving) >= steps.indexOf(step)

/** A zod check's issues as field errors; `fieldOf` names the field from the issue's path (by default its last key). */
export const issueErrors = (
  issues: readonly z.core.$ZodIssue[],
  fieldOf: (path: PropertyKey[]) => PropertyKey | undefined = (path) => path.at(-1),
): FieldError[] => issues.map((issue) => ({ field: String(fieldOf(issue.path) ?? 'form'), message: issue.message }))

/** The lead form's contact fields a flow's details step asks for (the flow adds its own, such as consents). */
export const DETAILS_STEP_FIELDS = {
  firstName: true,
  lastName: true,
  phone: true,
  email: true,
  postcode: true,
  optIn: true,
  terms: true,
} as const satisfies Partial<Record<LeadFieldName, true>>

/**
 * The location a details step names where the site offers several; `missing` when it names none of
 * them. A site with one location (or none) does not ask.
 */
export function chosenLocation<Choice extends { id: number | string }>(choices: readonly Choice[], named: unknown): { location?: Choice; missing: boolean } {
  if (choices.length <= 1) return { missing: false }
  const location = choices.find((choice) => String(choice.id) === String(named ?? ''))
  return location ? { location, missing: false } : { missing: true }
}
