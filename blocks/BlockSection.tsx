import type React from 'react'

/** A block's section: the page's container and spacing, named by its h2 heading (one landmark per block, for screen readers' region lists). */
export function BlockSection({ id, heading, className, children }: { id: string; heading: string; className: string; children: React.ReactNode }) {
  return (
    <section className={`container section ${className}`} aria-labelledby={id}>
      <h2 id={id} className="section__heading">
        {heading}
      </h2>
      {children}
    </section>
  )
}
