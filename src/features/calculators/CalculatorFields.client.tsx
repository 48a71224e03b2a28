'use client'

import { useState, type InputHTMLAttributes } from 'react'

import { formatMoney, moneyInputText, parseMoneyInput } from '@/domain/money'
import { DEFAULT_TEXTS } from '@/domain/texts'

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'>

/**
 * A text box over a number: while the shopper types, their own text stays (so "1" on the way to "12"
 * is not clamped to the minimum under their cursor) and every readable value is passed on at once;
 * leaving the box, or Enter, shows the value as it was kept. Unreadable text changes nothing.
 */
export function DraftNumberInput({ value, format, parse, onValue, type = 'text', ...rest }: InputProps & { value: number; format: (value: number) => string; parse: (text: string) => number | null; onValue: (value: number) => void; type?: 'text' | 'number' }) {
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

export const readDecimal = (text: string): number | null => {
  const trimmed = text.trim()
  return /^-?\d*\.?\d+$/.test(trimmed) ? Number(trimmed) : null
}

/** Money input (spec §5): $ prefix and thousands separators when shown, quick picks beside it. */
export function MoneyInput({ value, onValue, quickPicks, label, ...rest }: InputProps & { value: number; onValue: (value: number) => void; quickPicks: readonly number[]; label: string }) {
  return (
    <div className="calc__row">
      <DraftNumberInput {...rest} inputMode="numeric" autoComplete="off" value={value} format={moneyInputText} parse={parseMoneyInput} onValue={onValue} />
      {quickPicks.length > 0 ? (
        <select
          className="calc__input calc__quick"
          aria-label={`${DEFAULT_TEXTS.quickPick}: ${label}`}
          value=""
          onChange={(event) => {
            if (event.target.value) onValue(Number(event.target.value))
          }}
        >
          <option value="">{DEFAULT_TEXTS.quickPick}</option>
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
