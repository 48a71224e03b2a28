/**
 * True when every value the seed wants is already stored. Stored documents carry more than the seed
 * says (ids, timestamps, array row ids, populated relations), so only the seed's keys are compared.
 * This is what makes seeding idempotent: an unchanged document is never written again.
 */
export function storedMatches(wanted: unknown, stored: unknown): boolean {
  if (wanted === undefined) return true
  if (wanted === null) return stored === null || stored === undefined
  if (Array.isArray(wanted)) {
    return Array.isArray(stored) && stored.length === wanted.length && wanted.every((item, i) => storedMatches(item, stored[i]))
  }
  if (typeof wanted === 'object') {
    if (stored && typeof stored === 'object' && !Array.isArray(stored)) {
      return Object.entries(wanted).every(([key, value]) => storedMatches(value, (stored as Record<string, unknown>)[key]))
    }
    return false
  }
  if (typeof wanted === 'number' && stored && typeof stored === 'object' && 'id' in stored) return stored.id === wanted
  return wanted === stored
}
