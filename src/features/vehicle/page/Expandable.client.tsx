'use client'

import { useId, useState, type ReactNode } from 'react'

import { cutText } from '@/domain/text-limits'

/**
 * Lists and texts shown in part until the shopper asks for the rest (spec §2, §9: 4 specs,
 * 8 features, 400 characters of dealer comments). Everything is in the server HTML; the toggle
 * only changes what is visible, and says with aria-expanded what it controls.
 */
export function ExpandableList({
  items,
  shownFirst,
  moreLabel,
  lessLabel,
  className,
}: {
  items: ReactNode[]
  shownFirst: number
  moreLabel: string
  lessLabel: string
  className?: string
}) {
  const [expanded, setExpanded] = useState(false)
  const id = useId()
  const shown = expanded ? items : items.slice(0, shownFirst)
  return (
    <>
      <ul id={id} className={className}>
        {shown}
      </ul>
      {items.length > shownFirst ? (
        <button type="button" className="link-button" aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded(!expanded)}>
          {expanded ? lessLabel : moreLabel}
        </button>
      ) : null}
    </>
  )
}

export function ExpandableText({ text, limit, moreLabel, lessLabel }: { text: string; limit: number; moreLabel: string; lessLabel: string }) {
  const [expanded, setExpanded] = useState(false)
  const id = useId()
  const shown = cutText(text, limit, expanded)
  return (
    <>
      <p id={id} className="vehicle-comments__text">
        {shown.text}
      </p>
      {shown.truncated ? (
        <button type="button" className="link-button" aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded(!expanded)}>
          {expanded ? lessLabel : moreLabel}
        </button>
      ) : null}
    </>
  )
}
