'use client'

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'

export interface LocationTabsProps {
  /** Names the tab list, e.g. "Harbour City Kia Newstead departments". */
  label: string
  /** One per location type, in the order sales, used, service, parts (domain locationTypeTabs). */
  tabs: { type: string; label: string; panel: ReactNode }[]
}

/**
 * A location block's type tabs (spec §2 "tabs per location type", §9 "1 to 4 tab slider"): the ARIA
 * tabs pattern with the roving tab stop; Left/Right move and select (wrapping), Home/End jump. The
 * tab list has one column per type. The first tab is selected on mount, so the list resets it by
 * remounting (spec §4 "Dealer tab").
 */
export function LocationTabs({ label, tabs }: LocationTabsProps) {
  const id = useId()
  const [selected, setSelected] = useState(0)
  const buttons = useRef<Array<HTMLButtonElement | null>>([])

  const select = (index: number) => {
    const next = (index + tabs.length) % tabs.length
    setSelected(next)
    buttons.current[next]?.focus()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = { ArrowRight: selected + 1, ArrowLeft: selected - 1, Home: 0, End: tabs.length - 1 }
    if (!(event.key in moves)) return
    event.preventDefault()
    select(moves[event.key]!)
  }

  return (
    <div className="location-tabs" data-tab-count={tabs.length}>
      <div role="tablist" aria-label={label} className="location-tabs__list">
        {tabs.map((tab, index) => (
          <button
            key={tab.type}
            ref={(element) => {
              buttons.current[index] = element
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            className="location-tabs__tab"
            onClick={() => select(index)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div key={tab.type} role="tabpanel" id={`${id}-panel-${index}`} aria-labelledby={`${id}-tab-${index}`} hidden={index !== selected} className="location-tabs__panel">
          {tab.panel}
        </div>
      ))}
    </div>
  )
}
