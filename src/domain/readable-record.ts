/**
 * A record the platform stores as JSON (a reservation's answers and history, a delivery's attempts, a
 * lead's campaign tags, a trade-in's comparables) as staff read it in the admin: an object as label and
 * value rows, a list of like objects as a table, amounts in dollars and times on the dealer's clock.
 */
import { tz } from '@date-fns/tz'
import { format } from 'date-fns'

import { formatMoney, formatMoneyWithCents } from './money'
import { DEFAULT_TIME_ZONE } from './time'

export type RecordView =
  | { kind: 'empty' }
  | { kind: 'text'; text: string }
  | { kind: 'list'; items: RecordView[] }
  | { kind: 'rows'; rows: Array<{ key: string; label: string; value: RecordView }> }
  | { kind: 'table'; columns: Array<{ key: string; label: string }>; rows: RecordView[][] }

const EMPTY: RecordView = { kind: 'empty' }
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/
// Amounts are stored as whole cents or dollars, named so (tradeInCents, loan_dollars).
const AMOUNT_KEY = /^(.*?)[_-]?(cents|dollars)$/i

type Entries = Record<string, unknown>
const isEntries = (value: unknown): value is Entries => typeof value === 'object' && value !== null && !Array.isArray(value)

/** "tradeInCents" is "Trade in", "visited_pages" "Visited pages", a bare "dollars" "Amount". */
export function recordLabel(key: string): string {
  const name = AMOUNT_KEY.exec(key)?.[1] ?? key
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase()
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'Amount'
}

function amountText(amount: number, unit: string): string {
  const dollars = unit.toLowerCase() === 'cents' ? amount / 100 : amount
  return Number.isInteger(dollars) ? formatMoney(dollars) : formatMoneyWithCents(dollars)
}

/** The view of one stored value; `key` is the name it was stored under, which tells an amount from a count. */
export function readableRecord(value: unknown, key = '', timeZone: string = DEFAULT_TIME_ZONE): RecordView {
  if (value === null || value === undefined || value === '') return EMPTY
  if (typeof value === 'boolean') return { kind: 'text', text: value ? 'Yes' : 'No' }
  if (typeof value === 'number') {
    const unit = AMOUNT_KEY.exec(key)?.[2]
    return { kind: 'text', text: unit ? amountText(value, unit) : String(value) }
  }
  if (typeof value === 'string')
    return { kind: 'text', text: ISO_TIME.test(value) ? format(new Date(value), 'dd/MM/yyyy h:mm aaa (zzz)', { in: tz(timeZone) }) : value }
  if (Array.isArray(value)) {
    if (value.length === 0) return EMPTY
    if (!value.every(isEntries)) return { kind: 'list', items: value.map((item) => readableRecord(item, key, timeZone)) }
    const keys = [...new Set(value.flatMap((row) => Object.keys(row)))]
    return {
      kind: 'table',
      columns: keys.map((column) => ({ key: column, label: recordLabel(column) })),
      rows: value.map((row) => keys.map((column) => readableRecord(row[column], column, timeZone))),
    }
  }
  if (isEntries(value)) {
    const entries = Object.entries(value)
    return entries.length === 0
      ? EMPTY
      : { kind: 'rows', rows: entries.map(([name, item]) => ({ key: name, label: recordLabel(name), value: readableRecord(item, name, timeZone) })) }
  }
  return { kind: 'text', text: String(value) }
}
