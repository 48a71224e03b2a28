/** The vehicle page's view count (issue 7 "Views"; spec §2 "view count"): "1 view", "1,234 views". */
import { fillText } from './fill-text'
import { LISTING_TEXTS } from './listing-texts'
import { formatCount } from './money'
import type { Texts } from './texts'

// The listing texts, not the whole table: the count is browser code on the vehicle page's first load.
export function viewsCountText(views: number, texts: Pick<Texts, 'viewsCount' | 'viewsCountOne'> = LISTING_TEXTS): string {
  const count = Number.isFinite(views) ? Math.max(0, Math.floor(views)) : 0
  return fillText(count === 1 ? texts.viewsCountOne : texts.viewsCount, { count: formatCount(count) })
}
