'use client'

import './stock-grid-choices.css'

import { useField, useFormFields } from '@payloadcms/ui'
import { useQuery } from '@tanstack/react-query'

import { formatCount } from '@/domain/money'

import type { StockChoices } from '../admin-stock'
import { AdminStockQueries, fetchAdminStock } from './AdminStockQueries.client'

const GROUPS: Array<{ field: keyof StockChoices; legend: string }> = [
  { field: 'makes', legend: 'Makes' },
  { field: 'models', legend: 'Models' },
  { field: 'bodies', legend: 'Body types' },
  { field: 'locations', legend: 'Locations' },
  { field: 'tags', legend: 'Tags' },
]
/** Enough to choose from without a wall of buttons: the values with the most cars. */
const SHOWN = 24

/** One refinement's values in stock as toggle buttons that add or remove the value in the block's field beside them. */
function ChoiceGroup({ path, legend, values }: { path: string; legend: string; values: StockChoices[keyof StockChoices] }) {
  const { value, setValue } = useField<string[] | null>({ path })
  const chosen = value ?? []
  if (values.length === 0) return null
  const toggle = (choice: string) => setValue(chosen.includes(choice) ? chosen.filter((v) => v !== choice) : [...chosen, choice])
  return (
    <fieldset className="stock-grid-choices__group">
      <legend>{`${legend} in stock`}</legend>
      {values.slice(0, SHOWN).map(({ value: choice, count }) => (
        <button key={choice} type="button" className="stock-grid-choices__choice" aria-pressed={chosen.includes(choice)} onClick={() => toggle(choice)}>
          {choice} <span className="stock-grid-choices__count">({formatCount(count)})</span>
        </button>
      ))}
    </fieldset>
  )
}

function Choices({ path }: { path: string }) {
  const siteId = useFormFields(([fields]) => fields.site?.value)
  const { data, error, isPending } = useQuery({
    queryKey: ['stock-facets', siteId],
    queryFn: async () => (await fetchAdminStock<{ choices: StockChoices }>('stock-facets', siteId)).choices,
    staleTime: 60_000,
  })
  // This field sits in the block beside the fields it fills: layout.2.stockChoices -> layout.2.makes.
  const block = path.slice(0, path.lastIndexOf('.') + 1)
  return (
    <div className="stock-grid-choices">
      <p className="stock-grid-choices__intro" role="status">
        {error
          ? error.message
          : isPending
            ? "Reading this site's stock…"
            : 'Choose from what this site has in stock (pressed means chosen); the fields above show the choice.'}
      </p>
      {data ? GROUPS.map(({ field, legend }) => <ChoiceGroup key={field} path={`${block}${field}`} legend={legend} values={data[field]} />) : null}
    </div>
  )
}

/**
 * The stock grid block's refinements chosen from the site's real stock (issue 23): the makes, models,
 * bodies, locations and tags the site has, with their counts, as buttons that fill the block's fields.
 */
export function StockGridChoices({ path }: { path: string }) {
  return (
    <AdminStockQueries>
      <Choices path={path} />
    </AdminStockQueries>
  )
}
