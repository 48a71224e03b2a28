'use client'

import './lead-form.css'

import { zodResolver } from '@hookform/resolvers/zod'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useEffect, useId, useMemo, useState } from 'react'
import { Controller, useForm, useWatch, type FieldErrors, type Resolver, type UseFormRegister } from 'react-hook-form'

import { trackEvent } from '@/features/analytics/client'
import { DEFAULT_TEXTS } from '@/domain/texts'
import type { LeadFormSetup } from '@/features/leads/form-setup'
import { leadEventFor } from '@/features/leads/lead-form-analytics'
import { LEAD_FORMS, leadFormSteps } from '@/features/leads/lead-form-catalogue'
import { CONTACT_CATEGORIES, LEAD_FIELD_LABELS, type LeadFieldName } from '@/features/leads/lead-form-fields'
import { leadFormSchema } from '@/features/leads/lead-form-schemas'
import { rememberEnquiry, rememberUserDetails, storedUserDetails, visitContext } from '@/features/leads/shopper-storage'

import { sendWithFormToken } from './form-token-client'
import { TestDriveSlotPicker } from './TestDriveSlotPicker.client'
import { useFormToken } from './use-form-token'

type Values = Partial<Record<LeadFieldName, unknown>>
type ServerError = { message: string; errors?: { field: LeadFieldName; message: string }[]; code?: string }

const INPUTS: Partial<Record<LeadFieldName, { type?: string; autoComplete?: string; inputMode?: 'numeric' | 'tel' | 'email' | 'text'; maxLength?: number }>> = {
  firstName: { autoComplete: 'given-name', maxLength: 80 },
  lastName: { autoComplete: 'family-name', maxLength: 80 },
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel', maxLength: 20 },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email', maxLength: 200 },
  postcode: { autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 4 },
  rego: { maxLength: 12 },
  vehiclePriceBudget: { inputMode: 'numeric', maxLength: 12 },
  tradeInYear: { inputMode: 'numeric', maxLength: 4 },
  tradeInMake: { maxLength: 60 },
  tradeInModel: { maxLength: 60 },
  tradeInKm: { inputMode: 'numeric', maxLength: 9 },
  position: { maxLength: 120 },
}

const REQUIRED_OPTIONAL: Partial<Record<LeadFieldName, true>> = { rego: true, vehiclePriceBudget: true, tradeInYear: true, tradeInMake: true, tradeInModel: true, tradeInKm: true, optIn: true }

/**
 * One form engine for every lead form (spec §4 "Multi-step forms", §5, §8): fields and steps from the
 * form's definition, the same zod schema the server checks, errors inline and in a banner headed
 * "Please fix the following errors:", a step cannot be left with errors, submit disabled while sending,
 * server errors in a destructive banner. On success the details, car and form are remembered and the
 * shopper goes to /success.
 */
export function LeadForm({ setup, pageId, initialValues, onSubmitted }: { setup: LeadFormSetup; pageId?: string; initialValues?: Partial<Record<LeadFieldName, string>>; onSubmitted?: () => void }) {
  const { form, rules, car } = setup
  const steps = useMemo(() => leadFormSteps(form, rules), [form, rules])
  const schema = useMemo(() => leadFormSchema(form, rules), [form, rules])
  const router = useRouter()
  const baseId = useId()
  const bannerId = `${baseId}-banner`
  const [step, setStep] = useState(0)
  const [serverError, setServerError] = useState<string | null>(null)
  const [showBanner, setShowBanner] = useState(false)
  const isLast = step === steps.length - 1

  const { register, handleSubmit, trigger, control, reset, setError, getValues, formState } = useForm<Values>({
    // One schema per form, built at run time: its static type is wider than these values.
    resolver: zodResolver(schema) as unknown as Resolver<Values>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
    defaultValues: { optIn: false, ...initialValues },
  })

  const chosenLocation = useWatch({ control, name: 'location' }) as number | string | undefined

  // Prefill from the details remembered by an earlier form (only stored when name, email and phone were all given).
  useEffect(() => {
    const stored = storedUserDetails()
    if (stored) reset({ ...getValues(), firstName: stored.name, lastName: stored.last_name ?? '', email: stored.email, phone: stored.phone, postcode: stored.postcode ?? '' })
  }, [reset, getValues])

  const stepFields = steps[step]!.fields
  const errors = formState.errors
  const listed = steps.flatMap((s) => s.fields).filter((field) => errors[field]?.message)

  // The server's proof of the fill time, asked for when the shopper starts filling the form.
  const formToken = useFormToken()

  const focusBanner = () => requestAnimationFrame(() => document.getElementById(bannerId)?.focus())

  const next = async () => {
    if (await trigger(stepFields, { shouldFocus: false })) {
      setShowBanner(false)
      setStep(step + 1)
      requestAnimationFrame(() => document.getElementById(`${baseId}-step`)?.focus())
    } else {
      setShowBanner(true)
      focusBanner()
    }
  }

  const submit = handleSubmit(
    async (answers) => {
      setServerError(null)
      setShowBanner(false)
      const context = {
        carId: car?.slug,
        locationId: setup.presetLocation ? String(setup.presetLocation.id) : undefined,
        pageUrl: window.location.href,
        pageId,
        website: (document.getElementById(`${baseId}-website`) as HTMLInputElement | null)?.value || undefined,
        ...visitContext(),
      }
      const send = async (token: string | undefined) => {
        const response = await fetch('/api/enquiries', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ form, answers, context: { ...context, formToken: token } }) }).catch(() => null)
        const body = (await response?.json().catch(() => null)) as ({ lead_id?: number } & Partial<ServerError>) | null
        return { response, body }
      }
      // With the form token; once more with a fresh one when it was refused (a tab left open overnight).
      // The shopper's answers stay in the form whatever the answer.
      const sent = await sendWithFormToken(formToken, send)
      if ('retryMessage' in sent) {
        setServerError(sent.retryMessage)
        focusBanner()
        return
      }
      const { response, body } = sent
      if (!response?.ok || !body?.lead_id) {
        for (const { field, message } of body?.errors ?? []) setError(field, { type: 'server', message })
        const firstStep = steps.findIndex((s) => s.fields.some((f) => body?.errors?.some((e) => e.field === f)))
        if (firstStep >= 0) setStep(firstStep)
        setServerError(body?.message || (response ? DEFAULT_TEXTS.formSubmitError : DEFAULT_TEXTS.unexpectedError))
        focusBanner()
        return
      }
      const values = answers as Record<string, string | undefined>
      rememberUserDetails(values)
      rememberEnquiry(car ? { slug: car.slug, name: car.name, imageUrl: car.imageUrl } : null, { form, leadId: body.lead_id })
      trackEvent(leadEventFor(form, car?.carType), {
        formName: setup.copy.heading,
        car: car ? { id: car.id, make: car.make, model: car.model, year: car.year, car_type: car.carType, price: car.price } : undefined,
      })
      onSubmitted?.()
      router.push('/success')
    },
    () => {
      setShowBanner(true)
      focusBanner()
    },
  )

  const fieldProps = (field: LeadFieldName) => ({ id: `${baseId}-${field}`, 'aria-invalid': errors[field] ? true : undefined, 'aria-describedby': errors[field] ? `${baseId}-${field}-error` : undefined })

  return (
    <form className="lead-form" noValidate onFocus={formToken.start} onInput={formToken.start} onSubmit={isLast ? submit : (event) => (event.preventDefault(), void next())} aria-labelledby={`${baseId}-step`}>
      {serverError ? (
        <div id={bannerId} tabIndex={-1} className="lead-form__banner lead-form__banner--destructive" role="alert">
          <p>{serverError}</p>
        </div>
      ) : showBanner && listed.length ? (
        <div id={bannerId} tabIndex={-1} className="lead-form__banner" role="alert">
          <p className="lead-form__banner-heading">{DEFAULT_TEXTS.formErrorsHeading}</p>
          <ul>
            {listed.map((field) => (
              <li key={field}>
                <a href={`#${baseId}-${field}`}>{String(errors[field]?.message)}</a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {steps.length > 1 ? (
        <p className="lead-form__step" id={`${baseId}-step`} tabIndex={-1}>
          Step {step + 1} of {steps.length}: {steps[step]!.title}
        </p>
      ) : (
        <span id={`${baseId}-step`} className="visually-hidden">
          {setup.copy.heading}
        </span>
      )}

      <div className="lead-form__fields">
        {stepFields.map((field) => (
          <Field key={field} field={field} setup={setup} register={register} errors={errors} props={fieldProps(field)} baseId={baseId}>
            {field === 'appointmentAt' ? (
              <Controller
                control={control}
                name="appointmentAt"
                render={({ field: slot }) => (
                  <TestDriveSlotPicker
                    id={`${baseId}-appointmentAt`}
                    locationId={chosenLocation || setup.presetLocation?.id || null}
                    value={typeof slot.value === 'string' ? slot.value : ''}
                    onChange={slot.onChange}
                    invalid={Boolean(errors.appointmentAt)}
                    describedBy={errors.appointmentAt ? `${baseId}-appointmentAt-error` : undefined}
                  />
                )}
              />
            ) : null}
          </Field>
        ))}
      </div>

      {/* A field people never see or reach: scripts that fill every input give themselves away. */}
      <div className="lead-form__trap" aria-hidden="true">
        <label htmlFor={`${baseId}-website`}>Leave this empty</label>
        <input id={`${baseId}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>

      {setup.copy.consentText && isLast ? <p className="lead-form__consent">{setup.copy.consentText}</p> : null}

      <div className="lead-form__actions">
        {step > 0 ? (
          <button type="button" className="button button--secondary" onClick={() => setStep(step - 1)}>
            Back
          </button>
        ) : null}
        <button type="submit" className="button button--primary" disabled={formState.isSubmitting} aria-busy={formState.isSubmitting || undefined}>
          {isLast ? (formState.isSubmitting ? 'Sending…' : setup.copy.submitLabel) : 'Next'}
        </button>
      </div>
    </form>
  )
}

function Field({ field, setup, register, errors, props, baseId, children }: { field: LeadFieldName; setup: LeadFormSetup; register: UseFormRegister<Values>; errors: FieldErrors<Values>; props: Record<string, unknown>; baseId: string; children?: React.ReactNode }) {
  const label = LEAD_FIELD_LABELS[field]
  const error = errors[field]?.message ? <p className="lead-form__error" id={`${baseId}-${field}-error`}>{String(errors[field]?.message)}</p> : null
  const optionalMark = REQUIRED_OPTIONAL[field] || (field === 'message' && (setup.rules.commentsOptional || LEAD_FORMS[setup.form].messageOptional)) ? <span className="lead-form__optional"> (optional)</span> : null

  if (field === 'optIn' || field === 'terms') {
    return (
      <div className="lead-form__field lead-form__field--check">
        <input type="checkbox" {...register(field)} {...props} />
        <label htmlFor={props.id as string}>
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

  let control: React.ReactNode = children
  if (!control) {
    if (field === 'message') control = <textarea rows={4} maxLength={5000} {...register(field)} {...props} />
    else if (field === 'category' || field === 'location' || field === 'dealership') {
      const options = field === 'category' ? CONTACT_CATEGORIES.map((c) => ({ value: c, label: c })) : (field === 'location' ? setup.locationChoices : setup.dealershipChoices).map((c) => ({ value: String(c.id), label: c.name }))
      control = (
        <select defaultValue="" {...register(field)} {...props}>
          <option value="" disabled>
            Choose a {label.toLowerCase()}
          </option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )
    } else {
      const input = INPUTS[field] ?? {}
      control = (
        <span className={field === 'vehiclePriceBudget' ? 'lead-form__money' : undefined}>
          <input type={input.type ?? 'text'} autoComplete={input.autoComplete} inputMode={input.inputMode} maxLength={input.maxLength} {...register(field)} {...props} />
        </span>
      )
    }
  }

  return (
    <div className={`lead-form__field lead-form__field--${field}`}>
      <label htmlFor={props.id as string}>
        {label}
        {optionalMark}
      </label>
      {control}
      {error}
    </div>
  )
}
