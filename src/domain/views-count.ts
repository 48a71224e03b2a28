/** The vehicle page's view count (issue 7 "Views"; spec §2 "view count"): "1 view", "1,234 views". */
import { formatCount } from './money'
import { DEFAULT_TEXTS, fillText, type Texts } from './texts'

export function viewsCountText(views: number, texts: Texts = DEFAULT_TEXTS): string {
  const count = Number.isFinite(views) ? Math.max(0, Math.floor(views)) : 0
  return fillText(count === 1 ? texts.viewsCountOne : texts.viewsCount, { count: formatCount(count) })
}
