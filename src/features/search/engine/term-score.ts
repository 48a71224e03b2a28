/**
 * How well a record matches one query term, packed in one number so that lower is better and one
 * comparison picks the better match: typos, then not exact, then attribute priority, then the
 * position in the attribute. NONE: no match.
 */
export const NONE = 0xffffffff

export const pack = (typos: number, exact: boolean, attribute: number, position: number) =>
  ((Math.min(typos, 0x7fff) << 17) | (exact ? 0 : 0x10000) | (attribute << 8) | position) >>> 0
export const typosOf = (packed: number) => packed >>> 17
export const isExact = (packed: number) => (packed & 0x10000) === 0
export const attributeOf = (packed: number) => (packed >>> 8) & 0xff
export const positionOf = (packed: number) => packed & 0xff

/** Algolia's proximity of two matched words: how far apart, 8 at most or across attributes. */
export const distance = (before: number, after: number) =>
  attributeOf(before) === attributeOf(after) ? Math.min(8, Math.max(1, Math.abs(positionOf(after) - positionOf(before)))) : 8
