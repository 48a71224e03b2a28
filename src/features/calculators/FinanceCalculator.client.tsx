'use client'

import { useId, useRef, useState } from 'react'

import { type TrackedCar, trackEvent } from '@/features/analytics/client'
import { frequencyLabel, loanTermText, REPAYMENT_FREQUENCIES, type RepaymentFrequency } from '@/domain/finance'
import {
  applyFinanceCalculatorInput,
  checkPurchasePrice,
  financeCalculatorRepayment,
  MONEY_SLIDER_KEY_STEPS,
  type FinanceCalculatorBounds,
  type FinanceCalculatorNumberField,
  type FinanceCalculatorValues,
  type NumberRange,
} from '@/domain/finance-calculator'
import { formatMoney, MONEY_QUICK_PICKS } from '@/domain/money'
import { financeDisclaimer } from '@/domain/text-limits'
import { CALCULATOR_TEXTS } from '@/domain/calculator-texts'

import { SliderField, type SliderFieldProps } from './CalculatorFields.client'
import { CalculatorHeading, type HeadingLevel } from './CalculatorHeading'

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
  (['purchasePrice', 'deposit', 'residual', 'interestRate', 'termYears'] as const).reduce(
    (values, field) => applyFinanceCalculatorInput(values, field, values[field], bounds),
    start,
  )

const within = (value: number, range: NumberRange) => Math.min(range.max, Math.max(range.min, value))

/**
 * Finance calculator (spec §2, §4 "Finance calculator", §5 "Finance calculator inputs", §8, §9):
 * each amount as a slider and a box kept in step, the spec's bounds and clamping, the repayment from
 * the domain's amortisation ("Enquire for Finance" at $25 or less), event 26 on the first change only.
 */
export function FinanceCalculator({
  bounds,
  start,
  disclaimer,
  requestQuoteHref = '/finance#finance-form',
  car,
  establishmentFee = 0,
  quickPicks = MONEY_QUICK_PICKS,
  headingLevel = 2,
}: FinanceCalculatorProps) {
  const T = CALCULATOR_TEXTS
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
  const shown = financeCalculatorRepayment(values, bounds, establishmentFee)
  const terms = bounds.termYears.options
  const termIndex = Math.max(0, terms.indexOf(values.termYears))
  const cut = financeDisclaimer(disclaimer, disclaimerExpanded)
  // Each amount's box and slider, named in the ids as they have always been (rate, term).
  const fields: Array<{ field: FinanceCalculatorNumberField; name: string } & Pick<SliderFieldProps, 'label' | 'box' | 'slider' | 'help'>> = [
    ...MONEY_FIELDS.map(([field, labelKey]) => {
      const range = field === 'purchasePrice' ? { ...bounds.purchasePrice, step: PRICE_SLIDER_STEP } : bounds[field]
      const help = field === 'purchasePrice' ? bounds.purchasePriceHelp : null
      const box = { kind: 'money', quickPicks, invalid: field === 'purchasePrice' && Boolean(priceError) } as const
      return {
        field,
        name: field,
        label: T[labelKey],
        box,
        slider: { ...range, value: within(values[field], range), valueText: formatMoney(values[field]), keySteps: MONEY_SLIDER_KEY_STEPS },
        help: help ? { text: help, error: Boolean(priceError) } : null,
      }
    }),
    {
      field: 'interestRate',
      name: 'rate',
      label: T.financeInterestRate,
      box: { kind: 'decimal', range: bounds.interestRate },
      slider: { ...bounds.interestRate, value: within(values.interestRate, bounds.interestRate), valueText: `${values.interestRate}%` },
    },
    // The term's slider runs over the offered terms, so a site's own year list (not evenly spaced) works the same way.
    {
      field: 'termYears',
      name: 'term',
      label: T.financeTerm,
      box: { kind: 'decimal', range: bounds.termYears },
      slider: {
        min: 0,
        max: Math.max(0, terms.length - 1),
        step: 1,
        value: termIndex,
        valueText: loanTermText(values.termYears),
        toValue: (index) => terms[index] ?? values.termYears,
      },
    },
  ]

  return (
    <section className="calc calc--finance" id="finance-calculator" aria-labelledby={`${id}-title`}>
      <CalculatorHeading level={headingLevel} id={`${id}-title`}>
        {T.financeCalculatorTitle}
      </CalculatorHeading>
      <div className="calc__grid">
        {fields.map(({ field, name, ...parts }) => (
          <SliderField key={name} id={`${id}-${name}`} value={values[field]} onValue={(value) => change(field, value)} {...parts} />
        ))}
        <fieldset className="calc__field calc__frequencies">
          <legend className="calc__legend">{T.financeFrequency}</legend>
          <div className="calc__frequencies-options">
            {REPAYMENT_FREQUENCIES.map((frequency) => (
              <label className="calc__frequency" key={frequency}>
                <input
                  type="radio"
                  name={`${id}-frequency`}
                  value={frequency}
                  checked={values.frequency === frequency}
                  onChange={() => changeFrequency(frequency)}
                />
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
            {shown ? shown.paymentText : T.financeRepaymentNeedsPrice}
            {shown?.suffix ? `/${shown.suffix}` : ''}
          </span>
        </span>
        {shown?.totalText ? (
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
            <button
              type="button"
              className="calc__toggle"
              aria-expanded={disclaimerExpanded}
              aria-controls={`${id}-disclaimer`}
              onClick={() => setDisclaimerExpanded(!disclaimerExpanded)}
            >
              {disclaimerExpanded ? T.showLess : T.showMore}
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  )
}
