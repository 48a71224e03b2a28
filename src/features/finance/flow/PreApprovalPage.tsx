import Link from 'next/link'

import { optimisedImageAttributes } from '@/components/optimised-image'
import { PhoneLink } from '@/components/PhoneLink'
import { StepProgress } from '@/components/step-flow/StepProgress'
import { loanTermText } from '@/domain/finance'
import { formatMoney } from '@/domain/money'

import { PRE_APPROVAL_STEP_TITLES, PRE_APPROVAL_STEPS } from '@/domain/finance-application'
import { InsightsStep } from '@/features/insights/ui'
import type { PreApprovalAnswerView, PreApprovalPageData } from '../finance-pages'
import { FocusedHeading } from './FocusedHeading.client'
import { PreApprovalSteps } from './later'

const percent = (rate: number) => `${rate.toFixed(2)}% p.a.`

/** Where the answer link leads back to, and the garage line for a signed-in shopper. */
export interface AnswerPlace {
  signedIn: boolean
  garagePath: string
}

/** The indicative answer (spec §9 "Finance": the lender's disclaimer and the comparison-rate note go with every figure). */
function Answer({ answer, place }: { answer: PreApprovalAnswerView; place: AnswerPlace }) {
  const quoted = answer.weeklyRepaymentDollars !== null && answer.interestRate !== null
  return (
    <section className="step-flow-confirmation finance-answer" aria-labelledby="finance-answer-title">
      <InsightsStep flow="finance" step={PRE_APPROVAL_STEPS.indexOf('answer') + 1} label={PRE_APPROVAL_STEP_TITLES.answer} />
      <FocusedHeading id="finance-answer-title">{answer.heading}</FocusedHeading>
      {answer.kind === 'talk-to-finance-team' ? <p>{answer.reasonText}</p> : null}
      {answer.kind === 'larger-deposit' && answer.extraDepositDollars !== null ? (
        <p className="finance-answer__figure">About {formatMoney(answer.extraDepositDollars)} more deposit</p>
      ) : null}
      <dl className="step-flow-summary">
        {answer.kind === 'larger-deposit' && answer.upToDollars !== null ? (
          <>
            <dt>You could borrow up to</dt>
            <dd>{formatMoney(answer.upToDollars)}</dd>
          </>
        ) : null}
        <dt>Your loan</dt>
        <dd>
          {formatMoney(answer.loanDollars)} over {loanTermText(answer.termYears)}
        </dd>
        {quoted ? (
          <>
            <dt>
              Weekly repayment{answer.kind === 'larger-deposit' ? ' with the larger deposit' : ''}, {answer.lenderName}
            </dt>
            <dd>{formatMoney(answer.weeklyRepaymentDollars!)}</dd>
            <dt>Interest rate</dt>
            <dd>{percent(answer.interestRate!)}</dd>
            {answer.comparisonRate !== null ? (
              <>
                <dt>Comparison rate</dt>
                <dd>{percent(answer.comparisonRate)}</dd>
              </>
            ) : null}
          </>
        ) : null}
      </dl>
      <p>
        Application number <strong className="step-flow-confirmation__reference">{answer.reference}</strong>
      </p>
      <h3>What happens next</h3>
      <p>
        Our finance team will call you within one business day to talk through your answer and the lenders that suit you
        {answer.carName ? ` for the ${answer.carName}` : ''}.
      </p>
      {answer.dealer.phone ? (
        <p>
          Rather talk now? Call us on <PhoneLink phone={answer.dealer.phone} />.
        </p>
      ) : null}
      {place.signedIn ? (
        <p>
          This application is saved in <Link href={place.garagePath}>My garage</Link>.
        </p>
      ) : null}
      {answer.carSlug ? (
        <p>
          <Link href={`/cars/${answer.carSlug}`}>Back to the {answer.carName ?? 'car'}</Link>
        </p>
      ) : null}
      <div className="finance-notes">
        <p>{answer.texts.indicative}</p>
        {quoted ? <p>{answer.texts.comparisonNote}</p> : null}
        {answer.texts.lenderDisclaimer ? <p>{answer.texts.lenderDisclaimer}</p> : null}
      </div>
    </section>
  )
}

/**
 * Finance pre-approval (issue 21, spec §2 finance routes): the loan, about you, income and expenses,
 * credit history and details, each its own URL, then the indicative answer; the car being financed
 * (or what the answer means) beside it.
 */
export function PreApprovalPage({
  data,
  heading,
  lenderChosen,
  place,
}: {
  data: PreApprovalPageData
  heading: string
  lenderChosen: boolean
  place: AnswerPlace
}) {
  const { car } = data
  const step = data.step === 'answer' && !data.answer ? 'loan' : data.step
  return (
    <div className="step-flow finance-flow">
      {car ? (
        <p className="step-flow__back">
          <Link href={`/cars/${car.slug}`}>Back to the car</Link>
        </p>
      ) : null}
      <h1 className="step-flow__heading">{car ? `Finance the ${car.name}` : heading}</h1>
      <aside className="step-flow-car" aria-label={car ? 'The car you are financing' : 'About pre-approval'}>
        {car ? (
          <>
            {car.imageUrl ? (
              // eslint-disable-next-line @next/next/no-img-element -- optimisedImageAttributes: next/image's markup without its client component
              <img
                className="step-flow-car__image"
                {...optimisedImageAttributes(car.imageUrl, '(min-width: 900px) 20rem, 100vw', 75)}
                alt=""
                width={600}
                height={400}
              />
            ) : null}
            <p className="step-flow-car__name">{car.name}</p>
            <p className="step-flow-car__price">{formatMoney(car.priceDollars)}</p>
          </>
        ) : (
          <>
            <p className="step-flow-car__name">An answer in about five minutes</p>
            <p>
              Tell us about the loan, your work, income and expenses, and we work out an indicative answer on the spot. It does not affect your credit score.
            </p>
          </>
        )}
        {lenderChosen ? <p>Lender: {data.lender.name}</p> : null}
      </aside>
      <StepProgress steps={PRE_APPROVAL_STEPS} titles={PRE_APPROVAL_STEP_TITLES} current={step} label="Pre-approval steps" />
      <div className="step-flow__main">
        {data.carGone && step !== 'answer' ? (
          <p className="step-flow-step__note finance-flow__notice">The car you chose is no longer listed. You can still get pre-approved for an amount.</p>
        ) : null}
        {step === 'answer' ? (
          <Answer answer={data.answer!} place={place} />
        ) : (
          <PreApprovalSteps
            step={step}
            title={PRE_APPROVAL_STEP_TITLES[step]}
            carSlug={car?.slug ?? null}
            lenderId={lenderChosen ? data.lender.id : null}
            limits={data.limits}
            loanPrefill={data.loanPrefill}
            defaultTermYears={data.defaultTermYears}
            creditCheckConsent={data.creditCheckConsent}
            retentionDays={data.retentionDays}
            locationChoices={data.locationChoices}
            dealershipChoices={data.dealershipChoices}
            preferredDealership={data.preferredDealership}
            prefill={data.prefill}
          />
        )}
      </div>
    </div>
  )
}
