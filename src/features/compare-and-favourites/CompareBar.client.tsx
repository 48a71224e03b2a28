'use client'

import { useSyncExternalStore } from 'react'

import { COMPARE_TEXTS, compareHref } from '@/domain/compare'

import { clearCompareCars, compareNotice } from './compare-list'
import { compareCars, useSavedCars } from './saved-cars'

const noNotice = () => null

/**
 * The bar at the foot of the search page while cars are chosen to compare: how many, the link to
 * /compare (with two or more) and Clear. Its status line is a polite live region that stays in the
 * page when the bar is closed, so the count, a refused fourth car and "cleared" are all announced.
 */
export function CompareBar() {
  const { cars } = useSavedCars(compareCars)
  const notice = useSyncExternalStore(compareNotice.subscribe, compareNotice.read, noNotice)
  const count = cars.length
  return (
    <div className={`compare-bar${count ? ' compare-bar--open' : ''}`}>
      <div className="container compare-bar__inner">
        <p className="compare-bar__status" role="status">
          {notice ?? (count ? COMPARE_TEXTS.chosen(count) : '')}
        </p>
        {count ? (
          <div className="compare-bar__actions">
            {count > 1 ? (
              <a className="button button--primary" href={compareHref(cars.map((car) => car.slug))}>
                {COMPARE_TEXTS.compareCars(count)}
              </a>
            ) : (
              <span className="compare-bar__hint">{COMPARE_TEXTS.chooseAnother}</span>
            )}
            <button type="button" className="button button--secondary" onClick={clearCompareCars}>
              {COMPARE_TEXTS.clear}
            </button>
          </div>
        ) : null}
      </div>
    </div>
  )
}
