'use client'

import { useState } from 'react'

import { favouriteCars, type FavouriteCar } from '@/features/compare-and-favourites/client'

import { postJson } from './post-json'

const cars = (count: number) => `${count} ${count === 1 ? 'car' : 'cars'}`

/**
 * First sign-in (issue 18): the cars kept in this browser's favourites move to the account's
 * watchlist in one click. Only the ones the server saved leave the favourites, so a sold car
 * (which cannot be saved) is not lost.
 */
export function MoveFavourites({
  favourites,
  phone,
  onDone,
}: {
  favourites: readonly FavouriteCar[]
  phone: string
  onDone: (outcome: { moved: number; kept: number }) => void
}) {
  const [moving, setMoving] = useState(false)
  const count = favourites.length

  const move = async () => {
    setMoving(true)
    const moved = new Set<string>()
    // One at a time: a long list stays well inside the watchlist's rate limit.
    for (const car of favourites) {
      const answer = await postJson('/api/watchlist/save-car', { phone_number: phone, car_id: car.id })
      if (answer.ok) moved.add(car.id)
    }
    favouriteCars.write(favouriteCars.read().filter((car) => !moved.has(car.id)))
    setMoving(false)
    onDone({ moved: moved.size, kept: count - moved.size })
  }

  return (
    <div className="account-favourites">
      <p>This browser has {cars(count)} in its favourites. In your watchlist they are kept on every device, and we can tell you when their price drops.</p>
      <ul className="account-favourites__list">
        {favourites.slice(0, 6).map((car) => (
          <li key={car.id}>{car.name}</li>
        ))}
        {count > 6 ? <li>and {cars(count - 6)} more</li> : null}
      </ul>
      <div className="account-form__actions">
        <button type="button" className="button button--primary" disabled={moving} aria-busy={moving || undefined} onClick={() => void move()}>
          {moving ? 'Moving…' : `Move ${count} ${count === 1 ? 'favourite' : 'favourites'} to your watchlist`}
        </button>
        <button type="button" className="button button--secondary" disabled={moving} onClick={() => onDone({ moved: 0, kept: count })}>
          Not now
        </button>
      </div>
    </div>
  )
}
