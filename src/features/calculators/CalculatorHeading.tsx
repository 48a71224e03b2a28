import type { ReactNode } from 'react'

export type HeadingLevel = 2 | 3 | 4

/** The calculator's title at the level the page needs (h2 on its own, h3 under a "Calculators" heading). */
export function CalculatorHeading({ level, id, children }: { level: HeadingLevel; id: string; children: ReactNode }) {
  const Tag = `h${level}` as const
  return (
    <Tag className="calc__title" id={id}>
      {children}
    </Tag>
  )
}
