'use client'

import { useId, useRef, useState } from 'react'

import { type TrackedCar, trackEvent } from '@/features/analytics/client'
import { calculateRepayment, frequencyLabel, REPAYMENT_FREQUENCIES, repaymentDisplay, type RepaymentFrequency } from '@/domain/finance'
import { applyFinanceCalculatorInput, checkPurchasePrice, type FinanceCalculatorBounds, type FinanceCalculatorNumberField, type FinanceCalculatorValues, type NumberRange } from '@/domain/finance-calculator'
import { formatMoney, MONEY_QUICK_PICKS } from '@/domain/money'
import { financeDisclaimer } from '@/domain/text-limits'
import { DEFAULT_TEXTS } from '@/domain/texts'

import { DraftNumberInput, MoneyInput, readDecimal } from './CalculatorFields.client'
import { CalculatorHeading, type HeadingLevel } from './CalculatorHeading'
import './calculators.css'

export interface FinanceCalculatorProps {
  /** Domain financeCalculatorBounds(...) for the site, dealer and provider. */
  bounds: FinanceCalculatorBounds
  /** Domain financeCalculatorDefaults(...): the car's price (or 30000), the site's rate, term and frequency. */
  start: FinanceCalculatorValues
  /** The lender's disclaimer; shown in full with Show Less, cut at 197 characters with Show More. */
  disclaimer?: string | null
  /** Where Request a Quote goes: '#finance-enquiry', '/finance?car_id=...#finance-form'. */
  requestQuoteHref?: string
  /** The car, for the finance calculator use event (26). */
  car?: TrackedCar
  /** The lender's establishment fee, added to the amount borrowed (spec §9); 0 when it gives none. */
  establishmentFee?: number
  /** Money quick picks: $5,000 to $70,000 by default (spec §5); one site uses MONEY_QUICK_PICKS_HIGH. */
  quickPicks?: readonly number[]
  /** 2 by default; 3 under a page's own "Calculators" heading. */
  headingLevel?: HeadingLevel
}

/** Loan amount slider step (spec §9); the purchase price has no step of its own in the bounds. */
const PRICE_SLIDER_STEP = 500
const MONEY_FIELDS = [
  ['purchasePrice', 'financePurchasePrice'],
  ['deposit', 'financeDeposit'],
  ['residual', 'financeResidual'],
] as const

const startValues = (start: FinanceCalculatorValues, bounds: FinanceCalculatorBounds) =>
  (['purchasePrice', 'deposit', 'residual', 'interestRate', 'termYears'] as const).reduce((values, field) => applyFinanceCalculatorInput(values, field, values[field], bounds), start)

const within = (value: number, range: NumberRange) => Math.min(range.max, Math.max(range.min, value))

/**
 * Finance calculator (spec §2, §4 "Finance calculator", §5 "Finance calculator inputs", §8, §9):
 * each amount as a slider and a box kept in step, the spec's bounds and clamping, the repayment from
 * the domain's amortisation ("Enquire for Finance" at $25 or less), event 26 on the first change only.
 */
export function FinanceCalculator({ bounds, start, disclaimer, requestQuoteHref = '/finance#finance-form', car, establishmentFee = 0, quickPicks = MONEY_QUICK_PICKS, headingLevel = 2 }: FinanceCalculatorProps) {
  const T = DEFAULT_TEXTS
  const id = useId()
  const [values, setValues] = useState(() => startValues(start, bounds))
  const [disclaimerExpanded, setDisclaimerExpanded] = useState(true)
  const used = useRef(false)

  const markUsed = () => {
    if (used.current) return
    used.current = true
    trackEvent('financeCalculatorUse', { car })
  }
  const change = (field: FinanceCalculatorNumberField, input: number) => {
    markUsed()
    setValues((current) => applyFinanceCalculatorInput(current, field, input, bounds))
  }
  const changeFrequency = (frequency: RepaymentFrequency) => {
    markUsed()
    setValues((current) => ({ ...current, frequency }))
  }

  const priceError = checkPurchasePrice(values.purchasePrice, bounds).error
  const shown = repaymentDisplay(calculateRepayment({ ...values, establishmentFee }), values.frequency)
  const terms = bounds.termYears.options
  const termIndex = Math.max(0, terms.indexOf(values.termYears))
  const cut = financeDisclaimer(disclaimer, disclaimerExpanded)

  return (
    <section className="calc calc--finance" id="finance-calculator" aria-labelledby={`${id}-title`}>
      <CalculatorHeading level={headingLevel} id={`${id}-title`}>
        {T.financeCalculatorTitle}
      </CalculatorHeading>
      <div className="calc__grid">
        {MONEY_FIELDS.map(([field, labelKey]) => {
          const range = field === 'purchasePrice' ? { ...bounds.purchasePrice, step: PRICE_SLIDER_STEP } : bounds[field]
          const help = field === 'purchasePrice' ? bounds.purchasePriceHelp : null
          return (
            <div className="calc__field" key={field}>
              <label id={`${id}-${field}-label`} htmlFor={`${id}-${field}`}>
                {T[labelKey]}
              </label>
              <MoneyInput
                id={`${id}-${field}`}
                className="calc__input"
                label={T[labelKey]}
                value={values[field]}
                onValue={(value) => change(field, value)}
                quickPicks={quickPicks}
                aria-invalid={field === 'purchasePrice' && priceError ? true : undefined}
                aria-describedby={help ? `${id}-${field}-help` : undefined}
              />
              <input
                className="calc__range"
                type="range"
                aria-labelledby={`${id}-${field}-label`}
                aria-valuetext={formatMoney(values[field])}
                min={range.min}
                max={range.max}
                step={range.step}
                value={within(values[field], range)}
                onChange={(event) => change(field, Number(event.target.value))}
              />
              {help ? (
                <p id={`${id}-${field}-help`} className={priceError ? 'calc__help calc__help--error' : 'calc__help'}>
                  {help}
                </p>
              ) : null}
            </div>
          )
        })}
        <div className="calc__field">
          <label id={`${id}-rate-label`} htmlFor={`${id}-rate`}>
            {T.financeInterestRate}
          </label>
          <DraftNumberInput
            id={`${id}-rate`}
            className="calc__input"
            type="number"
            inputMode="decimal"
            min={bounds.interestRate.min}
            max={bounds.interestRate.max}
            step={bounds.interestRate.step}
            disabled={bounds.interestRate.disabled}
            value={values.interestRate}
            format={String}
            parse={readDecimal}
            onValue={(value) => change('interestRate', value)}
          />
          <input
            className="calc__range"
            type="range"
            aria-labelledby={`${id}-rate-label`}
            aria-valuetext={`${values.interestRate}%`}
            min={bounds.interestRate.min}
            max={bounds.interestRate.max}
            step={bounds.interestRate.step}
            disabled={bounds.interestRate.disabled}
            value={within(values.interestRate, bounds.interestRate)}
            onChange={(event) => change('interestRate', Number(event.target.value))}
          />
        </div>
        <div className="calc__field">
          <label id={`${id}-term-label`} htmlFor={`${id}-term`}>
            {T.financeTerm}
          </label>
          <DraftNumberInput
            id={`${id}-term`}
            className="calc__input"
            type="number"
            inputMode="decimal"
            min={bounds.termYears.min}
            max={bounds.termYears.max}
            step={bounds.termYears.step}
            value={values.termYears}
            format={String}
            parse={readDecimal}
            onValue={(value) => change('termYears', value)}
          />
          {/* Over the offered terms, so a site's own year list (not evenly spaced) works the same way. */}
          <input
            className="calc__range"
            type="range"
            aria-labelledby={`${id}-term-label`}
            aria-valuetext={`${values.termYears} years`}
            min={0}
            max={Math.max(0, terms.length - 1)}
            step={1}
            value={termIndex}
            onChange={(event) => change('termYears', terms[Number(event.target.value)] ?? values.termYears)}
          />
        </div>
        <fieldset className="calc__field calc__frequencies">
          <legend className="calc__legend">{T.financeFrequency}</legend>
          <div className="calc__frequencies-options">
            {REPAYMENT_FREQUENCIES.map((frequency) => (
              <label className="calc__frequency" key={frequency}>
                <input type="radio" name={`${id}-frequency`} value={frequency} checked={values.frequency === frequency} onChange={() => changeFrequency(frequency)} />
                {frequencyLabel(frequency)}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      <p className="calc__result" aria-live="polite" aria-atomic="true">
        <span>
          <span className="calc__result-label">{T.financeRepayment}: </span>
          <span className="calc__result-value" data-testid="finance-repayment">
            {shown.paymentText}
            {shown.suffix ? `/${shown.suffix}` : ''}
          </span>
        </span>
        {shown.totalText ? (
          <span>
            <span className="calc__result-label">{T.financeTotalPayable}: </span>
            <span data-testid="finance-total">{shown.totalText}</span>
          </span>
        ) : null}
      </p>
      <div className="calc__actions">
        <a className="button calc__button" href={requestQuoteHref}>
          {T.requestAQuote}
        </a>
      </div>
      {cut.text ? (
        <div className="calc__disclaimer" id="financeDisclaimer">
          <p id={`${id}-disclaimer`}>{cut.text}</p>
          {cut.truncated ? (
            <button type="button" className="calc__toggle" aria-expanded={disclaimerExpanded} aria-controls={`${id}-disclaimer`} onClick={() => setDisclaimerExpanded(!disclaimerExpanded)}>
              {disclaimerExpanded ? T.showLess : T.showMore}
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  )
}
