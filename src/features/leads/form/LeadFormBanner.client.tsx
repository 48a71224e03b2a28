'use client'

import type { FieldErrors } from 'react-hook-form'

import { ERROR_TEXTS } from '@/domain/error-texts'
import type { LeadFieldName } from '@/domain/lead-form-fields'

import type { LeadFormValues } from './LeadFormField.client'

/**
 * The banner above a lead form (spec §5 "Form-level error banner", §8): a server failure in the
 * destructive style, else "Please fix the following errors:" with each field's message linking to its
 * input; nothing when neither applies. Focusable by `id`, so the form can move focus to it.
 */
export function LeadFormBanner({
  id,
  baseId,
  serverError,
  fields,
  errors,
}: {
  id: string
  baseId: string
  serverError: string | null
  fields: readonly LeadFieldName[]
  errors: FieldErrors<LeadFormValues>
}) {
  if (serverError) {
    return (
      <div id={id} tabIndex={-1} className="lead-form__banner lead-form__banner--destructive" role="alert">
        <p>{serverError}</p>
      </div>
    )
  }
  if (!fields.length) return null
  return (
    <div id={id} tabIndex={-1} className="lead-form__banner" role="alert">
      <p className="lead-form__banner-heading">{ERROR_TEXTS.formErrorsHeading}</p>
      <ul>
        {fields.map((field) => (
          <li key={field}>
            <a href={`#${baseId}-${field}`}>{String(errors[field]?.message)}</a>
          </li>
        ))}
      </ul>
    </div>
  )
}
