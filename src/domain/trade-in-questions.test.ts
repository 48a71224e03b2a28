import { describe, expect, it } from 'vitest'

import { DEFAULT_TRADE_IN_QUESTIONS, TRADE_IN_QUESTION_IDS, checkTradeInAnswers, questionsWithDefaults, type TradeInQuestion } from './trade-in-questions'

const bestAnswers = () => Object.fromEntries(DEFAULT_TRADE_IN_QUESTIONS.map((question) => [question.id, question.options[0]?.value]))

describe('default condition questions (issue 20; spec §5 "Trade-in FAQ")', () => {
  it('asks every question once, in the appraisal order, each with a "no problem" first answer that leaves the offer alone', () => {
    expect(DEFAULT_TRADE_IN_QUESTIONS.map((question) => question.id)).toEqual([...TRADE_IN_QUESTION_IDS])
    for (const question of DEFAULT_TRADE_IN_QUESTIONS) {
      expect(question.label).toMatch(/\?$/)
      expect(question.options[0]).toMatchObject({ percent: 0, dollars: 0 })
      expect(new Set(question.options.map((option) => option.value)).size).toBe(question.options.length)
    }
  })

  it('no answer raises the offer, and every question but finance owing has an answer that lowers it', () => {
    for (const question of DEFAULT_TRADE_IN_QUESTIONS) {
      for (const option of question.options) expect(option.percent <= 0 && option.dollars <= 0).toBe(true)
      const lowers = question.options.some((option) => option.percent < 0 || option.dollars < 0)
      expect(lowers).toBe(question.id !== 'finance-owing')
    }
  })

  it('finance owing is asked (the dealer pays it out from the offer) even though it does not change the value', () => {
    const finance = DEFAULT_TRADE_IN_QUESTIONS.find((question) => question.id === 'finance-owing')
    expect(finance?.options.map((option) => option.value)).toEqual(['no', 'yes'])
    expect(finance?.help).toMatch(/pay out/)
  })
})

describe('questionsWithDefaults (issue 20: a site can replace the questions)', () => {
  const keysOnly: TradeInQuestion = {
    id: 'keys',
    label: 'Spare key?',
    options: [
      { value: 'yes', label: 'Yes', percent: 0, dollars: 0 },
      { value: 'no', label: 'No', percent: 0, dollars: -500 },
    ],
  }

  it('uses the defaults when the site has no questions, or none that are usable', () => {
    expect(questionsWithDefaults(null)).toBe(DEFAULT_TRADE_IN_QUESTIONS)
    expect(questionsWithDefaults(undefined)).toBe(DEFAULT_TRADE_IN_QUESTIONS)
    expect(questionsWithDefaults([])).toBe(DEFAULT_TRADE_IN_QUESTIONS)
    const unusable = [
      { ...keysOnly, id: 'colour' },
      { ...keysOnly, label: '  ' },
      { ...keysOnly, options: [] },
      { ...keysOnly, options: [{ value: 'x', label: 'X', percent: Number.NaN, dollars: 0 }] },
    ] as unknown as TradeInQuestion[]
    expect(questionsWithDefaults(unusable)).toBe(DEFAULT_TRADE_IN_QUESTIONS)
  })

  it("the site's questions replace the defaults entirely, keeping the first row for each question and only usable options", () => {
    const rows = [
      keysOnly,
      { ...keysOnly, label: 'A second keys row' },
      {
        id: 'tyres',
        label: ' Tyres OK? ',
        options: [
          { value: ' good ', label: 'Good', percent: null, dollars: undefined },
          { value: 'good', label: 'Duplicate', percent: 0, dollars: -1 },
          { value: '', label: 'Blank', percent: 0, dollars: 0 },
        ],
      },
    ] as unknown as TradeInQuestion[]
    expect(questionsWithDefaults(rows)).toEqual([
      keysOnly,
      { id: 'tyres', label: 'Tyres OK?', options: [{ value: 'good', label: 'Good', percent: 0, dollars: 0 }] },
    ])
  })
})

describe('checkTradeInAnswers (issue 20: every condition question answered)', () => {
  it("accepts one of each question's options, keeping only the questions asked", () => {
    const result = checkTradeInAnswers(DEFAULT_TRADE_IN_QUESTIONS, { ...bestAnswers(), keys: ' one ', colour: 'red' })
    expect(result.ok).toBe(true)
    if (result.ok) {
      expect(Object.keys(result.answers)).toEqual([...TRADE_IN_QUESTION_IDS])
      expect(result.answers.keys).toBe('one')
    }
  })

  it("asks again for missing answers and values that are not one of the question's options", () => {
    const { tyres: _tyres, ...withoutTyres } = bestAnswers()
    const result = checkTradeInAnswers(DEFAULT_TRADE_IN_QUESTIONS, { ...withoutTyres, body: 'dented', keys: 2, interior: 'none' })
    expect(result).toEqual({
      ok: false,
      errors: { tyres: 'Choose an answer.', body: 'Choose an answer.', keys: 'Choose an answer.', interior: 'Choose an answer.' },
    })
  })

  it("checks the site's questions, not the defaults", () => {
    const site = questionsWithDefaults([{ id: 'keys', label: 'Keys?', options: [{ value: 'two', label: 'Two', percent: 0, dollars: 0 }] }])
    expect(checkTradeInAnswers(site, { keys: 'two' })).toEqual({ ok: true, answers: { keys: 'two' } })
    expect(checkTradeInAnswers(site, { keys: 'one' })).toEqual({ ok: false, errors: { keys: 'Choose an answer.' } })
  })
})
