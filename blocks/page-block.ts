import type { Block } from 'payload'

/** The page builder's picture of what a block draws (public/block-thumbnails, served by the app itself). */
export const blockThumbnailUrl = (slug: string): string => `/block-thumbnails/${slug}.svg`

/**
 * A page block. Its generated TypeScript interface is named after its slug (facetTiles: FacetTilesBlock),
 * the type its component takes as props, so the two cannot drift apart.
 */
export const pageBlock = (slug: string, labels: { singular: string; plural: string }, config: Omit<Block, 'slug' | 'interfaceName' | 'labels'>): Block => ({
  slug,
  interfaceName: `${slug[0]!.toUpperCase()}${slug.slice(1)}Block`,
  labels,
  imageURL: blockThumbnailUrl(slug),
  imageAltText: `A sketch of the ${labels.singular.toLowerCase()} block`,
  ...config,
})
