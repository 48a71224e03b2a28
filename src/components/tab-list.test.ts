import { describe, expect, it } from 'vitest'

import { tabAfterKey } from './TabList.client'

describe('tab lists (the ARIA tabs pattern every tabbed piece shares: spec §2 location tabs, media tabs, colour picker, frame viewer)', () => {
  it('moves with Left and Right, wrapping at both ends, and jumps with Home and End', () => {
    expect(tabAfterKey('ArrowRight', 0, 3)).toBe(1)
    expect(tabAfterKey('ArrowRight', 2, 3)).toBe(0)
    expect(tabAfterKey('ArrowLeft', 0, 3)).toBe(2)
    expect(tabAfterKey('Home', 2, 3)).toBe(0)
    expect(tabAfterKey('End', 0, 3)).toBe(2)
  })

  it('leaves other keys (Enter selects a manual tab; Up and Down scroll the page) and an empty list alone', () => {
    expect(tabAfterKey('Enter', 1, 3)).toBeNull()
    expect(tabAfterKey('ArrowDown', 1, 3)).toBeNull()
    expect(tabAfterKey('ArrowRight', 0, 0)).toBeNull()
  })
})
