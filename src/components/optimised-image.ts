import IMAGE_WIDTHS from '@/platform/image-widths.json'

const ALL_WIDTHS = [...IMAGE_WIDTHS.imageSizes, ...IMAGE_WIDTHS.deviceSizes].sort((a, b) => a - b)
const SMALLEST_DEVICE = Math.min(...IMAGE_WIDTHS.deviceSizes)

/** A photo resized and re-encoded by the app's image optimiser (next/image's /_next/image endpoint, through sharp). */
export function optimisedImageUrl(src: string, width: number, quality: number): string {
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${quality}`
}

/**
 * The src, srcset and sizes next/image writes for a responsive photo: every configured width from
 * the smallest viewport share in `sizes` up. Car photos are rendered in the browser for every new
 * search, and next/image's client component would add about 5 KB gzipped to the search page's
 * first-load script (budget 200 KB); the optimiser does the same work either way. A unit test
 * checks these attributes against next/image's own getImageProps. With `sourceWidth` (stock photos
 * are 600 px wide, spec §9) the srcset stops at the first width that covers the photo: 21 cards'
 * srcsets were a tenth of the search page's HTML. A photo left with one width (a full-width slide)
 * is its src alone: a srcset of one entry says nothing more, and a gallery wrote it twice per photo
 * (HTML and payload).
 */
export function optimisedImageAttributes(
  src: string,
  sizes: string,
  quality: number,
  { sourceWidth }: { sourceWidth?: number } = {},
): { src: string; srcSet?: string; sizes?: string } {
  const viewportShares = [...sizes.matchAll(/(^|\s)(1?\d?\d)vw/g)].map((match) => Number(match[2]))
  const shown = viewportShares.length ? ALL_WIDTHS.filter((width) => width >= (SMALLEST_DEVICE * Math.min(...viewportShares)) / 100) : ALL_WIDTHS
  // The optimiser never enlarges: past the first width that covers the photo, every entry is the same file.
  const covering = sourceWidth === undefined ? undefined : shown.find((width) => width >= sourceWidth)
  const widths = covering === undefined ? shown : shown.filter((width) => width <= covering)
  const largest = optimisedImageUrl(src, widths.at(-1)!, quality)
  if (covering !== undefined && widths.length === 1) return { src: largest }
  return { src: largest, srcSet: widths.map((width) => `${optimisedImageUrl(src, width, quality)} ${width}w`).join(', '), sizes }
}
