import { describe, expect, it } from 'vitest'

import { openPreApprovalStep } from './pre-approval-progress'

describe('pre-approval progress (issue 21: a step asked for too early opens the first one not done)', () => {
  it('a shared link to a later step starts at the loan', () => {
    expect(openPreApprovalStep('income', {})).toBe('loan')
    expect(openPreApprovalStep('loan', {})).toBe('loan')
  })

  it('opens the first step without an accepted answer before the one asked for', () => {
    const loan = { deposit: '', termYears: '5', balloon: '' }
    expect(openPreApprovalStep('details', { loan, aboutYou: { employmentType: 'full-time' } })).toBe('income')
    expect(openPreApprovalStep('credit', { loan, aboutYou: {}, income: {} })).toBe('credit')
  })

  it('going back to an answered step is allowed', () => {
    expect(openPreApprovalStep('about-you', { loan: {}, aboutYou: {}, income: {}, credit: {} })).toBe('about-you')
  })
})
