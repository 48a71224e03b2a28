import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { chosenLocation, invalidStep, issueErrors, stepsUpTo } from './step-check'

describe("the step flows' shared check (checkout, finance pre-approval, trade-in)", () => {
  it('checks every step up to and including the one being left', () => {
    const reached = stepsUpTo(['car', 'condition', 'details', 'offer'], 'condition')
    expect(['car', 'condition', 'details', 'offer'].map(reached)).toEqual([true, true, false, false])
  })

  it('a wrong step answers 400 with the banner heading (or its own message), the step and its field errors', () => {
    expect(invalidStep('loan', [{ field: 'amount', message: 'Enter how much you want to spend.' }])).toEqual({
      ok: false,
      status: 400,
      message: 'Please fix the following errors:',
      step: 'loan',
      errors: [{ field: 'amount', message: 'Enter how much you want to spend.' }],
    })
    expect(invalidStep('car', [], 'We could not find that plate.').message).toBe('We could not find that plate.')
  })

  it("names a zod issue's field by its path's last key by default, or as the flow says; an issue on the whole answer is 'form'", () => {
    const schema = z.object({ income: z.object({ amount: z.number('Enter an amount.') }), km: z.number('Enter the km.') })
    const parsed = schema.safeParse({ income: {} })
    expect(parsed.success).toBe(false)
    const issues = parsed.error!.issues
    expect(issueErrors(issues)).toEqual([
      { field: 'amount', message: 'Enter an amount.' },
      { field: 'km', message: 'Enter the km.' },
    ])
    expect(issueErrors(issues, (path) => path[0])).toEqual([
      { field: 'income', message: 'Enter an amount.' },
      { field: 'km', message: 'Enter the km.' },
    ])
    expect(issueErrors(z.string('Text.').safeParse(1).error!.issues)).toEqual([{ field: 'form', message: 'Text.' }])
  })

  it('asks for a location only where the site offers several, matching the id as sent (number or string)', () => {
    const choices = [
      { id: 1, label: 'City' },
      { id: 2, label: 'North' },
    ]
    expect(chosenLocation(choices, '2')).toEqual({ location: choices[1], missing: false })
    expect(chosenLocation(choices, 2)).toEqual({ location: choices[1], missing: false })
    expect(chosenLocation(choices, undefined)).toEqual({ missing: true })
    expect(chosenLocation(choices, 3)).toEqual({ missing: true })
    expect(chosenLocation([choices[0]!], undefined)).toEqual({ missing: false })
    expect(chosenLocation([], 1)).toEqual({ missing: false })
  })
})
