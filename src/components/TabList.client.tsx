'use client'

import { useRef, type KeyboardEvent, type ReactNode } from 'react'

const STEPS: Readonly<Record<string, 1 | -1>> = { ArrowRight: 1, ArrowLeft: -1 }

/** The tab a key moves to (the ARIA tabs pattern): Left and Right step and wrap, Home and End jump to the ends; null for any other key. */
export function tabAfterKey(key: string, current: number, count: number): number | null {
  if (count <= 0) return null
  if (key === 'Home') return 0
  if (key === 'End') return count - 1
  const step = STEPS[key]
  return step === undefined ? null : (current + step + count) % count
}

export interface TabListTab {
  key: string
  label: ReactNode
  /** The tab's own id (its panel's aria-labelledby) and the id of the panel it shows. */
  id: string
  controls: string
}

/**
 * One tab list for every tabbed piece (location departments, media views, model colours, embedded
 * frames): the roving tab stop, and Left/Right (wrapping), Home and End. With automatic activation a
 * key selects the tab it moves to; with manual activation it only moves focus, and Enter, Space or a
 * click selects, for tabs whose selection is costly (another website's page loading).
 */
export function TabList({
  tabs,
  selected,
  onSelect,
  activation = 'automatic',
  className,
  tabClassName,
  ...name
}: {
  tabs: readonly TabListTab[]
  selected: number
  onSelect: (index: number) => void
  activation?: 'automatic' | 'manual'
  className?: string
  tabClassName?: string
} & ({ 'aria-label': string } | { 'aria-labelledby': string })) {
  const buttons = useRef<Array<HTMLButtonElement | null>>([])
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = tabAfterKey(event.key, index, tabs.length)
    if (next === null) return
    event.preventDefault()
    if (activation === 'automatic') onSelect(next)
    buttons.current[next]?.focus()
  }
  return (
    <div role="tablist" className={className} {...name}>
      {tabs.map((tab, index) => (
        <button
          key={tab.key}
          ref={(element) => {
            buttons.current[index] = element
          }}
          type="button"
          role="tab"
          id={tab.id}
          aria-selected={index === selected}
          aria-controls={tab.controls}
          tabIndex={index === selected ? 0 : -1}
          className={tabClassName}
          onClick={() => onSelect(index)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  )
}
