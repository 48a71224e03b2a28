/**
 * The condition questions a trade-in appraisal asks (issue 20): each answer moves the offer by a share
 * of the base offer and a fixed dollar amount, the way a valuer prices the car on the lot. A site can
 * replace the list; the first option of each default question is the "no problem" answer.
 */

export const TRADE_IN_QUESTION_IDS = ['accident-history', 'service-history', 'tyres', 'body', 'interior', 'warning-lights', 'finance-owing', 'keys'] as const
export type TradeInQuestionId = (typeof TRADE_IN_QUESTION_IDS)[number]

export interface TradeInAnswerOption {
  value: string
  label: string
  /** Effect on the offer, percent of the base offer (negative lowers it). */
  percent: number
  /** And a fixed dollar effect (negative lowers it). */
  dollars: number
}

export interface TradeInQuestion {
  id: TradeInQuestionId
  label: string
  help?: string
  options: TradeInAnswerOption[]
}

const option = (value: string, label: string, percent = 0, dollars = 0): TradeInAnswerOption => ({ value, label, percent, dollars })

export const DEFAULT_TRADE_IN_QUESTIONS: readonly TradeInQuestion[] = [
  {
    id: 'accident-history',
    label: 'Has the car been in an accident?',
    // Repaired accident damage still shows on a history report and cuts what the next buyer pays.
    options: [
      option('none', 'No, never'),
      option('minor-repaired', 'Yes, minor damage, repaired', -4),
      option('major-repaired', 'Yes, major damage, repaired', -15),
      option('unrepaired', 'Yes, and the damage is not repaired', -25),
    ],
  },
  {
    id: 'service-history',
    label: 'Has the car been serviced on time?',
    help: 'Stamps in the logbook or invoices from the workshop.',
    options: [
      option('full-logbook', 'Yes, full logbook history'),
      option('partial', 'Some services are recorded', -3),
      option('none', 'No service history', -7),
    ],
  },
  {
    id: 'tyres',
    label: 'How are the tyres?',
    options: [option('good', 'Good tread on all four'), option('replace-soon', 'One or more need replacing soon', 0, -600)],
  },
  {
    id: 'body',
    label: 'Are there any marks on the paint or body?',
    options: [
      option('none', 'No marks'),
      option('minor', 'Minor scratches or small dents', 0, -400),
      option('panel-damage', 'Panel damage that needs a panel beater', 0, -1500),
    ],
  },
  {
    id: 'interior',
    label: 'How is the interior?',
    options: [option('clean', 'Clean, no damage'), option('wear', 'Some wear or stains', 0, -300), option('damage', 'Tears, burns or broken trim', 0, -900)],
  },
  {
    id: 'warning-lights',
    label: 'Are any warning lights on the dashboard?',
    // A warning light can be a sensor or an engine: priced as a diagnosis plus a share of the risk.
    options: [option('none', 'No warning lights'), option('on', 'Yes, one or more are on', -3, -1200)],
  },
  {
    id: 'finance-owing',
    label: 'Is there finance owing on the car?',
    help: 'We pay out your lender from the offer, so you receive the offer less the payout.',
    // No effect on the car's value, but the dealer needs it recorded to arrange the payout.
    options: [option('no', 'No, it is paid off'), option('yes', 'Yes, the dealer pays it out from the offer')],
  },
  {
    id: 'keys',
    label: 'How many keys do you have?',
    options: [option('two-or-more', 'Two or more'), option('one', 'Only one', 0, -350)],
  },
]

const isQuestionId = (value: unknown): value is TradeInQuestionId => typeof value === 'string' && (TRADE_IN_QUESTION_IDS as readonly string[]).includes(value)
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')
// A number field left empty in the CMS means no effect; anything else must be a real number.
const effect = (value: unknown): number | null =>
  value === null || value === undefined ? 0 : typeof value === 'number' && Number.isFinite(value) ? value : null

function cleanQuestion(row: TradeInQuestion): TradeInQuestion | null {
  if (!row || !isQuestionId(row.id) || !text(row.label) || !Array.isArray(row.options)) return null
  const options: TradeInAnswerOption[] = []
  for (const candidate of row.options) {
    const value = text(candidate?.value)
    const label = text(candidate?.label)
    const percent = effect(candidate?.percent)
    const dollars = effect(candidate?.dollars)
    if (!value || !label || percent === null || dollars === null || options.some((kept) => kept.value === value)) continue
    options.push({ value, label, percent, dollars })
  }
  if (options.length === 0) return null
  const help = text(row.help)
  return { id: row.id, label: text(row.label), ...(help ? { help } : {}), options }
}

/** The site's questions (valid rows only, first of each id) when it has any, else the defaults. */
export function questionsWithDefaults(siteQuestions: readonly TradeInQuestion[] | null | undefined): readonly TradeInQuestion[] {
  const questions: TradeInQuestion[] = []
  for (const row of siteQuestions ?? []) {
    const question = cleanQuestion(row)
    if (question && !questions.some((kept) => kept.id === question.id)) questions.push(question)
  }
  return questions.length > 0 ? questions : DEFAULT_TRADE_IN_QUESTIONS
}

export type TradeInAnswers = Partial<Record<TradeInQuestionId, string>>

/** Every question answered with one of its options; returns field errors by question id ('Choose an answer.'). */
export function checkTradeInAnswers(
  questions: readonly TradeInQuestion[],
  answers: Record<string, unknown>,
): { ok: true; answers: TradeInAnswers } | { ok: false; errors: Partial<Record<TradeInQuestionId, string>> } {
  const checked: TradeInAnswers = {}
  const errors: Partial<Record<TradeInQuestionId, string>> = {}
  for (const question of questions) {
    const answer = text(answers[question.id])
    if (question.options.some((candidate) => candidate.value === answer)) checked[question.id] = answer
    else errors[question.id] = 'Choose an answer.'
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, answers: checked }
}
