import { describe, expect, it } from 'vitest'

import { frameUrlProblem } from './embedded-frames'

describe('tabbed embedded-frame viewer (spec §2 "Tabbed embedded-frame viewer")', () => {
  it("frames https addresses only, the ones the site's Content-Security-Policy allows", () => {
    expect(frameUrlProblem('https://www.toyota.com.au/rav4/build')).toBeNull()
    expect(frameUrlProblem('  https://calculator.example.com.au/?dealer=42  ')).toBeNull()
    expect(frameUrlProblem('http://www.example.com')).toMatch(/https:\/\//)
    expect(frameUrlProblem('javascript:alert(1)')).toMatch(/https:\/\//)
    expect(frameUrlProblem('data:text/html,<p>hi</p>')).toMatch(/https:\/\//)
  })

  it('asks for a full address, without a user name and password', () => {
    expect(frameUrlProblem('')).toMatch(/Enter the address/)
    expect(frameUrlProblem(null)).toMatch(/Enter the address/)
    expect(frameUrlProblem('/finance')).toMatch(/full address/)
    expect(frameUrlProblem('https://user:secret@example.com')).toMatch(/user name and password/)
  })
})
