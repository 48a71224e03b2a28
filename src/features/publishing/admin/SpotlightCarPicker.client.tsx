'use client'

import './spotlight-car-picker.css'

import { useField, useFormFields } from '@payloadcms/ui'
import { useQuery } from '@tanstack/react-query'
import { useDeferredValue, useId, useState, type KeyboardEvent } from 'react'

import { formatMoney } from '@/domain/money'

import type { PickerCar } from '../admin-stock'
import { AdminStockQueries, fetchAdminStock } from './AdminStockQueries.client'

type Props = { path: string; field: { label?: unknown; admin?: { description?: unknown } } }

/**
 * The vehicle spotlight's car field (issue 23): type a make, model or stock number and pick from this
 * site's stock (a combobox: Down and Up move through the matches, Enter picks, Escape closes). The
 * field keeps the car's address, which the save checks again against the site's stock.
 */
export function SpotlightCarPicker(props: Props) {
  return (
    <AdminStockQueries>
      <CarPicker {...props} />
    </AdminStockQueries>
  )
}

function CarPicker({ path, field }: Props) {
  const { value, setValue, showError, errorMessage } = useField<string>({ path })
  const siteId = useFormFields(([fields]) => fields.site?.value)
  const [words, setWords] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const query = useDeferredValue(words.trim())
  const id = useId()
  const {
    data: cars = [],
    error,
    isFetching,
  } = useQuery({
    queryKey: ['stock-picker', siteId, query],
    queryFn: async () => (await fetchAdminStock<{ cars: PickerCar[] }>('stock-picker', siteId, { q: query })).cars,
    enabled: open && query.length >= 2,
    staleTime: 30_000,
  })

  const pick = (car: PickerCar) => {
    setValue(car.slug)
    setWords('')
    setOpen(false)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      setOpen(true)
      if (cars.length > 0) setActive((at) => (at + (event.key === 'ArrowDown' ? 1 : cars.length - 1)) % cars.length)
    } else if (event.key === 'Enter' && open && cars[active]) {
      event.preventDefault()
      pick(cars[active]!)
    } else if (event.key === 'Escape') setOpen(false)
  }
  const listId = `${id}-cars`
  const expanded = open && cars.length > 0
  return (
    <div className={`field-type spotlight-car-picker${showError ? ' error' : ''}`}>
      <label className="field-label" htmlFor={`${id}-search`}>
        {typeof field.label === 'string' ? field.label : 'Car'} <span className="required">*</span>
      </label>
      <p className="spotlight-car-picker__chosen" aria-live="polite">
        {value ? (
          <>
            Chosen: <code>/cars/{value}</code>
          </>
        ) : (
          'No car chosen yet.'
        )}
      </p>
      <input
        id={`${id}-search`}
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded ? `${listId}-${active}` : undefined}
        aria-describedby={`${id}-help`}
        value={words}
        placeholder="Search this site's stock: make, model or stock number"
        onChange={(event) => {
          setWords(event.target.value)
          setActive(0)
          setOpen(true)
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
      />
      <ul id={listId} role="listbox" aria-label="Cars in stock" hidden={!expanded} className="spotlight-car-picker__list">
        {cars.map((car, index) => (
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the combobox's own keys choose options (aria-activedescendant)
          <li
            key={car.slug}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(car)}
          >
            <strong>{car.name}</strong> {car.stocknum ? `· stock ${car.stocknum}` : ''} {car.price ? `· ${formatMoney(car.price)}` : ''}{' '}
            {car.status === 'sold' ? '· SOLD' : ''}
          </li>
        ))}
      </ul>
      <p id={`${id}-help`} className="field-description" role="status">
        {error
          ? error.message
          : isFetching
            ? 'Searching…'
            : open && query.length >= 2 && cars.length === 0
              ? 'No car of this site matches.'
              : typeof field.admin?.description === 'string'
                ? field.admin.description
                : null}
      </p>
      {showError && errorMessage ? <p className="spotlight-car-picker__error">{errorMessage}</p> : null}
    </div>
  )
}
