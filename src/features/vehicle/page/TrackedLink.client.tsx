'use client'

import type { ReactNode } from 'react'

import { type SpecEvent, type TrackedCar, trackEventLater } from '@/features/analytics/client'

/**
 * A link that opens in a new tab and also sends one analytics event (e.g. the car history report,
 * event 60). The page stays, so the event can go out a moment later, with the analytics code loaded
 * then rather than in the vehicle page's first-load script.
 */
export function TrackedLink({
  event,
  car,
  href,
  className,
  children,
}: {
  event: SpecEvent
  car?: TrackedCar
  href: string
  className?: string
  children: ReactNode
}) {
  return (
    <a className={className} href={href} onClick={() => trackEventLater(event, { car })} target="_blank" rel="noopener">
      {children}
    </a>
  )
}
