/**
 * The shopper's compare list (spec §1 "compare, save and favourite cars", §2 "Vehicle card:
 * save/compare/favourite control"): up to three cars, kept in the browser. Small on purpose: the
 * search page's cards load it. The comparison table's rows are in compare-table.ts (server side).
 */

/** Cars compared side by side at most: three columns still fit a phone held sideways. */
export const COMPARE_LIMIT = 3

/** A car on the compare list: enough to name it and to build the /compare link. */
export interface CompareEntry {
  id: string
  slug: string
  name: string
}

/** The words the compare controls show; one place, so the page, the bar and the tests agree. */
export const COMPARE_TEXTS = {
  label: 'Compare',
  full: `You can compare up to ${COMPARE_LIMIT} cars. Remove one to add another.`,
  chooseAnother: 'Choose another car to compare',
  compareCars: (count: number) => `Compare ${count} cars`,
  chosen: (count: number) => (count === 1 ? '1 car chosen to compare' : `${count} cars chosen to compare`),
  cleared: 'Compare list cleared',
  clear: 'Clear',
  add: (name: string) => `Add ${name} to compare`,
  remove: (name: string) => `Remove ${name} from compare`,
} as const

export type SavedCarToggle<T extends { id: string }> = { ok: true; added: boolean; list: T[] } | { ok: false; reason: string; list: T[] }

/**
 * One saved-car list's toggle (the compare list, the favourites): adds the car, or removes it when it
 * is already there; a car past the limit is refused with the reason to show (compare: COMPARE_LIMIT;
 * favourites: no limit).
 */
export function toggleSavedCar<T extends { id: string }>(list: readonly T[], car: T, limit: number): SavedCarToggle<T> {
  if (list.some((entry) => entry.id === car.id)) return { ok: true, added: false, list: list.filter((entry) => entry.id !== car.id) }
  if (list.length >= limit) return { ok: false, reason: COMPARE_TEXTS.full, list: [...list] }
  return { ok: true, added: true, list: [...list, car] }
}

/** The shareable page for a list of cars: `/compare?cars=slug1,slug2,slug3` (the first three, in order). */
export function compareHref(slugs: readonly string[]): string {
  const cars = [...new Set(slugs)].slice(0, COMPARE_LIMIT)
  return cars.length ? `/compare?cars=${cars.map(encodeURIComponent).join(',')}` : '/compare'
}
