'use client'

import { keepPreviousData, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import Link from 'next/link'
import { useRef, useState } from 'react'

import { StepMessage } from '@/components/step-flow/StepActions'
import { describedBy, StepField } from '@/components/step-flow/StepFields'
import { loanTermText } from '@/domain/finance'
import { loanShapeErrors } from '@/domain/finance-application'
import type { LenderQuote } from '@/domain/finance-lenders'
import { CREDIT_BAND_LABELS } from '@/domain/finance-pre-approval'
import type { CreditScoreBand } from '@/domain/finance-quote'
import { formatMoney, parseMoneyInput } from '@/domain/money'

import type { LoanLimits, PersonalisedFinanceData } from '../finance-pages'

type Loan = PersonalisedFinanceData['start']
type Inputs = { deposit: string; termYears: string; balloon: string; creditBand: CreditScoreBand }

export interface LenderQuotesProps {
  carSlug: string
  priceDollars: number
  start: Loan
  limits: LoanLimits
  initialQuotes: LenderQuote[]
  comparisonNote: string
  fromService: boolean
}

/** Quiet time after the last keystroke before the quotes are asked for again. */
const DEBOUNCE_MS = 300
const percent = (rate: number) => `${rate.toFixed(2)}% p.a.`
const keyOf = (carSlug: string, loan: Loan) => ['lender-quotes', carSlug, loan.depositDollars, loan.termYears, loan.balloonDollars, loan.creditBand] as const

/** The loan the inputs describe, or what is wrong with them (the endpoint's own limits, said before asking). */
function readLoan(inputs: Inputs, price: number): { loan: Loan; errors: Record<string, string> } {
  const deposit = inputs.deposit.trim() === '' ? 0 : parseMoneyInput(inputs.deposit)
  const balloon = inputs.balloon.trim() === '' ? 0 : parseMoneyInput(inputs.balloon)
  const errors: Record<string, string> = {}
  if (deposit === null) errors.deposit = 'Enter an amount in dollars, or leave it empty.'
  if (balloon === null) errors.balloon = 'Enter an amount in dollars, or leave it empty.'
  if (deposit !== null && balloon !== null) Object.assign(errors, loanShapeErrors({ priceDollars: price, depositDollars: deposit, balloonDollars: balloon }))
  return { loan: { depositDollars: deposit ?? 0, termYears: Number(inputs.termYears), balloonDollars: balloon ?? 0, creditBand: inputs.creditBand }, errors }
}

type Quoted = { quotes: LenderQuote[]; fromService: boolean }

async function fetchQuotes(carSlug: string, loan: Loan, signal: AbortSignal): Promise<Quoted> {
  const params = new URLSearchParams({
    car_id: carSlug,
    deposit: String(loan.depositDollars),
    term: String(loan.termYears),
    balloon: String(loan.balloonDollars),
    band: loan.creditBand,
  })
  const response = await fetch(`/api/finance/lender-quotes?${params}`, { signal, credentials: 'same-origin' })
  const body = (await response.json().catch(() => ({}))) as Partial<Quoted> & { message?: string }
  if (!response.ok) throw new Error(body.message ?? 'We could not work out the quotes just now. Please try again.')
  return { quotes: body.quotes ?? [], fromService: body.fromService === true }
}

/** Personalised finance (issue 21): every lender's quote side by side, asked for again as the shopper changes the loan. */
export function LenderQuotes(props: LenderQuotesProps) {
  // The server's quotes seed the cache, so the first paint needs no request.
  const [client] = useState(() => {
    const seeded = new QueryClient({ defaultOptions: { queries: { staleTime: 5 * 60_000, retry: 1 } } })
    seeded.setQueryData<Quoted>(keyOf(props.carSlug, props.start), { quotes: props.initialQuotes, fromService: props.fromService })
    return seeded
  })
  return (
    <QueryClientProvider client={client}>
      <Quotes {...props} />
    </QueryClientProvider>
  )
}

function Quotes({ carSlug, priceDollars, start, limits, comparisonNote }: LenderQuotesProps) {
  const [inputs, setInputs] = useState<Inputs>({
    deposit: start.depositDollars ? String(start.depositDollars) : '',
    termYears: String(start.termYears),
    balloon: start.balloonDollars ? String(start.balloonDollars) : '',
    creditBand: start.creditBand,
  })
  const [asked, setAsked] = useState<Loan>(start)
  const timer = useRef<number | undefined>(undefined)
  const { errors } = readLoan(inputs, priceDollars)

  const update = (change: Partial<Inputs>, wait = DEBOUNCE_MS) => {
    const next = { ...inputs, ...change }
    setInputs(next)
    window.clearTimeout(timer.current)
    const read = readLoan(next, priceDollars)
    // Only a loan the endpoint would accept is asked for; the quotes shown stay the last good ones.
    if (!Object.keys(read.errors).length) timer.current = window.setTimeout(() => setAsked(read.loan), wait)
  }

  const query = useQuery({ queryKey: keyOf(carSlug, asked), queryFn: ({ signal }) => fetchQuotes(carSlug, asked, signal), placeholderData: keepPreviousData })
  const quotes = query.data?.quotes ?? []
  const cheapest = quotes.reduce<LenderQuote | null>((best, quote) => (!best || quote.paymentWeek < best.paymentWeek ? quote : best), null)
  const loanText = formatMoney(priceDollars - (quotes[0]?.deposit ?? asked.depositDollars))
  const summary = cheapest
    ? `${quotes.length} ${quotes.length === 1 ? 'lender' : 'lenders'} for a ${loanText} loan over ${loanTermText(cheapest.termYears)}. Lowest weekly repayment ${formatMoney(cheapest.paymentWeek)} with ${cheapest.lenderName}.`
    : 'None of our lenders would finance this car on these terms. Try a shorter term or a larger deposit, or get pre-approved and our finance team will help.'
  const applyHref = (quote: LenderQuote) =>
    `/finance-pre-approval?${new URLSearchParams({ car_id: carSlug, lender: quote.lenderId, deposit: String(quote.deposit), term: String(quote.termYears), balloon: String(quote.balloon) })}`

  return (
    <div className="finance-personalised__quotes">
      <div className="step-flow-fields finance-personalised__inputs">
        <StepField id="quotes-deposit" label="Deposit" error={errors.deposit} hint="Cash or a trade-in; leave empty for none.">
          <input
            {...describedBy('quotes-deposit', errors.deposit, true)}
            inputMode="decimal"
            autoComplete="off"
            maxLength={20}
            value={inputs.deposit}
            onChange={(event) => update({ deposit: event.target.value })}
          />
        </StepField>
        <StepField id="quotes-term" label="Loan term">
          <select id="quotes-term" value={inputs.termYears} onChange={(event) => update({ termYears: event.target.value }, 0)}>
            {limits.termOptions.map((years) => (
              <option key={years} value={String(years)}>
                {loanTermText(years)}
              </option>
            ))}
          </select>
        </StepField>
        <StepField id="quotes-balloon" label="Balloon payment" error={errors.balloon} hint="Paid at the end of the loan; leave empty for none.">
          <input
            {...describedBy('quotes-balloon', errors.balloon, true)}
            inputMode="decimal"
            autoComplete="off"
            maxLength={20}
            value={inputs.balloon}
            onChange={(event) => update({ balloon: event.target.value })}
          />
        </StepField>
        <StepField id="quotes-band" label="Your credit history">
          <select id="quotes-band" value={inputs.creditBand} onChange={(event) => update({ creditBand: event.target.value as CreditScoreBand }, 0)}>
            {(Object.keys(CREDIT_BAND_LABELS) as CreditScoreBand[]).map((band) => (
              <option key={band} value={band}>
                {CREDIT_BAND_LABELS[band]}
              </option>
            ))}
          </select>
        </StepField>
      </div>
      <p className="finance-personalised__summary" aria-live="polite">
        {summary}
      </p>
      <StepMessage>{query.isError ? query.error.message : null}</StepMessage>
      <ul className="finance-quotes" aria-label="Lender quotes" aria-busy={query.isFetching || undefined}>
        {quotes.map((quote) => (
          <li key={quote.lenderId} className="finance-quote">
            <h2>{quote.lenderName}</h2>
            <p className="finance-quote__weekly">
              {formatMoney(quote.paymentWeek)} <span>a week</span>
            </p>
            <dl className="step-flow-summary">
              <dt>Interest rate</dt>
              <dd>{percent(quote.interestRate)}</dd>
              <dt>Comparison rate*</dt>
              <dd>{percent(quote.comparisonRate)}</dd>
              <dt>Monthly repayment</dt>
              <dd>{formatMoney(quote.paymentMonth)}</dd>
              <dt>Total payable</dt>
              <dd>{formatMoney(quote.totalPayable)}</dd>
              <dt>Establishment fee</dt>
              <dd>{formatMoney(quote.establishmentFees)}</dd>
              <dt>Monthly fee</dt>
              <dd>{formatMoney(quote.monthlyFee)}</dd>
            </dl>
            <p className="finance-quote__disclaimer">{quote.disclaimer}</p>
            <Link className="button" href={applyHref(quote)}>
              Apply with this lender<span className="visually-hidden">: {quote.lenderName}</span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="finance-notes">
        <p>* {comparisonNote}</p>
        <p>
          {query.data?.fromService ? 'Quotes from our lenders’ quoting service' : 'Worked out from our lenders’ published rates and fees'}, for the loan above.
          They are indicative, not offers of credit.
        </p>
      </div>
    </div>
  )
}
