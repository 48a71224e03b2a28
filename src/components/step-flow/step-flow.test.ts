import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { StepMessage } from './StepActions'
import { ContactInputs } from './StepFields'

describe('the step flows\' error banner (spec §5 "Form-level error banner"; issue 41)', () => {
  it('the trade-in and pre-approval banners head the server\'s field errors "Please fix the following errors:", each message once', () => {
    const html = renderToStaticMarkup(
      createElement(
        StepMessage,
        { errors: ['Choose an answer.', 'Choose an answer.', 'Enter the kilometres on the odometer.'] },
        'Please fix the following errors:',
      ),
    )
    expect(html).toContain('role="alert"')
    expect(html).toContain('<p class="step-flow-step__problem-heading">Please fix the following errors:</p>')
    expect([...html.matchAll(/<li>([^<]+)<\/li>/g)].map((match) => match[1])).toEqual(['Choose an answer.', 'Enter the kilometres on the odometer.'])
    expect(html).not.toContain('highlighted')
  })

  it('a problem with no field to fix (the plate lookup is down) shows as the message alone', () => {
    const html = renderToStaticMarkup(createElement(StepMessage, {}, 'We could not reach the site.'))
    expect(html).toContain('<p class="step-flow-step__problem">We could not reach the site.</p>')
    expect(html).not.toContain('<ul>')
  })
})

describe("a flow's contact fields (issue 41)", () => {
  const inputs = renderToStaticMarkup(createElement(ContactInputs, { idPrefix: 'trade-in', values: {}, errors: {}, onChange: () => undefined }))
  const maxLengthOf = (name: string) => /maxLength="(\d+)"/.exec(inputs.match(/<input[^>]*>/g)?.find((tag) => tag.includes(`name="${name}"`)) ?? '')?.[1]

  it("the trade-in details' postcode takes 4 characters, not 200 (spec §5)", () => {
    expect(maxLengthOf('postcode')).toBe('4')
  })

  it('the other contact fields take what the lead forms take', () => {
    expect(['firstName', 'lastName', 'phone', 'email'].map(maxLengthOf)).toEqual(['80', '80', '20', '200'])
  })
})
