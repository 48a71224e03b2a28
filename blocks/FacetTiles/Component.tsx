import Link from 'next/link'

import type { FacetTilesBlock as FacetTilesData } from '@/payload-types'

import type { BlockProps } from '../types'

/** Link tiles into stock search. The stock search issue adds live counts from the engine. */
export function FacetTilesBlock({ block }: BlockProps<FacetTilesData>) {
  return (
    <section className="container section">
      {block.heading ? <h2 className="section__heading">{block.heading}</h2> : null}
      <ul className="tiles">
        {(block.tiles ?? []).map((tile) => (
          <li key={tile.id ?? tile.href}>
            <Link className="tile" href={tile.href}>
              {tile.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
