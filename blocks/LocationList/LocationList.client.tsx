'use client'

import dynamic from 'next/dynamic'
import { useId, useMemo, useState, type FormEvent, type ReactNode } from 'react'

import type { LatLong } from '@/domain/geo'
import { formatDistance, locationMatchesQuery, sortByDistance, withLocationQuery, type LocationForSearch } from '@/domain/locations'
import { validatePostcodeField } from '@/domain/postcode-field'
import { ERROR_TEXTS } from '@/domain/error-texts'
import { fillText } from '@/domain/fill-text'
import { LOCATION_LIST_TEXTS } from '@/domain/location-list-texts'

// Swiper loads only for the cards layout: a list page never downloads it.
const LocationCarousel = dynamic(() => import('./LocationCarousel.client').then((module) => module.LocationCarousel))

export interface LocationListGroup {
  key: string
  /** What the search box matches (spec §5): each location's name, postcode, street and type. */
  search: LocationForSearch[]
  /** Where the group is, for nearest first; null without coordinates (listed last). */
  point: LatLong | null
  /** The server-rendered location block. */
  item: ReactNode
}

export interface LocationListProps {
  groups: LocationListGroup[]
  /** locationQuery from the request, so a shared or reloaded link shows the same list. */
  initialQuery: string
  showSearch: boolean
  showNearest: boolean
  layout: 'list' | 'cards'
  /** The block heading's id, naming the list. */
  labelledBy?: string
}

type Origin = { point: LatLong; place: string }

/** The postcode's centre from GET /api/postcode-location; the spec's message when it is not a postcode (§5, §8). */
export async function locatePostcode(postcode: string): Promise<{ point: LatLong } | { error: string }> {
  try {
    const response = await fetch(`/api/postcode-location?postcode=${encodeURIComponent(postcode)}`)
    const body = (await response.json().catch(() => ({}))) as { lat?: unknown; long?: unknown; message?: unknown }
    if (response.ok && typeof body.lat === 'number' && typeof body.long === 'number') return { point: { lat: body.lat, long: body.long } }
    return { error: typeof body.message === 'string' && response.status < 500 ? body.message : ERROR_TEXTS.unexpectedError }
  } catch {
    return { error: ERROR_TEXTS.unexpectedError }
  }
}

/**
 * The location list's island (spec §2 "Dealer locations", §4 "Dealer tab", §5 "Locations search"):
 * the search box writes locationQuery on every keystroke (history.replaceState; empty removes it),
 * nearest first sorts by a postcode or the shopper's position and shows each distance. The blocks
 * themselves are server-rendered; a changed list remounts them, so every tab set starts on its first tab.
 */
export function LocationList({ groups, initialQuery, showSearch, showNearest, layout, labelledBy }: LocationListProps) {
  const T = LOCATION_LIST_TEXTS
  const id = useId()
  const [query, setQuery] = useState(initialQuery)
  const [postcode, setPostcode] = useState('')
  const [origin, setOrigin] = useState<Origin | null>(null)
  const [nearestError, setNearestError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const shown = useMemo(() => {
    const matching = groups.filter((group) => group.search.some((location) => locationMatchesQuery(location, query)))
    return origin ? sortByDistance(matching, origin.point, (group) => group.point) : matching.map((group) => ({ item: group, distanceKm: null }))
  }, [groups, query, origin])
  // A different list (other groups or another order) remounts every block: tabs back to the first.
  const listKey = shown.map((entry) => entry.item.key).join('\n')

  const onSearch = (text: string) => {
    setQuery(text)
    const { pathname, search, hash } = window.location
    window.history.replaceState(window.history.state, '', withLocationQuery(`${pathname}${search}${hash}`, text))
  }

  const onPostcode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const value = postcode.trim()
    const formatError = validatePostcodeField(value)
    if (formatError) return setNearestError(formatError)
    setBusy(true)
    const answer = await locatePostcode(value)
    setBusy(false)
    if ('error' in answer) return setNearestError(answer.error)
    setNearestError(null)
    setOrigin({ point: answer.point, place: value })
  }

  const onMyLocation = () => {
    if (!('geolocation' in navigator)) return setNearestError(T.geolocationUnavailable)
    setBusy(true)
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setBusy(false)
        setNearestError(null)
        setOrigin({ point: { lat: position.coords.latitude, long: position.coords.longitude }, place: T.nearestMyLocation })
      },
      (error) => {
        setBusy(false)
        setNearestError(error.code === error.PERMISSION_DENIED ? T.geolocationDenied : T.geolocationUnavailable)
      },
      { timeout: 10_000, maximumAge: 10 * 60_000 },
    )
  }

  const items = shown.map(({ item, distanceKm }) => ({
    key: `${item.key}\n${listKey}`,
    node: (
      <>
        {distanceKm !== null ? <p className="location-list__distance">{fillText(T.distanceAway, { distance: formatDistance(distanceKm) })}</p> : null}
        {item.item}
      </>
    ),
  }))

  return (
    <div className="location-list-block__island">
      {showSearch || showNearest ? (
        <div className="location-list__controls">
          {showSearch ? (
            <div className="location-list__search">
              <label htmlFor={`${id}-search`}>{T.searchLocationsLabel}</label>
              <input
                id={`${id}-search`}
                type="search"
                name="locationQuery"
                value={query}
                placeholder={T.searchLocationsPlaceholder}
                autoComplete="off"
                onChange={(event) => onSearch(event.target.value)}
              />
            </div>
          ) : null}
          {showNearest ? (
            <form className="location-list__nearest" onSubmit={onPostcode} noValidate>
              <label htmlFor={`${id}-postcode`}>{T.nearestPostcodeLabel}</label>
              <input
                id={`${id}-postcode`}
                name="postcode"
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={4}
                value={postcode}
                aria-invalid={nearestError ? true : undefined}
                aria-describedby={nearestError ? `${id}-nearest-error` : undefined}
                onChange={(event) => setPostcode(event.target.value)}
              />
              <button type="submit" className="button button--secondary" disabled={busy}>
                {T.nearestFind}
              </button>
              <button type="button" className="button button--ghost" disabled={busy} onClick={onMyLocation}>
                {T.nearestUseMyLocation}
              </button>
              {nearestError ? (
                <p id={`${id}-nearest-error`} className="location-list__error" role="alert">
                  {nearestError}
                </p>
              ) : null}
            </form>
          ) : null}
        </div>
      ) : null}
      <p className="location-list__status" role="status">
        {fillText(T.locationsShown, { count: shown.length, total: groups.length })}
        {origin ? `. ${fillText(T.locationsSortedFrom, { place: origin.place })}` : ''}
      </p>
      {shown.length === 0 ? <p className="location-list__empty">{T.locationsNone}</p> : null}
      {shown.length > 0 && layout === 'cards' ? <LocationCarousel items={items} labelledBy={labelledBy} /> : null}
      {shown.length > 0 && layout === 'list' ? (
        <ul className="location-list" aria-labelledby={labelledBy}>
          {items.map((item) => (
            <li key={item.key} className="location-list__item">
              {item.node}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
