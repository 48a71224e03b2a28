import Link from 'next/link'

import { formatCount } from '@/domain/money'
import type { FacetTilesBlock as FacetTilesData } from '@/payload-types'
import { countsForSearchLinks } from '@/features/search'

import type { BlockProps } from '../types'

/** Link tiles into stock search, each with the number of cars it leads to (spec §2 "Facet link tiles show a count"). */
export async function FacetTilesBlock({ block, site }: BlockProps<FacetTilesData>) {
  const tiles = block.tiles ?? []
  const counts = await countsForSearchLinks(
    site,
    tiles.map((tile) => tile.href),
  )
  return (
    <section className="container section">
      {block.heading ? <h2 className="section__heading">{block.heading}</h2> : null}
      <ul className="tiles">
        {tiles.map((tile, i) => {
          const count = counts[i]
          return (
            <li key={tile.id ?? tile.href}>
              <Link className="tile" href={tile.href}>
                <span className="tile__label">{tile.label}</span>
                {count !== null && count !== undefined ? (
                  <span className="tile__count">
                    {formatCount(count)} {count === 1 ? 'car' : 'cars'}
                  </span>
                ) : null}
              </Link>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
