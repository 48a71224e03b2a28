'use client'

import Link from 'next/link'
import type { ReactNode } from 'react'
import type { FieldErrors, UseFormRegister } from 'react-hook-form'

import type { LeadFormSetup } from '@/features/leads/form-setup'
import { LEAD_FORMS } from '@/domain/lead-form-catalogue'
import { CONTACT_CATEGORIES, CONTACT_FIELD_MAX_LENGTHS, LEAD_FIELD_LABELS, type LeadFieldName } from '@/domain/lead-form-fields'

import { SelectOptions } from './SelectOptions'

/** The form's values as react-hook-form holds them: strings from inputs and selects, booleans from checkboxes. */
export type LeadFormValues = Partial<Record<LeadFieldName, unknown>>

const INPUTS: Partial<Record<LeadFieldName, { type?: string; autoComplete?: string; inputMode?: 'numeric' | 'tel' | 'email' | 'text'; maxLength?: number }>> = {
  firstName: { autoComplete: 'given-name', maxLength: CONTACT_FIELD_MAX_LENGTHS.firstName },
  lastName: { autoComplete: 'family-name', maxLength: CONTACT_FIELD_MAX_LENGTHS.lastName },
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel', maxLength: CONTACT_FIELD_MAX_LENGTHS.phone },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email', maxLength: CONTACT_FIELD_MAX_LENGTHS.email },
  postcode: { autoComplete: 'postal-code', inputMode: 'numeric', maxLength: CONTACT_FIELD_MAX_LENGTHS.postcode },
  rego: { maxLength: 12 },
  vehiclePriceBudget: { inputMode: 'numeric', maxLength: 12 },
  tradeInYear: { inputMode: 'numeric', maxLength: 4 },
  tradeInMake: { maxLength: 60 },
  tradeInModel: { maxLength: 60 },
  tradeInKm: { inputMode: 'numeric', maxLength: 9 },
  position: { maxLength: 120 },
}

const REQUIRED_OPTIONAL: Partial<Record<LeadFieldName, true>> = {
  rego: true,
  vehiclePriceBudget: true,
  tradeInYear: true,
  tradeInMake: true,
  tradeInModel: true,
  tradeInKm: true,
  optIn: true,
}

/**
 * One field of a lead form: its label (marked optional where it may be left blank), its input, select,
 * textarea or checkbox, and its error, tied together by ids under the form's `baseId`. `children`
 * replaces the control (the test-drive slot picker).
 */
export function LeadFormField({
  field,
  setup,
  register,
  errors,
  baseId,
  children,
}: {
  field: LeadFieldName
  setup: LeadFormSetup
  register: UseFormRegister<LeadFormValues>
  errors: FieldErrors<LeadFormValues>
  baseId: string
  children?: ReactNode
}) {
  const label = LEAD_FIELD_LABELS[field]
  const props = {
    id: `${baseId}-${field}`,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${baseId}-${field}-error` : undefined,
  }
  const error = errors[field]?.message ? (
    <p className="lead-form__error" id={`${baseId}-${field}-error`}>
      {String(errors[field]?.message)}
    </p>
  ) : null
  const optionalMark =
    REQUIRED_OPTIONAL[field] || (field === 'message' && (setup.rules.commentsOptional || LEAD_FORMS[setup.form].messageOptional)) ? (
      <span className="lead-form__optional"> (optional)</span>
    ) : null

  if (field === 'optIn' || field === 'terms') {
    return (
      <div className="lead-form__field lead-form__field--check">
        <input type="checkbox" {...register(field)} {...props} />
        <label htmlFor={props.id}>
          {field === 'terms' ? (
            <>
              I agree to the <Link href="/terms-and-conditions">terms of use</Link> and <Link href="/privacy-policy">privacy policy</Link>
            </>
          ) : (
            label
          )}
        </label>
        {error}
      </div>
    )
  }

  let control: ReactNode = children
  if (!control) {
    if (field === 'message') control = <textarea rows={4} maxLength={5000} {...register(field)} {...props} />
    else if (field === 'category' || field === 'location' || field === 'dealership') {
      const options =
        field === 'category'
          ? CONTACT_CATEGORIES.map((c) => ({ value: c, label: c }))
          : (field === 'location' ? setup.locationChoices : setup.dealershipChoices).map((c) => ({ value: String(c.id), label: c.name }))
      control = (
        <select defaultValue="" {...register(field)} {...props}>
          <SelectOptions placeholder={<>Choose a {label.toLowerCase()}</>} options={options} />
        </select>
      )
    } else {
      const input = INPUTS[field] ?? {}
      control = (
        <span className={field === 'vehiclePriceBudget' ? 'lead-form__money' : undefined}>
          <input
            type={input.type ?? 'text'}
            autoComplete={input.autoComplete}
            inputMode={input.inputMode}
            maxLength={input.maxLength}
            {...register(field)}
            {...props}
          />
        </span>
      )
    }
  }

  return (
    <div className={`lead-form__field lead-form__field--${field}`}>
      <label htmlFor={props.id}>
        {label}
        {optionalMark}
      </label>
      {control}
      {error}
    </div>
  )
}
