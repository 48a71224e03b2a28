'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useEffect, useState, useSyncExternalStore, type FormEvent } from 'react'

import {
  checkoutSteps,
  checkoutStepsDone,
  checkoutStepTitles,
  nextCheckoutStep,
  openCheckoutStep,
  previousCheckoutStep,
  takingStep,
  type CheckoutStep,
} from '@/domain/checkout-steps'
import { checkoutStepHref, type CheckoutPath } from '@/domain/reservation'

import { StepActions, StepMessage } from '@/components/step-flow/StepActions'
import { useStepMutation } from '@/components/step-flow/use-step-mutation'
import { useStepNavigation } from '@/components/step-flow/use-step-navigation'
import { leadEventFor, trackEventLater } from '@/features/analytics/client'
import { insightsAttributionLater, recordStep } from '@/features/insights/client'
import { rememberUserDetails, useContactPrefill } from '@/features/leads/client'

import { checkoutSnapshot, parseCheckout, subscribeCheckout, writeCheckout, type StoredCheckout } from './checkout-progress'
import { CheckoutStepFields, type CheckoutStepContext } from './CheckoutStepFields.client'

export interface CheckoutStepsProps extends Omit<CheckoutStepContext, 'draft' | 'errors' | 'setDraft'> {
  checkoutPath: CheckoutPath
  step: CheckoutStep
  similarHref: string
}

type CheckoutOk = { reference?: string; token?: string; confirmationHref?: string; next?: { kind: 'pay-at-dealership' } | { kind: 'redirect'; url: string } }
type CheckoutProblem = { step?: CheckoutStep; errors?: { field: string; message: string }[] }

/** Which answer a step asks for (the car step only needs to be seen). */
const ANSWER_OF_STEP: Partial<Record<CheckoutStep, 'details' | 'tradeIn' | 'balance' | 'pickup'>> = {
  details: 'details',
  'trade-in': 'tradeIn',
  balance: 'balance',
  pickup: 'pickup',
}

/** Issue 19: the checkout's steps, each its own URL; the answers live in this tab until the car is reserved or bought. */
export function CheckoutSteps({ journey, checkoutPath, step, similarHref, ...context }: CheckoutStepsProps) {
  const router = useRouter()
  const place = { journey, carSlug: context.car.slug, checkoutPath }
  // `progress`: answers the server accepted (kept in the tab; null until read after hydration); `draft`: what the shopper is typing now.
  const progress = parseCheckout(
    useSyncExternalStore(
      subscribeCheckout,
      () => checkoutSnapshot(journey, context.car.slug),
      () => null,
    ),
  )
  const [edited, setDraft] = useState<StoredCheckout | null>(null)
  const draft = edited ?? progress ?? {}
  // Signed out: the details an earlier lead form remembered in this browser (spec §3 "Stored browser data").
  const prefill = useContactPrefill(context.prefill)
  // What the server said about a step, shown only on that step.
  const [feedback, setFeedback] = useState<{
    step: CheckoutStep
    errors: Record<string, string>
    problem: { message: string; refused: boolean } | null
  } | null>(null)
  const errors = feedback?.step === step ? feedback.errors : {}
  const problem = feedback?.step === step ? feedback.problem : null
  // Refused (409): the car went to someone else, so no step of this checkout can go on.
  const carTaken = feedback?.problem?.refused === true
  const ready = progress !== null
  const open = progress ? openCheckoutStep(step, checkoutStepsDone(progress, journey), journey) : step
  const heading = useStepNavigation<CheckoutStep>({ step, open, ready, replace: (to) => router.replace(checkoutStepHref(place, to)) })
  // Insights (issue 44): the step the shopper sees, not one about to be replaced by an earlier one.
  useEffect(() => {
    if (ready && open === step) recordStep('checkout', checkoutSteps(journey).indexOf(step) + 1, checkoutStepTitles(journey)[step])
  }, [ready, open, step, journey])

  const save = (next: StoredCheckout) => writeCheckout(journey, context.car.slug, next)

  const mutation = useStepMutation<CheckoutOk, CheckoutProblem>('/api/checkout')
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!progress) return
    const answers = {
      details: draft.details ?? prefill ?? {},
      tradeIn: draft.tradeIn ?? { hasTradeIn: false },
      balance: draft.balance,
      pickup: draft.pickup,
      contract: draft.contract,
    }
    const answer = await mutation.mutateAsync({ car: context.car.slug, journey, step, answers, context: { attribution: await insightsAttributionLater() } })
    if (!answer.ok) {
      if (answer.status === 401) return router.push(`/sign-in?${new URLSearchParams({ type: 'checkout', redirect: checkoutStepHref(place, step) })}`)
      if (answer.body.step && answer.body.step !== step) return router.push(checkoutStepHref(place, answer.body.step))
      setFeedback({
        step,
        errors: Object.fromEntries((answer.body.errors ?? []).map((error) => [error.field, error.message])),
        problem: { message: answer.body.message ?? 'Something went wrong. Please try again.', refused: answer.status === 409 },
      })
      return
    }
    if (step === takingStep(journey) && answer.body.token) {
      // Kept for this tab: coming back to the now reserved car shows the way to this reservation.
      save({ ...progress, reservation: answer.body.token })
      const details = answers.details as Record<string, string | undefined>
      rememberUserDetails({ firstName: details.firstName, lastName: details.lastName, email: details.email, phone: details.phone, postcode: details.postcode })
      // A reservation or purchase is a lead: the spec's lead event (14 new, 15 used) and its ASC form submission.
      trackEventLater(leadEventFor(context.car.tracked, 'enquiry'), {
        car: context.car.tracked,
        formName: journey === 'buy-online' ? 'Buy Online' : 'Reserve Now',
      })
      const next = answer.body.next
      if (next?.kind === 'redirect') window.location.assign(next.url)
      else router.push(answer.body.confirmationHref ?? checkoutStepHref(place, 'confirmation', answer.body.token))
      return
    }
    const key = ANSWER_OF_STEP[step]
    save({ ...progress, carSeen: true, ...(key ? { [key]: answers[key] } : {}) })
    router.push(checkoutStepHref(place, nextCheckoutStep(step, journey)))
  }

  const previous = previousCheckoutStep(step, journey)
  return (
    <form className="step-flow-step" aria-labelledby="checkout-step-title" noValidate onSubmit={submit} onFocus={mutation.warm} onPointerDown={mutation.warm}>
      <h2 className="step-flow-step__title" id="checkout-step-title" ref={heading} tabIndex={-1}>
        {checkoutStepTitles(journey)[step]}
      </h2>
      <CheckoutStepFields journey={journey} step={step} draft={draft} setDraft={setDraft} errors={errors} {...context} prefill={prefill} />
      {problem?.refused ? (
        <div className="step-flow-step__message" role="alert">
          <p className="step-flow-step__problem step-flow-step__problem--refused">
            {problem.message} <Link href={similarHref}>Find Me Something Similar</Link>
          </p>
        </div>
      ) : (
        // Field errors listed under the form's heading (spec §5), or the server's one sentence.
        <StepMessage errors={Object.values(errors)}>{problem?.message}</StepMessage>
      )}
      <StepActions
        backHref={previous ? checkoutStepHref(place, previous) : null}
        submitLabel={
          step === 'contract'
            ? 'Buy this car'
            : step === 'deposit'
              ? context.payment === 'online'
                ? 'Reserve and pay deposit'
                : 'Reserve this car'
              : 'Continue'
        }
        busy={mutation.isPending}
        disabled={!progress || carTaken}
      />
    </form>
  )
}
