import { z } from 'zod'

/**
 * Text that reaches PostgreSQL (issue 38 item 5). PostgreSQL stores no NUL character in text or
 * jsonb (error 22021, once a 500 on five endpoints), and no name, id or code a shopper or feed sends
 * has any use for control characters. So every string at a boundary is one of these two schemas:
 *  - plainText: a name, id, code or one-line value: no C0 control character and no DEL;
 *  - freeText: a message a person typed: line breaks and tabs are kept, other controls refused.
 * Both chain like z.string() (`plainText().trim().min(1).max(200)`).
 */
export const TEXT_MESSAGES = { controls: 'must not contain control characters' } as const

const ANY_CONTROL = /[\u0000-\u001f\u007f]/
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/

export const plainText = (message?: string) => z.string(message).refine((value) => !ANY_CONTROL.test(value), TEXT_MESSAGES.controls)
export const freeText = () => z.string().refine((value) => !CONTROL_BUT_LINES.test(value), TEXT_MESSAGES.controls)

/**
 * Where in a parsed JSON value a string (or an object key) holds a NUL, as a path like
 * `answers.note`, or null when none does. Fields a schema keeps as z.unknown() (answers, details,
 * a feed's extra fields) are stored as jsonb, which refuses NUL as well.
 */
export function nulTextPath(value: unknown, path: Array<string | number> = [], depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || 'body' : null
  if (value === null || typeof value !== 'object' || depth > 64) return null
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = nulTextPath(value[i], [...path, i], depth + 1)
      if (found !== null) return found
    }
    return null
  }
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '\\0')].join('.')
    const found = nulTextPath(item, [...path, key], depth + 1)
    if (found !== null) return found
  }
  return null
}
