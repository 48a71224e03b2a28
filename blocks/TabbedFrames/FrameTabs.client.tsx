'use client'

import { useId, useState } from 'react'

import { TabList } from '@/components/TabList.client'

export interface FrameTab {
  label: string
  /** https only (checked by the server component). */
  url: string
  /** The frame's accessible name. */
  title: string
}

/**
 * The viewer's tabs: the ARIA tabs pattern with manual activation (Left/Right/Home/End move focus,
 * Enter, Space or a click selects), because selecting loads another website's page and should not
 * happen on every arrow press. Only the selected tab's frame exists, so one page loads at a time.
 */
export function FrameTabs({ tabs, labelledBy, height }: { tabs: FrameTab[]; labelledBy: string; height: number }) {
  const id = useId()
  const [selected, setSelected] = useState(0)
  return (
    <div className="frame-tabs">
      <TabList
        aria-labelledby={labelledBy}
        className="frame-tabs__list"
        tabClassName="frame-tabs__tab"
        activation="manual"
        tabs={tabs.map((tab, index) => ({ key: `${tab.url}-${index}`, label: tab.label, id: `${id}-tab-${index}`, controls: `${id}-panel-${index}` }))}
        selected={selected}
        onSelect={setSelected}
      />
      {tabs.map((tab, index) => (
        <div
          key={`${tab.url}-${index}`}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          hidden={index !== selected}
          className="frame-tabs__panel"
        >
          {index === selected ? (
            <>
              <iframe
                className="frame-tabs__frame"
                src={tab.url}
                title={tab.title}
                loading="lazy"
                height={height}
                referrerPolicy="strict-origin-when-cross-origin"
                // Scripts, forms and pop-ups work; the framed page may leave this page only when the shopper clicks.
                sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation"
                allow="fullscreen"
              />
              <p className="frame-tabs__open">
                <a href={tab.url}>Open {tab.label} on its own page</a>
              </p>
            </>
          ) : null}
        </div>
      ))}
    </div>
  )
}
