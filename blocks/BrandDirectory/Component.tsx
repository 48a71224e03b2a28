import Link from 'next/link'

import type { BrandDirectory, BrandDirectoryBlock as BrandDirectoryData, Manufacturer } from '@/payload-types'

import type { BlockProps } from '../types'

/** Spec §2 "Brand directory": brand groups linking to brand pages, and the group's stats banner. */
export function BrandDirectoryBlock({ block }: BlockProps<BrandDirectoryData>) {
  const directory = typeof block.directory === 'object' ? (block.directory as BrandDirectory) : null
  if (!directory) return null
  return (
    <section className="container section brand-directory">
      <h2 className="section__heading">{directory.title}</h2>
      {(directory.sections ?? []).map((section) => (
        <div key={section.id ?? section.heading} className="brand-directory__section">
          <h3>{section.heading}</h3>
          <ul className="brand-directory__brands">
            {(section.brands ?? []).map((brand) => {
              const make = typeof brand.manufacturer === 'object' ? (brand.manufacturer as Manufacturer | null) : null
              const external = /^https?:\/\//.test(brand.href)
              const content = (
                <>
                  {make?.logoUrl ? (
                    // eslint-disable-next-line @next/next/no-img-element -- small SVG logo
                    <img src={make.logoUrl} alt="" width={120} height={48} loading="lazy" />
                  ) : null}
                  <span>{brand.name}</span>
                </>
              )
              return (
                <li key={brand.id ?? brand.href}>
                  {external ? (
                    <a className="brand-tile" href={brand.href} rel="noopener" target="_blank">
                      {content}
                      <span className="visually-hidden"> (opens in a new tab)</span>
                    </a>
                  ) : (
                    <Link className="brand-tile" href={brand.href}>
                      {content}
                    </Link>
                  )}
                </li>
              )
            })}
          </ul>
        </div>
      ))}
      {block.showStats && directory.stats?.length ? (
        <ul className="stats-banner">
          {directory.stats.map((stat) => (
            <li key={stat.id ?? stat.label}>
              {stat.href ? (
                <Link href={stat.href}>
                  <strong>{stat.value}</strong> {stat.label}
                </Link>
              ) : (
                <>
                  <strong>{stat.value}</strong> {stat.label}
                </>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
