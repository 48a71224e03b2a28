'use client'

import { useEffect, useRef, type ReactNode } from 'react'

/**
 * A heading that takes focus when it appears: the answer replaces the form the shopper just sent, so
 * a screen reader starts reading at the answer rather than at the top of the page.
 */
export function FocusedHeading({ id, className, children }: { id: string; className?: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <h2 id={id} className={className} ref={heading} tabIndex={-1}>
      {children}
    </h2>
  )
}
