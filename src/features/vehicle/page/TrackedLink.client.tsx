'use client'

import type { ReactNode } from 'react'

import { type SpecEvent, type TrackedCar, trackEvent } from '@/features/analytics/client'

/** A plain link that also sends one analytics event when followed (e.g. the car history report, event 60). */
export function TrackedLink({
  event,
  car,
  href,
  className,
  children,
  newTab = false,
}: {
  event: SpecEvent
  car?: TrackedCar
  href: string
  className?: string
  children: ReactNode
  newTab?: boolean
}) {
  return (
    <a className={className} href={href} onClick={() => trackEvent(event, { car })} {...(newTab ? { target: '_blank', rel: 'noopener' } : {})}>
      {children}
    </a>
  )
}
