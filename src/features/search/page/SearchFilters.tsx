import { useEffect, useMemo, useState } from 'react'
import { useRange, useRefinementList } from 'react-instantsearch'

import { formatCount } from '@/domain/money'
import {
  facetValueLabel,
  facetValueOrder,
  POPULAR_MAKES,
  rangeSliderBounds,
  rangeValueLabel,
  SEARCH_RANGES,
  type SearchFilter,
  type SearchRangeAttribute,
} from '@/domain/search-page-config'
import type { SearchWidgetParams } from '@/features/search/page/search-page-widgets'

type Item = ReturnType<typeof useRefinementList>['items'][number]

/** Values shown before "Show all". */
const FIRST_VALUES = 8
/**
 * Values a closed filter draws: the first few, with their counts, for search engines (its values
 * show only once it is opened, and opening it makes the page live, which draws the rest).
 */
const CLOSED_VALUES = 5

/** One list filter as the site configured it: a dropdown of checkboxes, a select, or a menu (spec §2). */
export function FacetFilter({
  filter,
  params,
  popularMakesSplit,
  makeChosen,
}: {
  filter: SearchFilter
  params: SearchWidgetParams['refinementLists'][number]
  popularMakesSplit: boolean
  /** Whether the shopper picked a make (the model list waits for one). */
  makeChosen: boolean
}) {
  // The comparator must keep its identity between renders: a new one re-creates the widget (and loops).
  const sortBy = useMemo(() => facetValueOrder(filter.attribute, filter.sort), [filter.attribute, filter.sort])
  const { items, refine } = useRefinementList({ ...params, sortBy })
  const refined = items.filter((item) => item.isRefined)
  const id = `facet-${filter.attribute}`
  if (items.length === 0) return null
  // Every model of every make is a long, useless list: models are listed once a make is chosen.
  if (filter.attribute === 'model' && refined.length === 0 && !makeChosen) {
    return (
      <div className="facet facet--waiting">
        <p className="facet__label">{filter.label}</p>
        <p className="facet__hint">Choose a make to see its models.</p>
      </div>
    )
  }
  const label = (item: Item) => facetValueLabel(filter.attribute, item.value)
  // select and menu pick one value: choosing another replaces it.
  const pickOne = (value: string | null) => {
    refined.filter((item) => item.value !== value).forEach((item) => refine(item.value))
    if (value !== null && !refined.some((item) => item.value === value)) refine(value)
  }

  if (filter.display === 'select') {
    return (
      <div className="facet facet--select">
        <label className="facet__label" htmlFor={id}>
          {filter.label}
        </label>
        <select id={id} className="facet__select" value={refined[0]?.value ?? ''} onChange={(event) => pickOne(event.target.value || null)}>
          <option value="">{`Any ${filter.label.toLowerCase()}`}</option>
          {items.map((item) => (
            <option key={item.value} value={item.value}>
              {`${label(item)} (${formatCount(item.count)})`}
            </option>
          ))}
        </select>
      </div>
    )
  }

  if (filter.display === 'menu') {
    return (
      <fieldset className="facet facet--menu">
        <legend className="facet__label">{filter.label}</legend>
        <ul className="facet__menu">
          <li>
            <button type="button" className="facet__menu-item" aria-pressed={refined.length === 0} onClick={() => pickOne(null)}>
              All
            </button>
          </li>
          {items.map((item) => (
            <li key={item.value}>
              <button type="button" className="facet__menu-item" aria-pressed={item.isRefined} onClick={() => pickOne(item.value)}>
                {label(item)} <span className="facet__count">{formatCount(item.count)}</span>
              </button>
            </li>
          ))}
        </ul>
      </fieldset>
    )
  }

  const groups =
    filter.attribute === 'make' && popularMakesSplit && items.length > POPULAR_MAKES
      ? [
          { heading: 'Popular Makes', items: [...items].sort((a, b) => b.count - a.count || a.value.localeCompare(b.value)).slice(0, POPULAR_MAKES) },
          { heading: 'All Makes', items: [...items].sort((a, b) => a.value.localeCompare(b.value)) },
        ]
      : [{ heading: null, items }]
  return <DropdownFacet filter={filter} groups={groups} refinedCount={refined.length} label={label} refine={refine} />
}

function DropdownFacet({
  filter,
  groups,
  refinedCount,
  label,
  refine,
}: {
  filter: SearchFilter
  groups: Array<{ heading: string | null; items: Item[] }>
  refinedCount: number
  label: (item: Item) => string
  refine: (value: string) => void
}) {
  const [open, setOpen] = useState(refinedCount > 0)
  const [showAll, setShowAll] = useState(false)
  const total = groups.reduce((sum, group) => sum + group.items.length, 0)
  const limited = !showAll && groups.length === 1 && total > FIRST_VALUES
  const drawn = (items: Item[]) => (!open ? items.slice(0, CLOSED_VALUES) : limited ? items.slice(0, FIRST_VALUES) : items)
  return (
    <details className="facet facet--dropdown" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="facet__label">
        {filter.label}
        {refinedCount > 0 ? <span className="facet__selected">{` (${refinedCount} selected)`}</span> : null}
      </summary>
      {/* The All Makes list repeats the popular ones: drawn only once the shopper opens the filter. */}
      {groups.slice(0, open ? groups.length : 1).map((group) => (
        <fieldset key={group.heading ?? 'values'} className="facet__group">
          <legend className={group.heading ? 'facet__group-heading' : 'visually-hidden'}>{group.heading ?? filter.label}</legend>
          <ul className="facet__values">
            {drawn(group.items).map((item) => (
              <li key={item.value}>
                {/* Plain markup (styled through .facet__values): a search page draws about 70 of these. */}
                <label>
                  <input type="checkbox" checked={item.isRefined} onChange={() => refine(item.value)} />
                  {`${label(item)} `}
                  <span className="facet__count">{formatCount(item.count)}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ))}
      {groups.length === 1 && total > FIRST_VALUES ? (
        <button type="button" className="facet__more" aria-expanded={showAll} onClick={() => setShowAll(!showAll)}>
          {showAll ? 'Show fewer' : `Show all ${total}`}
        </button>
      ) : null}
    </details>
  )
}

const RANGE_HANDLES = [
  { handle: 0, name: 'min' },
  { handle: 1, name: 'max' },
] as const

/** How long a slider waits after the last key or drag before it searches. */
const SETTLE_MS = 350

/**
 * A two-handle range (spec §5 "Price slider: step 500; lower kept below upper; defaults 5000 to
 * 250000"), shown only while it has values to offer (rangeSliderBounds).
 */
export function RangeFilter({ attribute, onRefined }: { attribute: SearchRangeAttribute; onRefined?: () => void }) {
  const { start, range, refine } = useRange({ attribute })
  const bounds = rangeSliderBounds(attribute, { min: range.min ?? 0, max: range.max ?? 0 }, start.some(Number.isFinite))
  return bounds ? <RangeSlider attribute={attribute} bounds={bounds} start={start} refine={refine} onRefined={onRefined} /> : null
}

/** The slider itself: two native range inputs, so arrow keys, Page Up/Down, Home and End work. */
function RangeSlider({
  attribute,
  bounds: { lowest, highest },
  start,
  refine,
  onRefined,
}: {
  attribute: SearchRangeAttribute
  bounds: { lowest: number; highest: number }
  start: ReturnType<typeof useRange>['start']
  refine: ReturnType<typeof useRange>['refine']
  onRefined?: () => void
}) {
  const config = SEARCH_RANGES[attribute]
  const applied: [number, number] = [Number.isFinite(start[0]) ? (start[0] as number) : lowest, Number.isFinite(start[1]) ? (start[1] as number) : highest]
  const appliedKey = applied.join(':')
  // The handles' positions while the shopper moves them; dropped once the refinement they asked for
  // (or one made elsewhere: chips, Clear Filters, the back button) changes what is applied.
  const [draft, setDraft] = useState<{ appliedKey: string; values: [number, number] } | null>(null)
  const values = draft && draft.appliedKey === appliedKey ? draft.values : applied

  useEffect(() => {
    if (!draft) return
    const timer = setTimeout(() => {
      const [min, max] = draft.values
      refine([min <= lowest ? undefined : min, max >= highest ? undefined : max])
      onRefined?.()
    }, SETTLE_MS)
    return () => clearTimeout(timer)
  }, [draft, lowest, highest, refine, onRefined])

  const move = (handle: 0 | 1, value: number) => {
    // The lower handle stays at least one step below the upper one, and the other way round.
    const next: [number, number] = handle === 0 ? [Math.min(value, values[1] - config.step), values[1]] : [values[0], Math.max(value, values[0] + config.step)]
    setDraft({ appliedKey, values: next })
  }

  return (
    <fieldset className="facet facet--range">
      <legend className="facet__label">{config.label}</legend>
      <p className="range__values" aria-hidden="true">
        {`${rangeValueLabel(attribute, values[0])} to ${rangeValueLabel(attribute, values[1])}${values[1] >= highest && attribute !== 'year' ? '+' : ''}`}
      </p>
      <div className="range">
        {RANGE_HANDLES.map(({ handle, name }) => (
          <input
            key={name}
            aria-label={`${name === 'min' ? 'Minimum' : 'Maximum'} ${config.label.toLowerCase()}`}
            className={`range__input range__input--${name}`}
            type="range"
            min={lowest}
            max={highest}
            step={config.step}
            value={values[handle]}
            aria-valuetext={rangeValueLabel(attribute, values[handle])}
            onChange={(event) => move(handle, Number(event.target.value))}
          />
        ))}
      </div>
    </fieldset>
  )
}

/** A refinement from the URL on a facet the site shows no filter for: kept in the search, no control. */
export function HiddenRefinement({ params }: { params: SearchWidgetParams['hiddenRefinementLists'][number] }) {
  useRefinementList(params)
  return null
}
