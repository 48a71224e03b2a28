'use client'

import { usePathname, useRouter } from 'next/navigation'
import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react'

import { StepActions, StepMessage } from '@/components/step-flow/StepActions'
import { useStepMutation } from '@/components/step-flow/use-step-mutation'
import { useStepNavigation } from '@/components/step-flow/use-step-navigation'
import { trackEventLater } from '@/features/analytics/client'
import { recordStep } from '@/features/insights/client'
import { rememberUserDetails, useContactPrefill, visitContext } from '@/features/leads/client'

import { settleMoneyText } from '@/domain/money'
import { POSTED_PRE_APPROVAL_STEPS as POSTED_STEPS, type PostedPreApprovalStep, type PreApprovalStep } from '@/domain/finance-application'
import type { PreApprovalPageData } from '../finance-pages'
import { AboutYouFields, CreditFields, DetailsFields, IncomeFields, LoanFields } from './PreApprovalFields'
import {
  openPreApprovalStep,
  parsePreApproval,
  preApprovalSnapshot,
  STEP_ANSWER,
  subscribePreApproval,
  writePreApproval,
  type StoredPreApproval,
} from './pre-approval-progress'

export interface PreApprovalStepsProps extends Pick<
  PreApprovalPageData,
  | 'limits'
  | 'loanPrefill'
  | 'defaultTermYears'
  | 'creditCheckConsent'
  | 'retentionDays'
  | 'locationChoices'
  | 'dealershipChoices'
  | 'preferredDealership'
  | 'prefill'
> {
  step: PostedPreApprovalStep
  /** The step's heading (the server holds the titles with the request schema). */
  title: string
  /** The listed car being financed; its price is the loan's. */
  carSlug: string | null
  /** The lender the shopper chose on personalised finance, kept in every step's address. */
  lenderId: string | null
}

type StepOk = { ok?: true; reference?: string; token?: string; outcome?: string }
type StepProblem = { step?: PostedPreApprovalStep; errors?: { field: string; message: string }[] }
type Feedback = { step: PreApprovalStep; errors: Record<string, string>; message: string | null }

const DEFAULT_PERIOD = { amount: '', frequency: 'monthly' }

/** Issue 21: the pre-approval's five questions, each step its own URL; the accepted answers live in this tab. */
export function PreApprovalSteps({
  step,
  title,
  carSlug,
  lenderId,
  limits,
  loanPrefill,
  defaultTermYears,
  creditCheckConsent,
  retentionDays,
  locationChoices,
  dealershipChoices,
  preferredDealership,
  prefill: accountPrefill,
}: PreApprovalStepsProps) {
  const router = useRouter()
  const pathname = usePathname()
  const href = (to: PreApprovalStep, extra: Record<string, string> = {}) =>
    `${pathname}?${new URLSearchParams({ step: to, ...(carSlug ? { car_id: carSlug } : {}), ...(lenderId ? { lender: lenderId } : {}), ...extra })}`
  const progress = parsePreApproval(
    useSyncExternalStore(
      subscribePreApproval,
      () => preApprovalSnapshot(carSlug),
      () => null,
    ),
  )
  const [edited, setDraft] = useState<StoredPreApproval | null>(null)
  const draft = edited ?? progress ?? {}
  const prefill = useContactPrefill(accountPrefill)
  const [feedback, setFeedback] = useState<Feedback | null>(null)
  const errors = feedback?.step === step ? feedback.errors : {}
  const problem = feedback?.step === step ? feedback.message : null
  const form = useRef<HTMLFormElement>(null)
  const ready = progress !== null
  const open = progress ? openPreApprovalStep(step, progress) : step
  const heading = useStepNavigation<PreApprovalStep>({ step, open, ready, replace: (to) => router.replace(href(to)) })
  // Insights (issue 44): the step the shopper sees, not one about to be replaced by an earlier one.
  useEffect(() => {
    if (ready && open === step) recordStep('finance', POSTED_STEPS.indexOf(step) + 1, title)
  }, [ready, open, step, title])
  // The server named what is wrong: the first such field gets focus, its message read with it.
  useEffect(() => {
    if (feedback?.step === step && Object.keys(feedback.errors).length)
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"] input, [aria-invalid="true"]:not(fieldset)')?.focus()
  }, [feedback, step])

  // What the link filled in (vehiclePriceBudget, personalised finance's loan) wins over an older answer in this tab.
  const loan = { amount: '', deposit: '', balloon: '', termYears: String(defaultTermYears), ...progress?.loan, ...loanPrefill, ...edited?.loan }
  // A negative amount is 0 (spec §5): sent, kept and shown as 0 even when Enter submits before the box is left.
  const settledLoan = {
    ...loan,
    amount: settleMoneyText(loan.amount ?? ''),
    deposit: settleMoneyText(loan.deposit ?? ''),
    balloon: settleMoneyText(loan.balloon ?? ''),
  }
  const aboutYou = { dependants: '0', ...draft.aboutYou }
  const income = { netIncome: DEFAULT_PERIOD, livingExpenses: DEFAULT_PERIOD, otherRepayments: DEFAULT_PERIOD, ...draft.income }
  const credit = { ...draft.credit }
  const details: Record<string, unknown> = { ...(prefill ?? {}), ...(preferredDealership ? { dealership: String(preferredDealership) } : {}), ...draft.details }
  const answerOf: Record<PostedPreApprovalStep, object> = { loan: settledLoan, 'about-you': aboutYou, income, credit, details }
  const change = <K extends keyof StoredPreApproval>(key: K, value: StoredPreApproval[K]) => setDraft({ ...draft, loan, [key]: value })

  const mutation = useStepMutation<StepOk, StepProblem>('/api/finance/pre-approval')
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!progress) return
    if (step === 'loan') change('loan', settledLoan)
    const answers = {
      loan: {
        ...(carSlug ? {} : { amount: settledLoan.amount }),
        deposit: settledLoan.deposit,
        termYears: settledLoan.termYears,
        balloon: settledLoan.balloon,
      },
      aboutYou,
      income,
      credit,
      details: { ...details, contactConsent: details.contactConsent === true, creditCheckConsent: details.creditCheckConsent === true },
    }
    const answer = await mutation.mutateAsync({ step, carId: carSlug ?? undefined, lender: lenderId ?? undefined, answers, context: await visitContext() })
    if (!answer.ok) {
      const wrongStep = answer.body.step ?? step
      setFeedback({
        step: wrongStep,
        errors: Object.fromEntries((answer.body.errors ?? []).map((error) => [error.field, error.message])),
        message: answer.body.message ?? 'Something went wrong. Please try again.',
      })
      if (wrongStep !== step) router.push(href(wrongStep))
      return
    }
    setFeedback(null)
    writePreApproval(carSlug, { ...progress, [STEP_ANSWER[step]]: answerOf[step] })
    setDraft(null)
    if (step !== 'details') return router.push(href(POSTED_STEPS[POSTED_STEPS.indexOf(step) + 1]!))
    rememberUserDetails({
      firstName: details.firstName as string,
      lastName: details.lastName as string,
      email: details.email as string,
      phone: details.phone as string,
      postcode: details.postcode as string,
    })
    trackEventLater('generalEnquiry', { formName: 'Finance Pre-approval' })
    router.push(href('answer', { application: answer.body.token! }))
  }

  const previous = POSTED_STEPS[POSTED_STEPS.indexOf(step) - 1]
  return (
    <form
      ref={form}
      className="step-flow-step"
      aria-labelledby="finance-step-title"
      noValidate
      onSubmit={submit}
      onFocus={mutation.warm}
      onPointerDown={mutation.warm}
    >
      <h2 className="step-flow-step__title" id="finance-step-title" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <div className="step-flow-step__body step-flow-fields">
        {step === 'loan' ? (
          <LoanFields loan={loan} withCar={carSlug !== null} limits={limits} errors={errors} onChange={(value) => change('loan', { ...loan, ...value })} />
        ) : null}
        {step === 'about-you' ? (
          <AboutYouFields aboutYou={aboutYou} errors={errors} onChange={(value) => change('aboutYou', { ...aboutYou, ...value })} />
        ) : null}
        {step === 'income' ? <IncomeFields income={income} errors={errors} onChange={(name, value) => change('income', { ...income, [name]: value })} /> : null}
        {step === 'credit' ? (
          <CreditFields creditBand={credit.creditBand} error={errors.creditBand} onChange={(creditBand) => change('credit', { creditBand })} />
        ) : null}
        {step === 'details' ? (
          <DetailsFields
            details={details}
            errors={errors}
            locationChoices={locationChoices}
            dealershipChoices={dealershipChoices}
            creditCheckConsent={creditCheckConsent}
            retentionDays={retentionDays}
            onChange={(name, value) => change('details', { ...details, [name]: value })}
          />
        ) : null}
      </div>
      <StepMessage errors={Object.values(errors)}>{problem}</StepMessage>
      <StepActions
        backHref={previous ? href(previous) : null}
        submitLabel={step === 'details' ? 'Get my answer' : 'Continue'}
        busy={mutation.isPending}
        disabled={!progress}
      />
    </form>
  )
}
