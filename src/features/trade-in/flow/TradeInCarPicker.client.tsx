'use client'

import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'

import { describedBy, StepField } from '@/components/step-flow/StepFields'

import type { StoredTradeIn } from './trade-in-progress'

type TradeInCar = NonNullable<StoredTradeIn['car']>

export interface TradeInCarPickerProps {
  car: TradeInCar
  errors: Record<string, string>
  years: readonly number[]
  setCar: (change: Partial<TradeInCar>) => void
  onPlateInstead: () => void
}

const catalogueClient = new QueryClient()

/** The trade-in's car step without a plate: year, make, model and badge chosen from the valuation catalogue's lists. */
export function TradeInCarPicker(props: TradeInCarPickerProps) {
  return (
    <QueryClientProvider client={catalogueClient}>
      <Lists {...props} />
    </QueryClientProvider>
  )
}

function useCatalogue(query: { make?: string; model?: string; year?: string }, enabled: boolean) {
  return useQuery({
    queryKey: ['trade-in-catalogue', query.make ?? '', query.model ?? '', query.year ?? ''],
    enabled,
    staleTime: 5 * 60_000,
    queryFn: async () => {
      const params = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])))
      const response = await fetch(`/api/trade-in/catalogue?${params}`)
      return response.ok ? ((await response.json()) as { values: string[] }).values : []
    },
  })
}

/** One of the car's lists: its field, a first choice that says what to do (or that the list is loading), then the values. */
function CarList({
  name,
  label,
  error,
  value,
  empty,
  values,
  disabled,
  onChoose,
}: {
  name: 'year' | 'make' | 'model' | 'badge'
  label: string
  error: string | undefined
  value: string | undefined
  empty: string
  values: readonly (string | number)[]
  disabled?: boolean
  onChoose: (value: string) => void
}) {
  const id = `trade-in-${name}`
  return (
    <StepField id={id} label={label} error={error}>
      <select {...describedBy(id, error)} value={value ?? ''} disabled={disabled} onChange={(event) => onChoose(event.target.value)}>
        <option value="">{empty}</option>
        {values.map((choice) => (
          <option key={choice}>{choice}</option>
        ))}
      </select>
    </StepField>
  )
}

function Lists({ car, errors, years, setCar, onPlateInstead }: TradeInCarPickerProps) {
  const makes = useCatalogue({}, true)
  // The year narrows the models to those on sale then (issue 41).
  const models = useCatalogue({ make: car.make, year: car.year }, Boolean(car.make))
  const badges = useCatalogue({ make: car.make, model: car.model, year: car.year }, Boolean(car.make && car.model))
  return (
    <>
      <CarList
        name="year"
        label="Year"
        error={errors.year}
        value={car.year}
        empty="Choose the year"
        values={years}
        onChoose={(year) => setCar({ year, model: '', badge: '' })}
      />
      <CarList
        name="make"
        label="Make"
        error={errors.make}
        value={car.make}
        empty={makes.isPending ? 'Loading makes…' : 'Choose the make'}
        values={makes.data ?? []}
        onChoose={(make) => setCar({ make, model: '', badge: '' })}
      />
      <CarList
        name="model"
        label="Model"
        error={errors.model}
        value={car.model}
        empty="Choose the model"
        values={models.data ?? []}
        disabled={!car.make}
        onChoose={(model) => setCar({ model, badge: '' })}
      />
      <CarList
        name="badge"
        label="Badge (optional)"
        error={errors.badge}
        value={car.badge}
        empty="Not sure"
        values={badges.data ?? []}
        disabled={!car.model}
        onChoose={(badge) => setCar({ badge })}
      />
      <p className="step-flow-step__note">
        <button type="button" className="link-button" onClick={onPlateInstead}>
          Use the registration plate instead
        </button>
      </p>
    </>
  )
}
