import { describe, expect, it } from 'vitest'

import { freeText, nulTextPath, plainText } from './text'

describe('plainText and freeText (issue 38 item 5: a NUL in an id gave a 500)', () => {
  it('plainText refuses NUL and every other control character in a name or id', () => {
    for (const bad of ['To\u0000yota', 'a\u0001b', 'line\nbreak', 'tab\there', 'del\u007f']) expect(plainText().safeParse(bad).success).toBe(false)
    expect(plainText().trim().min(1).max(20).parse('  Toyota HiLux 2.8 ')).toBe('Toyota HiLux 2.8')
    expect(plainText().safeParse('Škoda Octavia – “RS”').success).toBe(true)
  })

  it('freeText keeps line breaks and tabs in a message and refuses NUL and the other controls', () => {
    expect(freeText().parse('Hello,\r\n\tIs it still available?')).toBe('Hello,\r\n\tIs it still available?')
    for (const bad of ['a\u0000b', 'bell\u0007', 'esc\u001b[0m']) expect(freeText().safeParse(bad).success).toBe(false)
  })

  it('keeps its checks when chained', () => {
    const id = plainText().trim().min(1).max(200)
    expect(id.safeParse('u\u0000').error?.issues[0]?.message).toBe('must not contain control characters')
    expect(id.safeParse('').success).toBe(false)
  })
})

describe('nulTextPath', () => {
  it('names where a NUL sits in a parsed body, keys included', () => {
    expect(nulTextPath({ car: 'ok', answers: { note: ['fine', 'x\u0000'] } })).toBe('answers.note.1')
    expect(nulTextPath({ ['k\u0000']: 1 })).toBe('k\\0')
    expect(nulTextPath('\u0000')).toBe('body')
    expect(nulTextPath({ a: 1, b: [null, true, 'text'] })).toBeNull()
  })
})
