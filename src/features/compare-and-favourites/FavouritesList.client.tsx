'use client'

import { useEffect, useRef, useState, useSyncExternalStore } from 'react'

import { CompareButton } from './CompareButton.client'
import { EmptyList } from './EmptyList'
import { favouriteCars, useSavedCars } from './saved-cars'

import { FAVOURITES_TEXTS } from '../../domain/favourites-texts'

const NO_PHOTO = '/images/no-photo.svg'
const noSubscription = () => () => {}

/**
 * The shopper's favourites, read from this browser (spec §3 "Favourite entry", §6): photo, name
 * linking to the car, make and model, Remove and (when the site compares cars) the Compare toggle.
 * Removing a car says so politely and moves focus to the next Remove button, or the way back to search.
 */
export function FavouritesList({ compare, searchHref }: { compare: boolean; searchHref: string }) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  const { cars } = useSavedCars(favouriteCars)
  const [status, setStatus] = useState('')
  // Which Remove button gets focus once the list has re-rendered without the removed car.
  const focusAt = useRef<number | null>(null)
  const root = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const at = focusAt.current
    if (at === null) return
    focusAt.current = null
    const targets = root.current?.querySelectorAll<HTMLElement>('.favourite-item__remove')
    const target = targets?.length ? targets[Math.min(at, targets.length - 1)] : root.current?.querySelector<HTMLElement>('.favourites-empty a')
    target?.focus()
  }, [cars])

  const remove = (id: string, name: string, index: number) => {
    focusAt.current = index
    if (!favouriteCars.write(favouriteCars.read().filter((entry) => entry.id !== id))) {
      focusAt.current = null
      return
    }
    setStatus(FAVOURITES_TEXTS.removed(name))
  }

  return (
    <div className="favourites" ref={root}>
      <p className="visually-hidden" role="status">
        {status}
      </p>
      {!hydrated ? (
        <p>{FAVOURITES_TEXTS.loading}</p>
      ) : cars.length === 0 ? (
        <EmptyList className="favourites-empty" message={FAVOURITES_TEXTS.empty} href={searchHref} linkText={FAVOURITES_TEXTS.browse} />
      ) : (
        <ul className="favourites-list">
          {cars.map((car, index) => (
            <li key={car.id} className="favourite-item">
              {/* eslint-disable-next-line @next/next/no-img-element -- a stored URL from any CDN, shown as saved */}
              <img
                className="favourite-item__image"
                src={car.primary_image_url || NO_PHOTO}
                alt=""
                width={600}
                height={400}
                loading={index < 3 ? 'eager' : 'lazy'}
              />
              <div className="favourite-item__body">
                <h2 className="favourite-item__name">
                  <a href={`/cars/${encodeURIComponent(car.slug)}`}>{car.name}</a>
                </h2>
                <p className="favourite-item__make">{[car.make, car.model].filter(Boolean).join(' ')}</p>
                <div className="favourite-item__actions">
                  <button
                    type="button"
                    className="button button--secondary favourite-item__remove"
                    aria-label={FAVOURITES_TEXTS.removeLabel(car.name)}
                    onClick={() => remove(car.id, car.name, index)}
                  >
                    {FAVOURITES_TEXTS.remove}
                  </button>
                  {compare ? <CompareButton car={{ id: car.id, slug: car.slug, name: car.name }} /> : null}
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
