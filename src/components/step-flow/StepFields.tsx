import type { ReactNode } from 'react'

import { CONTACT_FIELD_MAX_LENGTHS, LEAD_FIELD_LABELS } from '@/domain/lead-form-fields'

/**
 * Fields of a step-by-step flow (reserve, trade-in): a label, an optional hint and the server's
 * error tied to the control, so a screen reader reads all three. Plain components: the flows' client
 * components hold the state.
 */
export function StepField({ id, label, error, hint, children }: { id: string; label: string; error?: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <div className="step-flow-field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="step-flow-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p className="step-flow-field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** The control's id and its ties to the hint and error shown by StepField. */
export const describedBy = (id: string, error?: string, hint?: boolean) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined,
})

/** One answer of several, as radio buttons in a fieldset with its legend. */
export function StepChoices<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  error,
  hint,
}: {
  legend: string
  name: string
  options: Record<T, string>
  value: T | undefined
  onChange: (value: T) => void
  error?: string
  hint?: string
}) {
  return (
    <fieldset
      className="step-flow-choices"
      aria-invalid={error ? true : undefined}
      aria-describedby={[hint ? `${name}-hint` : '', error ? `${name}-error` : ''].filter(Boolean).join(' ') || undefined}
    >
      <legend>{legend}</legend>
      {hint ? (
        <p className="step-flow-field__hint" id={`${name}-hint`}>
          {hint}
        </p>
      ) : null}
      {(Object.keys(options) as T[]).map((option) => (
        <label key={option} className="step-flow-choices__option">
          <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} />
          {options[option]}
        </label>
      ))}
      {error ? (
        <p className="step-flow-field__error" id={`${name}-error`}>
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}

/** A flow's contact fields, with the lead form's own labels (the server checks them with its schema). */
export const CONTACT_INPUTS = [
  { name: 'firstName', type: 'text', autoComplete: 'given-name', inputMode: undefined },
  { name: 'lastName', type: 'text', autoComplete: 'family-name', inputMode: undefined },
  { name: 'phone', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  { name: 'email', type: 'email', autoComplete: 'email', inputMode: 'email' },
  { name: 'postcode', type: 'text', autoComplete: 'postal-code', inputMode: 'numeric' },
] as const

/** The contact fields of a flow's details step. */
export function ContactInputs({
  idPrefix,
  values,
  errors,
  onChange,
}: {
  idPrefix: string
  values: Record<string, unknown>
  errors: Record<string, string>
  onChange: (name: string, value: string) => void
}) {
  return (
    <>
      {CONTACT_INPUTS.map((field) => (
        <StepField key={field.name} id={`${idPrefix}-${field.name}`} label={LEAD_FIELD_LABELS[field.name]} error={errors[field.name]}>
          <input
            {...describedBy(`${idPrefix}-${field.name}`, errors[field.name])}
            name={field.name}
            type={field.type}
            autoComplete={field.autoComplete}
            inputMode={field.inputMode}
            value={String(values[field.name] ?? '')}
            maxLength={CONTACT_FIELD_MAX_LENGTHS[field.name]}
            onChange={(event) => onChange(field.name, event.target.value)}
          />
        </StepField>
      ))}
    </>
  )
}
