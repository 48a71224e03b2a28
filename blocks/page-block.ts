import type { Block } from 'payload'

/**
 * A page block. Its generated TypeScript interface is named after its slug (facetTiles: FacetTilesBlock),
 * the type its component takes as props, so the two cannot drift apart.
 */
export const pageBlock = (slug: string, labels: Block['labels'], config: Omit<Block, 'slug' | 'interfaceName' | 'labels'>): Block => ({
  slug,
  interfaceName: `${slug[0]!.toUpperCase()}${slug.slice(1)}Block`,
  labels,
  ...config,
})
