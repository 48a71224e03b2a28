'use client'

import { useState, type InputHTMLAttributes } from 'react'

import { moneySliderKeyValue, type NumberRange } from '@/domain/finance-calculator'
import { formatMoney, moneyInputText, parseMoneyInput } from '@/domain/money'
import { CALCULATOR_TEXTS } from '@/domain/calculator-texts'

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'>

/**
 * A text box over a number: while the shopper types, their own text stays (so "1" on the way to "12"
 * is not clamped to the minimum under their cursor) and every readable value is passed on at once;
 * leaving the box, or Enter, shows the value as it was kept. Unreadable text changes nothing.
 */
function DraftNumberInput({
  value,
  format,
  parse,
  onValue,
  type = 'text',
  ...rest
}: InputProps & {
  value: number
  format: (value: number) => string
  parse: (text: string) => number | null
  onValue: (value: number) => void
  type?: 'text' | 'number'
}) {
  const [draft, setDraft] = useState<string | null>(null)
  return (
    <input
      {...rest}
      type={type}
      value={draft ?? format(value)}
      onChange={(event) => {
        setDraft(event.target.value)
        const parsed = parse(event.target.value)
        if (parsed !== null) onValue(parsed)
      }}
      onBlur={() => setDraft(null)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') setDraft(null)
      }}
    />
  )
}

const readDecimal = (text: string): number | null => {
  const trimmed = text.trim()
  return /^-?\d*\.?\d+$/.test(trimmed) ? Number(trimmed) : null
}

/** Money input (spec §5): $ prefix and thousands separators when shown, quick picks beside it. */
function MoneyInput({
  value,
  onValue,
  quickPicks,
  label,
  ...rest
}: InputProps & { value: number; onValue: (value: number) => void; quickPicks: readonly number[]; label: string }) {
  return (
    <div className="calc__row">
      <DraftNumberInput {...rest} inputMode="numeric" autoComplete="off" value={value} format={moneyInputText} parse={parseMoneyInput} onValue={onValue} />
      {quickPicks.length > 0 ? (
        <select
          className="calc__input calc__quick"
          aria-label={`${CALCULATOR_TEXTS.quickPick}: ${label}`}
          value=""
          onChange={(event) => {
            if (event.target.value) onValue(Number(event.target.value))
          }}
        >
          <option value="">{CALCULATOR_TEXTS.quickPick}</option>
          {quickPicks.map((amount) => (
            <option key={amount} value={amount}>
              {formatMoney(amount)}
            </option>
          ))}
        </select>
      ) : null}
    </div>
  )
}

/** A field's box: money (with quick picks) or a decimal number within a range (rate, term). */
type FieldBox = { kind: 'money'; quickPicks: readonly number[]; invalid: boolean } | { kind: 'decimal'; range: NumberRange & { disabled?: boolean } }

/** The slider's scale: the value's own range, or positions that `toValue` turns into values. */
interface FieldSlider extends NumberRange {
  value: number
  valueText: string
  disabled?: boolean
  toValue?: (position: number) => number
  /** A money slider's key steps; without them the browser's own (one step a key) apply. */
  keySteps?: { small: number; large: number }
}

export interface SliderFieldProps {
  /** The box's id; the label's and the help's ids add -label and -help to it. */
  id: string
  label: string
  value: number
  onValue: (value: number) => void
  box: FieldBox
  slider: FieldSlider
  /** A line under the field, which the box points at; an error shows as one. */
  help?: { text: string; error: boolean } | null
}

/** One calculator amount (spec §5): its label, a box and a slider kept in step, and its help line. */
export function SliderField({ id, label, value, onValue, box, slider, help }: SliderFieldProps) {
  return (
    <div className="calc__field">
      <label id={`${id}-label`} htmlFor={id}>
        {label}
      </label>
      {box.kind === 'money' ? (
        <MoneyInput
          id={id}
          className="calc__input"
          label={label}
          value={value}
          onValue={onValue}
          quickPicks={box.quickPicks}
          aria-invalid={box.invalid ? true : undefined}
          aria-describedby={help ? `${id}-help` : undefined}
        />
      ) : (
        <DraftNumberInput
          id={id}
          className="calc__input"
          type="number"
          inputMode="decimal"
          min={box.range.min}
          max={box.range.max}
          step={box.range.step}
          disabled={box.range.disabled}
          value={value}
          format={String}
          parse={readDecimal}
          onValue={onValue}
        />
      )}
      <input
        className="calc__range"
        type="range"
        aria-labelledby={`${id}-label`}
        aria-valuetext={slider.valueText}
        min={slider.min}
        max={slider.max}
        step={slider.step}
        disabled={slider.disabled}
        value={slider.value}
        onChange={(event) => onValue(slider.toValue ? slider.toValue(Number(event.target.value)) : Number(event.target.value))}
        onKeyDown={(event) => {
          const next = slider.keySteps ? moneySliderKeyValue(slider.value, event, slider, slider.keySteps) : null
          if (next === null) return
          event.preventDefault()
          onValue(next)
        }}
      />
      {help ? (
        <p id={`${id}-help`} className={help.error ? 'calc__help calc__help--error' : 'calc__help'}>
          {help.text}
        </p>
      ) : null}
    </div>
  )
}
