import { COMPARE_LIMIT, COMPARE_TEXTS, toggleSavedCar, type CompareEntry } from '@/domain/compare'

import { compareCars } from './saved-cars'

/**
 * The compare list's actions, and what the last one has to tell the shopper (a refused fourth car,
 * a cleared list): one message, shown and announced by the compare bar or the favourites list.
 */
let notice: string | null = null
const noticeListeners = new Set<() => void>()

function tell(message: string | null) {
  notice = message
  noticeListeners.forEach((listener) => listener())
}

/** Adds or removes the car; returns the reason when it is refused (the list is full). */
export function toggleCompareCar(car: CompareEntry): string | null {
  const result = toggleSavedCar(compareCars.read(), car, COMPARE_LIMIT)
  if (!result.ok) {
    // A new message each time, so a second refusal is announced again.
    tell(null)
    queueMicrotask(() => tell(result.reason))
    return result.reason
  }
  compareCars.write(result.list)
  tell(null)
  return null
}

export function clearCompareCars() {
  compareCars.write([])
  tell(COMPARE_TEXTS.cleared)
}

export const compareNotice = {
  subscribe(listener: () => void) {
    noticeListeners.add(listener)
    return () => void noticeListeners.delete(listener)
  },
  read: () => notice,
}
