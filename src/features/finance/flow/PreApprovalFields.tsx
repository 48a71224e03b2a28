import type { ReactNode } from 'react'

import { ContactInputs, describedBy, StepChoices, StepField } from '@/components/step-flow/StepFields'
import { frequencyLabel, loanTermText, REPAYMENT_FREQUENCIES } from '@/domain/finance'
import { LEAD_FIELD_LABELS } from '@/domain/lead-form-fields'
import { settleMoneyText } from '@/domain/money'
import { CREDIT_BAND_LABELS, EMPLOYMENT_LENGTHS, EMPLOYMENT_TYPES, RELATIONSHIP_STATUSES, RESIDENCY_STATUSES } from '@/domain/finance-pre-approval'

import type { LoanLimits } from '../finance-pages'
import type { PeriodAnswer, StoredPreApproval } from './pre-approval-progress'

/**
 * The pre-approval's fields, step by step: plain components over the values the steps component
 * holds, each control labelled and tied to its hint and the server's error.
 */
type Errors = Record<string, string>
type Loan = NonNullable<StoredPreApproval['loan']>
type AboutYou = NonNullable<StoredPreApproval['aboutYou']>
type Income = NonNullable<StoredPreApproval['income']>

/** A dollar box: typed as the shopper likes ("$12,500"); the server reads it. A negative amount shows as 0 once left. */
function MoneyBox({
  id,
  value,
  error,
  hint,
  onChange,
}: {
  id: string
  value: string | undefined
  error?: string
  hint?: boolean
  onChange: (value: string) => void
}) {
  const settle = (text: string) => {
    if (settleMoneyText(text) !== text) onChange(settleMoneyText(text))
  }
  return (
    <input
      {...describedBy(id, error, hint)}
      inputMode="decimal"
      autoComplete="off"
      maxLength={20}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
      onBlur={(event) => settle(event.target.value)}
    />
  )
}

/** One answer from a short list, as a select with a "Choose" first line. */
function Choice({
  id,
  label,
  options,
  value,
  error,
  placeholder,
  onChange,
}: {
  id: string
  label: string
  options: Record<string, string>
  value: string | undefined
  error?: string
  placeholder: string
  onChange: (value: string) => void
}) {
  return (
    <StepField id={id} label={label} error={error}>
      <select {...describedBy(id, error)} value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
        <option value="">{placeholder}</option>
        {Object.entries(options).map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </StepField>
  )
}

/** A checkbox with its own error line (consents and terms). */
export function Check({
  id,
  checked,
  error,
  onChange,
  children,
}: {
  id: string
  checked: boolean
  error?: string
  onChange: (checked: boolean) => void
  children: ReactNode
}) {
  return (
    <>
      <label className="step-flow-check" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{children}</span>
      </label>
      {error ? (
        <p className="step-flow-field__error finance-flow__full" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </>
  )
}

export function LoanFields({
  loan,
  withCar,
  limits,
  errors,
  onChange,
}: {
  loan: Loan
  withCar: boolean
  limits: LoanLimits
  errors: Errors
  onChange: (change: Partial<Loan>) => void
}) {
  return (
    <>
      {withCar ? null : (
        <StepField id="finance-amount" label="How much do you want to spend?" error={errors.amount} hint={limits.amount.help}>
          <MoneyBox id="finance-amount" value={loan.amount} error={errors.amount} hint onChange={(amount) => onChange({ amount })} />
        </StepField>
      )}
      <StepField id="finance-deposit" label="Deposit (optional)" error={errors.deposit} hint="Cash or a trade-in you put towards the car.">
        <MoneyBox id="finance-deposit" value={loan.deposit} error={errors.deposit} hint onChange={(deposit) => onChange({ deposit })} />
      </StepField>
      <StepField id="finance-term" label="Loan term" error={errors.termYears}>
        <select
          {...describedBy('finance-term', errors.termYears)}
          value={loan.termYears ?? ''}
          onChange={(event) => onChange({ termYears: event.target.value })}
        >
          {limits.termOptions.map((years) => (
            <option key={years} value={String(years)}>
              {loanTermText(years)}
            </option>
          ))}
        </select>
      </StepField>
      <StepField
        id="finance-balloon"
        label="Balloon payment (optional)"
        error={errors.balloon}
        hint={`Paid at the end of the loan to lower your repayments; at most ${Math.round(limits.maxBalloonShare * 100)}% of the price.`}
      >
        <MoneyBox id="finance-balloon" value={loan.balloon} error={errors.balloon} hint onChange={(balloon) => onChange({ balloon })} />
      </StepField>
    </>
  )
}

export function AboutYouFields({ aboutYou, errors, onChange }: { aboutYou: AboutYou; errors: Errors; onChange: (change: Partial<AboutYou>) => void }) {
  return (
    <>
      <Choice
        id="finance-employment-type"
        label="How are you employed?"
        options={EMPLOYMENT_TYPES}
        value={aboutYou.employmentType}
        error={errors.employmentType}
        placeholder="Choose your work"
        onChange={(employmentType) => onChange({ employmentType })}
      />
      <Choice
        id="finance-employment-length"
        label="How long have you been in this work?"
        options={EMPLOYMENT_LENGTHS}
        value={aboutYou.employmentLength}
        error={errors.employmentLength}
        placeholder="Choose a length of time"
        onChange={(employmentLength) => onChange({ employmentLength })}
      />
      <Choice
        id="finance-residency"
        label="Residency"
        options={RESIDENCY_STATUSES}
        value={aboutYou.residency}
        error={errors.residency}
        placeholder="Choose your residency"
        onChange={(residency) => onChange({ residency })}
      />
      <StepField
        id="finance-dependants"
        label="People who depend on you financially"
        error={errors.dependants}
        hint="Children or others you support; 0 for none."
      >
        <input
          {...describedBy('finance-dependants', errors.dependants, true)}
          inputMode="numeric"
          maxLength={2}
          autoComplete="off"
          value={aboutYou.dependants ?? ''}
          onChange={(event) => onChange({ dependants: event.target.value.trim() })}
        />
      </StepField>
      <div className="finance-flow__full">
        <StepChoices
          legend="Who is the loan for?"
          name="relationship"
          options={RELATIONSHIP_STATUSES}
          value={aboutYou.relationship as keyof typeof RELATIONSHIP_STATUSES | undefined}
          error={errors.relationship}
          onChange={(relationship) => onChange({ relationship })}
        />
      </div>
    </>
  )
}

const INCOME_ROWS = [
  { name: 'netIncome', legend: 'Your income after tax', hint: "Take-home pay, with a partner's if the loan is for you both." },
  { name: 'livingExpenses', legend: 'Your living expenses', hint: 'Rent or mortgage, food, bills, transport and the like.' },
  { name: 'otherRepayments', legend: 'Other loan and credit card repayments (optional)', hint: 'Leave empty if you have none.' },
] as const

export function IncomeFields({ income, errors, onChange }: { income: Income; errors: Errors; onChange: (name: keyof Income, change: PeriodAnswer) => void }) {
  return (
    <>
      {INCOME_ROWS.map(({ name, legend, hint }) => {
        const row = income[name] ?? {}
        const amountError = errors[`${name}.amount`]
        const frequencyError = errors[`${name}.frequency`]
        return (
          <fieldset key={name} className="step-flow-choices finance-flow__period finance-flow__full">
            <legend>{legend}</legend>
            <StepField id={`finance-${name}-amount`} label="Amount" error={amountError} hint={hint}>
              <MoneyBox id={`finance-${name}-amount`} value={row.amount} error={amountError} hint onChange={(amount) => onChange(name, { ...row, amount })} />
            </StepField>
            <StepField id={`finance-${name}-frequency`} label="How often" error={frequencyError}>
              <select
                {...describedBy(`finance-${name}-frequency`, frequencyError)}
                value={row.frequency ?? 'monthly'}
                onChange={(event) => onChange(name, { ...row, frequency: event.target.value })}
              >
                {REPAYMENT_FREQUENCIES.map((frequency) => (
                  <option key={frequency} value={frequency}>
                    {frequencyLabel(frequency)}
                  </option>
                ))}
              </select>
            </StepField>
          </fieldset>
        )
      })}
    </>
  )
}

export function CreditFields({ creditBand, error, onChange }: { creditBand: string | undefined; error?: string; onChange: (creditBand: string) => void }) {
  return (
    <div className="finance-flow__full">
      <StepChoices
        legend="Which best describes your credit history?"
        hint="Your own view: we do not check your credit file for this answer."
        name="creditBand"
        options={CREDIT_BAND_LABELS}
        value={creditBand as keyof typeof CREDIT_BAND_LABELS | undefined}
        error={error}
        onChange={onChange}
      />
    </div>
  )
}

type Choices = Array<{ id: number; name: string }>

/** The details step: contact fields, where to hear from, and the consents (the credit check only where the dealer's provider asks for it). */
export function DetailsFields({
  details,
  errors,
  locationChoices,
  dealershipChoices,
  creditCheckConsent,
  retentionDays,
  onChange,
}: {
  details: Record<string, unknown>
  errors: Errors
  locationChoices: Choices
  dealershipChoices: Choices
  creditCheckConsent: boolean
  retentionDays: number
  onChange: (name: string, value: unknown) => void
}) {
  const select = (name: 'location' | 'dealership', label: string, choices: Choices, placeholder: string) => (
    <StepField id={`finance-${name}`} label={label} error={errors[name]}>
      <select {...describedBy(`finance-${name}`, errors[name])} value={String(details[name] ?? '')} onChange={(event) => onChange(name, event.target.value)}>
        <option value="">{placeholder}</option>
        {choices.map((choice) => (
          <option key={choice.id} value={String(choice.id)}>
            {choice.name}
          </option>
        ))}
      </select>
    </StepField>
  )
  return (
    <>
      <ContactInputs idPrefix="finance" values={details} errors={errors} onChange={onChange} />
      {locationChoices.length > 1 ? select('location', 'Which location suits you?', locationChoices, 'Choose a location') : null}
      {dealershipChoices.length > 0 ? select('dealership', LEAD_FIELD_LABELS.dealership, dealershipChoices, 'Choose a dealership') : null}
      <Check
        id="finance-contact-consent"
        checked={details.contactConsent === true}
        error={errors.contactConsent}
        onChange={(checked) => onChange('contactConsent', checked)}
      >
        Contact me about this application: our finance team will call or email you about it.
      </Check>
      {creditCheckConsent ? (
        <Check
          id="finance-credit-check-consent"
          checked={details.creditCheckConsent === true}
          error={errors.creditCheckConsent}
          onChange={(checked) => onChange('creditCheckConsent', checked)}
        >
          I agree to a credit check by the dealer&apos;s finance provider when it assesses this application.
        </Check>
      ) : null}
      <Check id="finance-opt-in" checked={details.optIn === true} error={errors.optIn} onChange={(checked) => onChange('optIn', checked)}>
        {LEAD_FIELD_LABELS.optIn}
      </Check>
      <Check id="finance-terms" checked={details.terms === true} error={errors.terms} onChange={(checked) => onChange('terms', checked)}>
        {LEAD_FIELD_LABELS.terms}
      </Check>
      <p className="step-flow-step__note finance-flow__full">
        Your income, expenses and employment are seen only by our finance team and erased after {retentionDays} days.
      </p>
    </>
  )
}
