import { frameUrlProblem } from '@/domain/embedded-frames'
import type { TabbedFramesBlock as TabbedFramesData } from '@/payload-types'

import type { BlockProps } from '../types'
import { FrameTabs } from './island'

/**
 * Spec §2 "Tabbed embedded-frame viewer": other pages (a manufacturer's builder, a finance or booking
 * tool) in tabs. Tabs whose address is not https are left out: the site's Content-Security-Policy
 * (frame-src 'self' https:) would show them blank; the admin refuses them anyway.
 */
export function TabbedFramesBlock({ block }: BlockProps<TabbedFramesData>) {
  const tabs = block.tabs.filter((tab) => frameUrlProblem(tab.url) === null).map((tab) => ({ label: tab.label, url: tab.url.trim(), title: tab.title }))
  if (!tabs.length) return null
  const headingId = `tabbed-frames-${block.id ?? 'block'}`
  return (
    <section className="container section tabbed-frames" aria-labelledby={headingId}>
      <h2 id={headingId} className="section__heading">
        {block.heading}
      </h2>
      <FrameTabs tabs={tabs} labelledBy={headingId} height={block.frameHeight ?? 700} />
    </section>
  )
}
