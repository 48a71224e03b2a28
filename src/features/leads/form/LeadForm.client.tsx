'use client'

import { useEffect, useId, useMemo, useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'

import type { LeadFormSetup } from '@/features/leads/form-setup'
import { leadFormSteps } from '@/domain/lead-form-catalogue'
import type { LeadFieldName } from '@/domain/lead-form-fields'
import { storedUserDetails } from '@/features/leads/shopper-storage'

import { LeadFormBanner } from './LeadFormBanner.client'
import { LeadFormField, type LeadFormValues } from './LeadFormField.client'
import { lazyLeadFormResolver } from './lazy-lead-form-resolver'
import { TestDriveSlotPicker } from './TestDriveSlotPicker.client'
import { useFormToken } from './use-form-token'
import { useLeadFormSubmission } from './use-lead-form-submission'

/**
 * One form engine for every lead form (spec §4 "Multi-step forms", §5, §8): fields and steps from the
 * form's definition, the same zod schema the server checks, errors inline and in a banner headed
 * "Please fix the following errors:", a step cannot be left with errors, submit disabled while sending,
 * server errors in a destructive banner. On success the details, car and form are remembered and the
 * shopper goes to /success.
 */
export function LeadForm({
  setup,
  pageId,
  initialValues,
  onSubmitted,
}: {
  setup: LeadFormSetup
  pageId?: string
  initialValues?: Partial<Record<LeadFieldName, string>>
  onSubmitted?: () => void
}) {
  const { form, rules } = setup
  const steps = useMemo(() => leadFormSteps(form, rules), [form, rules])
  const checks = useMemo(() => lazyLeadFormResolver<LeadFormValues>(form, rules), [form, rules])
  const baseId = useId()
  const bannerId = `${baseId}-banner`
  const [step, setStep] = useState(0)
  const [showBanner, setShowBanner] = useState(false)
  const isLast = step === steps.length - 1

  const { register, handleSubmit, trigger, control, reset, setError, getValues, formState } = useForm<LeadFormValues>({
    resolver: checks.resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
    defaultValues: { optIn: false, ...initialValues },
  })

  const chosenLocation = useWatch({ control, name: 'location' }) as number | string | undefined

  // Prefill from the details remembered by an earlier form (only stored when name, email and phone were all given).
  useEffect(() => {
    const stored = storedUserDetails()
    if (stored)
      reset({
        ...getValues(),
        firstName: stored.name,
        lastName: stored.last_name ?? '',
        email: stored.email,
        phone: stored.phone,
        postcode: stored.postcode ?? '',
      })
  }, [reset, getValues])

  const stepFields = steps[step]!.fields
  const errors = formState.errors
  const listed = steps.flatMap((s) => s.fields).filter((field) => errors[field]?.message)

  // The server's proof of the fill time, asked for when the shopper starts filling the form.
  const formToken = useFormToken()
  const startFilling = () => {
    formToken.start()
    checks.preload()
  }

  // Focus moves to the banner once it is on the page: the checks may still be loading when the shopper submits.
  const [bannerFocus, setBannerFocus] = useState(0)
  useEffect(() => {
    if (bannerFocus) document.getElementById(bannerId)?.focus()
  }, [bannerFocus, bannerId])
  const focusBanner = () => setBannerFocus((requests) => requests + 1)
  const { serverError, send } = useLeadFormSubmission({ setup, pageId, baseId, steps, formToken, setError, setStep, focusBanner, onSubmitted })

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
      setShowBanner(false)
      await send(answers)
    },
    () => {
      setShowBanner(true)
      focusBanner()
    },
  )

  return (
    <form
      className="lead-form"
      noValidate
      onFocus={startFilling}
      onInput={startFilling}
      onSubmit={isLast ? submit : (event) => (event.preventDefault(), void next())}
      aria-labelledby={`${baseId}-step`}
    >
      <LeadFormBanner id={bannerId} baseId={baseId} serverError={serverError} fields={showBanner ? listed : []} errors={errors} />

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
          <LeadFormField key={field} field={field} setup={setup} register={register} errors={errors} baseId={baseId}>
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
          </LeadFormField>
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
