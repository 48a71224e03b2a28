'use client'

import { useId, useState, type ReactNode } from 'react'

import { TabList } from '@/components/TabList.client'

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
  return (
    <div className="location-tabs" data-tab-count={tabs.length}>
      <TabList
        aria-label={label}
        className="location-tabs__list"
        tabClassName="location-tabs__tab"
        tabs={tabs.map((tab, index) => ({ key: tab.type, label: tab.label, id: `${id}-tab-${index}`, controls: `${id}-panel-${index}` }))}
        selected={selected}
        onSelect={setSelected}
      />
      {tabs.map((tab, index) => (
        <div
          key={tab.type}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          hidden={index !== selected}
          className="location-tabs__panel"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  )
}
