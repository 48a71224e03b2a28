'use client'

import Link from 'next/link'
import { useState } from 'react'

import { describedBy, StepField } from '@/components/step-flow/StepFields'
import { FINANCE_CALCULATOR_DEFAULTS, loanTermText } from '@/domain/finance'
import { quoteLender, type LenderProduct, type LenderRefusal } from '@/domain/finance-lenders'
import { CREDIT_BAND_LABELS } from '@/domain/finance-pre-approval'
import type { CreditScoreBand } from '@/domain/finance-quote'
import { formatMoney, parseMoneyInput } from '@/domain/money'

export interface InstantPriceProps {
  /** The site's preferred lender: its rates and fees price the figure. */
  lender: LenderProduct
  amountLimits: { min: number; max: number; help: string }
  termOptions: number[]
  defaultTermYears: number
  /** From vehiclePriceBudget or the car's price; else the spec's default amount. */
  initialAmount: number | null
  /** The car the link named: pre-approval goes on with it (its price is the loan's). */
  carSlug: string | null
  comparisonNote: string
  /** The heading this calculator sits under (its fields are labelled by it). */
  headingId: string
}

const REFUSALS: Record<LenderRefusal, string> = {
  band: 'Our lender does not quote online for this credit history. Get pre-approved and our finance team will find a lender that fits.',
  age: 'Our lender does not quote online for this car. Our finance team can help.',
  term: 'Our lender does not lend over this term. Choose a shorter one.',
  'nothing-to-finance': 'Enter the amount you want to borrow.',
}

/**
 * The instant price (issue 21): amount, term and credit history give the weekly repayment and rate
 * straight away, worked out in the browser with the same lender maths as the pre-approval.
 */
export function InstantPrice({ lender, amountLimits, termOptions, defaultTermYears, initialAmount, carSlug, comparisonNote, headingId }: InstantPriceProps) {
  const [amountText, setAmountText] = useState(String(initialAmount ?? FINANCE_CALCULATOR_DEFAULTS.purchasePrice))
  const [termYears, setTermYears] = useState(defaultTermYears)
  const [band, setBand] = useState<CreditScoreBand>('GOOD')
  const amount = parseMoneyInput(amountText)
  const amountError = amount === null || amount < amountLimits.min || amount > amountLimits.max ? amountLimits.help : undefined
  const answer =
    amount === null || amountError
      ? null
      : quoteLender(lender, { priceDollars: amount, depositDollars: 0, termYears, balloonDollars: 0, creditBand: band, carAgeYears: 0 })
  const quote = answer && 'quote' in answer ? answer.quote : null
  const preApprovalQuery: Record<string, string> | null = carSlug
    ? { car_id: carSlug }
    : amount !== null && !amountError
      ? { vehiclePriceBudget: String(Math.round(amount)) }
      : null
  const preApproval = `/finance-pre-approval${preApprovalQuery ? `?${new URLSearchParams(preApprovalQuery)}` : ''}`
  return (
    <div className="finance-instant" role="group" aria-labelledby={headingId}>
      <div className="step-flow-fields">
        <StepField id="instant-price-amount" label="Amount to borrow" error={amountError}>
          <input
            {...describedBy('instant-price-amount', amountError)}
            inputMode="decimal"
            autoComplete="off"
            maxLength={20}
            value={amountText}
            onChange={(event) => setAmountText(event.target.value)}
          />
        </StepField>
        <StepField id="instant-price-term" label="Loan term">
          <select id="instant-price-term" value={String(termYears)} onChange={(event) => setTermYears(Number(event.target.value))}>
            {termOptions.map((years) => (
              <option key={years} value={String(years)}>
                {loanTermText(years)}
              </option>
            ))}
          </select>
        </StepField>
        <StepField id="instant-price-band" label="Your credit history">
          <select id="instant-price-band" value={band} onChange={(event) => setBand(event.target.value as CreditScoreBand)}>
            {(Object.keys(CREDIT_BAND_LABELS) as CreditScoreBand[]).map((option) => (
              <option key={option} value={option}>
                {CREDIT_BAND_LABELS[option]}
              </option>
            ))}
          </select>
        </StepField>
      </div>
      <div className="finance-instant__result" aria-live="polite">
        {quote ? (
          <>
            <p className="finance-instant__figure">
              {formatMoney(quote.paymentWeek)} <span>a week</span>
            </p>
            <p>
              {quote.interestRate.toFixed(2)}% p.a., comparison rate {quote.comparisonRate.toFixed(2)}% p.a.*, with {quote.lenderName}, fees included.
            </p>
          </>
        ) : (
          <p>{answer && 'refused' in answer ? REFUSALS[answer.refused] : 'Enter an amount to see your weekly repayment.'}</p>
        )}
      </div>
      <p>
        <Link className="button" href={preApproval}>
          Get pre-approved
        </Link>
      </p>
      <p className="finance-notes">* {comparisonNote}</p>
    </div>
  )
}
