'use client'

import { COMPARE_TEXTS, type CompareEntry } from '@/domain/compare'

import { toggleCompareCar } from './compare-list'
import { compareCars, useSavedCars } from './saved-cars'

/** The card's Compare toggle (spec §2 "Vehicle card: save/compare/favourite control"); a full list refuses with a message in the compare bar. */
export function CompareButton({ car, className = '' }: { car: CompareEntry; className?: string }) {
  const chosen = useSavedCars(compareCars).ids.has(car.id)
  return (
    <button
      type="button"
      className={`compare-toggle ${className}`}
      aria-pressed={chosen}
      aria-label={chosen ? COMPARE_TEXTS.remove(car.name) : COMPARE_TEXTS.add(car.name)}
      onClick={() => toggleCompareCar(car)}
    >
      {COMPARE_TEXTS.label}
    </button>
  )
}
