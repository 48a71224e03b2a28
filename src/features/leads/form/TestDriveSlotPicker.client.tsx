'use client'

import { useEffect, useState } from 'react'

import type { TestDriveDay } from '@/domain/test-drive-slots'

import { SelectOptions } from './SelectOptions'

type Slots = { key: string } & ({ state: 'error' } | { state: 'ready'; days: TestDriveDay[] })

/**
 * Test-drive date and time (issue "Leads": appointments): the free slots of the chosen location from
 * GET /api/test-drive-slots, as a day select and a time select. The value is the slot's start
 * (ISO with the location's offset), which the server checks again before it books.
 */
export function TestDriveSlotPicker({
  id,
  locationId,
  value,
  onChange,
  invalid,
  describedBy,
}: {
  id: string
  locationId: number | string | null
  value: string
  onChange: (value: string) => void
  invalid: boolean
  describedBy?: string
}) {
  const [loaded, setLoaded] = useState<Slots | null>(null)
  const [day, setDay] = useState('')
  const [attempt, setAttempt] = useState(0)
  const key = `${locationId}:${attempt}`
  // Until the answer for this location (and retry) arrives, the picker shows it is loading.
  const slots = loaded?.key === key ? loaded : { state: 'loading' as const }

  useEffect(() => {
    if (!locationId) return
    const controller = new AbortController()
    const key = `${locationId}:${attempt}`
    fetch(`/api/test-drive-slots?location=${encodeURIComponent(String(locationId))}`, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status))
        const { days } = (await response.json()) as { days: TestDriveDay[] }
        setLoaded({ key, state: 'ready', days })
        setDay((current) => (days.some((d) => d.date === current) ? current : (days[0]?.date ?? '')))
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) {
          console.warn('[test drive] could not load times', error)
          setLoaded({ key, state: 'error' })
        }
      })
    return () => controller.abort()
  }, [locationId, attempt])

  if (!locationId)
    return (
      <p className="lead-form__hint" id={id} tabIndex={-1}>
        Choose a location first to see the times available.
      </p>
    )
  if (slots.state === 'error')
    return (
      <p className="lead-form__hint" role="alert">
        We couldn&apos;t load the available times.{' '}
        <button type="button" id={id} className="link-button" onClick={() => setAttempt(attempt + 1)}>
          Try again
        </button>
      </p>
    )
  if (slots.state !== 'ready')
    return (
      <p className="lead-form__hint" id={id} tabIndex={-1} aria-live="polite">
        Loading available times…
      </p>
    )
  if (!slots.days.length)
    return (
      <p className="lead-form__hint" id={id} tabIndex={-1}>
        There are no times left to book online in the next few weeks. Please call us and we&apos;ll find one.
      </p>
    )

  const times = slots.days.find((d) => d.date === day)?.slots ?? []
  return (
    <span className="lead-form__slot-picker">
      <select
        id={id}
        aria-label="Day"
        value={day}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          setDay(event.target.value)
          onChange('')
        }}
      >
        <SelectOptions options={slots.days.map((d) => ({ value: d.date, label: d.label }))} />
      </select>
      <select
        aria-label="Time"
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      >
        <SelectOptions placeholder="Choose a time" options={times.map((slot) => ({ value: slot.startsAt, label: slot.label }))} />
      </select>
    </span>
  )
}
