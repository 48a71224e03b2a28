'use client'

import Link from 'next/link'
import { usePathname, useRouter } from 'next/navigation'
import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type FormEvent } from 'react'

import { StepActions, StepMessage } from '@/components/step-flow/StepActions'
import { useStepMutation } from '@/components/step-flow/use-step-mutation'
import { useStepNavigation } from '@/components/step-flow/use-step-navigation'
import { ContactInputs, describedBy, StepChoices, StepField } from '@/components/step-flow/StepFields'
import { LEAD_FIELD_LABELS } from '@/domain/lead-form-fields'
import { TRADE_IN_STEP_TITLES, TRADE_IN_STEPS, type TradeInStep } from '@/domain/trade-in'
import type { TradeInQuestion } from '@/domain/trade-in-valuation'
import { trackEventLater } from '@/features/analytics/client'
import { recordStep } from '@/features/insights/client'
import { rememberUserDetails, useContactPrefill, visitContext } from '@/features/leads/client'

import {
  openTradeInStep,
  parseTradeIn,
  rememberTradeInValuation,
  subscribeTradeIn,
  tradeInSnapshot,
  writeTradeIn,
  type StoredTradeIn,
} from './trade-in-progress'

// The make, model and badge lists (and react-query, which fetches them) load only when the shopper
// picks the car from lists: from the moment they point at or focus that choice.
const loadCarPicker = () => import('./TradeInCarPicker.client')
const TradeInCarPicker = lazy(() => loadCarPicker().then((module) => ({ default: module.TradeInCarPicker })))
const warmCarPicker = () => void loadCarPicker().catch(() => undefined)

export interface TradeInStepsProps {
  step: Exclude<TradeInStep, 'offer'>
  carSlug: string | null
  questions: readonly TradeInQuestion[]
  states: readonly string[]
  years: readonly number[]
  locationChoices: Array<{ id: number; name: string }>
  prefill: Record<string, string | undefined> | null
}

type StepOk = {
  car?: { year: number; make: string; model: string; badge: string | null }
  token?: string
  reference?: string
  carName?: string
  offer?: { lowDollars: number; highDollars: number; validUntil: string } | null
}
type StepProblem = { step?: TradeInStep; errors?: { field: string; message: string }[]; unknownPlate?: boolean }

const NEXT: Record<TradeInStepsProps['step'], TradeInStep> = { car: 'condition', condition: 'details', details: 'offer' }
const PREVIOUS: Record<TradeInStepsProps['step'], TradeInStep | null> = { car: null, condition: 'car', details: 'condition' }

/** Issue 20: identify the car, its condition and the shopper's details, each step its own URL; the answers live in this tab. */
export function TradeInSteps({ step, carSlug, questions, states, years, locationChoices, prefill: accountPrefill }: TradeInStepsProps) {
  const router = useRouter()
  const pathname = usePathname()
  const href = (to: TradeInStep, extra: Record<string, string> = {}) =>
    `${pathname}?${new URLSearchParams({ step: to, ...(carSlug ? { car_id: carSlug } : {}), ...extra })}`
  const progress = parseTradeIn(
    useSyncExternalStore(
      subscribeTradeIn,
      () => tradeInSnapshot(carSlug),
      () => null,
    ),
  )
  const [edited, setDraft] = useState<StoredTradeIn | null>(null)
  const draft = edited ?? progress ?? {}
  const prefill = useContactPrefill(accountPrefill)
  const [feedback, setFeedback] = useState<{ step: TradeInStep; errors: Record<string, string>; message: string | null } | null>(null)
  const errors = feedback?.step === step ? feedback.errors : {}
  const problem = feedback?.step === step ? feedback.message : null
  const ready = progress !== null
  const open = progress ? openTradeInStep(step, progress) : step
  const heading = useStepNavigation<TradeInStep>({ step, open, ready, replace: (to) => router.replace(href(to)) })
  // Insights (issue 44): the step the shopper sees, not one about to be replaced by an earlier one.
  useEffect(() => {
    if (ready && open === step) recordStep('trade-in', TRADE_IN_STEPS.indexOf(step) + 1, TRADE_IN_STEP_TITLES[step])
  }, [ready, open, step])

  const mode = draft.carMode ?? 'plate'
  const car = draft.car ?? {}
  const condition = draft.condition ?? {}
  const details = { ...(prefill ?? {}), ...(draft.details ?? {}) } as Record<string, unknown>
  const setCar = (change: Partial<NonNullable<StoredTradeIn['car']>>) => setDraft({ ...draft, car: { ...car, ...change } })
  const setMode = (carMode: 'plate' | 'pick') => setDraft({ ...draft, carMode })

  const mutation = useStepMutation<StepOk, StepProblem>('/api/trade-in')
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!progress) return
    const carAnswer =
      mode === 'plate'
        ? { plate: car.plate ?? '', state: car.state ?? '' }
        : { year: car.year ?? '', make: car.make ?? '', model: car.model ?? '', badge: car.badge || undefined }
    const answers = { car: carAnswer, condition: { km: condition.km ?? '', answers: condition.answers ?? {} }, details }
    const answer = await mutation.mutateAsync({ step, carId: carSlug ?? undefined, answers, context: await visitContext() })
    if (!answer.ok) {
      if (answer.body.step && answer.body.step !== step) return router.push(href(answer.body.step))
      setFeedback({
        step,
        errors: Object.fromEntries((answer.body.errors ?? []).map((error) => [error.field, error.message])),
        message: answer.body.message ?? 'Something went wrong. Please try again.',
      })
      if (answer.body.unknownPlate) setDraft({ ...draft, carMode: 'pick' })
      return
    }
    setFeedback(null)
    if (step === 'car') {
      const found = answer.body.car!
      writeTradeIn(carSlug, { ...progress, carMode: mode, car, carName: [found.year, found.make, found.model, found.badge].filter(Boolean).join(' ') })
    } else if (step === 'condition') writeTradeIn(carSlug, { ...progress, condition })
    else {
      writeTradeIn(carSlug, { ...progress, details })
      rememberUserDetails({
        firstName: details.firstName as string,
        lastName: details.lastName as string,
        email: details.email as string,
        phone: details.phone as string,
        postcode: details.postcode as string,
      })
      rememberTradeInValuation({
        reference: answer.body.reference!,
        token: answer.body.token!,
        carName: answer.body.carName ?? progress.carName ?? '',
        offer: answer.body.offer ?? null,
      })
      trackEventLater('generalEnquiry', { formName: 'Trade-in Valuation' })
      return router.push(href('offer', { valuation: answer.body.token! }))
    }
    setDraft(null)
    router.push(href(NEXT[step]))
  }

  const previous = PREVIOUS[step]
  return (
    <form className="step-flow-step" aria-labelledby="trade-in-step-title" noValidate onSubmit={submit} onFocus={mutation.warm} onPointerDown={mutation.warm}>
      <h2 className="step-flow-step__title" id="trade-in-step-title" ref={heading} tabIndex={-1}>
        {TRADE_IN_STEP_TITLES[step]}
      </h2>
      {step !== 'car' && progress?.carName ? (
        <p className="trade-in-car">
          {progress.carName} <Link href={href('car')}>Change</Link>
        </p>
      ) : null}
      <div className="step-flow-step__body step-flow-fields">
        {step === 'car' && mode === 'plate' ? (
          <>
            <StepField id="trade-in-plate" label="Registration plate" error={errors.plate} hint="As it appears on the car, e.g. ABC12D.">
              <input
                {...describedBy('trade-in-plate', errors.plate, true)}
                value={car.plate ?? ''}
                maxLength={12}
                autoCapitalize="characters"
                autoComplete="off"
                onChange={(event) => setCar({ plate: event.target.value })}
              />
            </StepField>
            <StepField id="trade-in-state" label="State registered in" error={errors.state}>
              <select {...describedBy('trade-in-state', errors.state)} value={car.state ?? ''} onChange={(event) => setCar({ state: event.target.value })}>
                <option value="">Choose a state</option>
                {states.map((state) => (
                  <option key={state}>{state}</option>
                ))}
              </select>
            </StepField>
            <p className="step-flow-step__note">
              <button type="button" className="link-button" onClick={() => setMode('pick')} onFocus={warmCarPicker} onPointerEnter={warmCarPicker}>
                I don&apos;t know the plate: choose my car from the lists
              </button>
            </p>
          </>
        ) : null}
        {step === 'car' && mode === 'pick' ? (
          <Suspense fallback={<p className="step-flow-step__note">Loading the lists of cars…</p>}>
            <TradeInCarPicker car={car} errors={errors} years={years} setCar={setCar} onPlateInstead={() => setMode('plate')} />
          </Suspense>
        ) : null}
        {step === 'condition' ? (
          <>
            <StepField id="trade-in-km" label="Kilometres on the odometer" error={errors.km}>
              <input
                {...describedBy('trade-in-km', errors.km)}
                inputMode="numeric"
                maxLength={9}
                value={condition.km ?? ''}
                onChange={(event) => setDraft({ ...draft, condition: { ...condition, km: event.target.value.replace(/[\s,]/g, '') } })}
              />
            </StepField>
            {questions.map((question) => (
              <StepChoices
                key={question.id}
                legend={question.label}
                hint={question.help}
                name={question.id}
                options={Object.fromEntries(question.options.map((option) => [option.value, option.label]))}
                value={condition.answers?.[question.id]}
                onChange={(value) => setDraft({ ...draft, condition: { ...condition, answers: { ...(condition.answers ?? {}), [question.id]: value } } })}
                error={errors[question.id]}
              />
            ))}
          </>
        ) : null}
        {step === 'details' ? (
          <>
            <ContactInputs
              idPrefix="trade-in"
              values={details}
              errors={errors}
              onChange={(name, value) => setDraft({ ...draft, details: { ...details, [name]: value } })}
            />
            {locationChoices.length > 1 ? (
              <StepField id="trade-in-location" label="Where would you like the car inspected?" error={errors.location}>
                <select
                  {...describedBy('trade-in-location', errors.location)}
                  value={String(details.location ?? '')}
                  onChange={(event) => setDraft({ ...draft, details: { ...details, location: event.target.value } })}
                >
                  <option value="">Choose a location</option>
                  {locationChoices.map((choice) => (
                    <option key={choice.id} value={choice.id}>
                      {choice.name}
                    </option>
                  ))}
                </select>
              </StepField>
            ) : null}
            <label className="step-flow-check">
              <input
                type="checkbox"
                checked={details.optIn === true}
                onChange={(event) => setDraft({ ...draft, details: { ...details, optIn: event.target.checked } })}
              />
              {LEAD_FIELD_LABELS.optIn}
            </label>
            <label className="step-flow-check">
              <input
                type="checkbox"
                checked={details.terms === true}
                aria-invalid={errors.terms ? true : undefined}
                aria-describedby={errors.terms ? 'trade-in-terms-error' : undefined}
                onChange={(event) => setDraft({ ...draft, details: { ...details, terms: event.target.checked } })}
              />
              {LEAD_FIELD_LABELS.terms}
            </label>
            {errors.terms ? (
              <p className="step-flow-field__error" id="trade-in-terms-error">
                {errors.terms}
              </p>
            ) : null}
          </>
        ) : null}
      </div>
      <StepMessage errors={Object.values(errors)}>{problem}</StepMessage>
      <StepActions
        backHref={previous ? href(previous) : null}
        submitLabel={step === 'details' ? 'Get my offer' : 'Continue'}
        busy={mutation.isPending}
        disabled={!progress}
      />
    </form>
  )
}
