/**
 * Marketer insights (issue 44): the rules the browser's beacon and the server share, with no zod, so
 * the beacon's chunk stays small. The beacon batch's schema and the server's checks are in
 * ./insights-events.ts, which re-exports these.
 */
export const INSIGHT_KINDS = ['page_view', 'vehicle_view', 'search', 'impression', 'click', 'step'] as const
export type InsightKind = (typeof INSIGHT_KINDS)[number]

/** Where a visit came from, as a marketer groups it. */
export const REFERRER_CLASSES = ['direct', 'search', 'social', 'email', 'campaign', 'referral', 'internal'] as const
export type ReferrerClass = (typeof REFERRER_CLASSES)[number]
/** How a marketer reads each referrer class (and a visit whose class is not known). */
export const REFERRER_LABELS: Record<ReferrerClass | 'unknown', string> = {
  direct: 'Direct (typed or bookmarked)',
  search: 'Search engines',
  social: 'Social media',
  email: 'Email',
  campaign: 'Tagged campaign links',
  referral: 'Other websites',
  internal: 'This site',
  unknown: 'Not known',
}

/** The step-by-step flows whose steps are counted: subject `<flow>:<step number>`. */
export const INSIGHT_FLOWS = ['checkout', 'trade-in', 'finance'] as const
export type InsightFlow = (typeof INSIGHT_FLOWS)[number]

/** The longest text of each field a beacon may send (the server refuses longer, the browser clips to these). */
export const INSIGHT_LIMITS = { subject: 200, label: 200, path: 500, query: 200, campaign: 200, filterValues: 20, filterValue: 100, filterKeys: 20 } as const

/**
 * Parameters that mark a paid or tagged visit. fbclid is not among them: Facebook adds it to every
 * link shared there, paid or not, so those visits are told by their referrer (social).
 */
const CAMPAIGN_PARAM = /^(utm_[a-z]+|gclid|gbraid|wbraid|dclid|msclkid)$/i
const EMAIL_MEDIUMS = new Set(['email', 'e-mail', 'newsletter'])

const SEARCH_ENGINES = ['bing.com', 'duckduckgo.com', 'yahoo.com', 'ecosia.org', 'com.google.android.googlequicksearchbox']
/** google.com, google.com.au, google.co.nz... */
const GOOGLE = /(^|\.)google\.[a-z]{2,3}(\.[a-z]{2})?$/
const SOCIAL = [
  'facebook.com',
  'fb.com',
  'fb.me',
  'instagram.com',
  't.co',
  'twitter.com',
  'x.com',
  'linkedin.com',
  'lnkd.in',
  'tiktok.com',
  'youtube.com',
  'youtu.be',
  'reddit.com',
]
const WEBMAIL = ['outlook.live.com', 'outlook.office.com', 'outlook.office365.com', 'com.google.android.gm']
/** mail.google.com, mail.yahoo.com, webmail.example.net... */
const MAIL_HOST = /^(web)?mail\./

const withoutWww = (host: string) =>
  host
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^www\./, '')
const isOrUnder = (host: string, domains: readonly string[]) => domains.some((domain) => host === domain || host.endsWith(`.${domain}`))

type CampaignParams = URLSearchParams | Record<string, string | null | undefined> | null | undefined

function paramEntries(params: CampaignParams): Array<[string, string]> {
  if (!params) return []
  const entries = params instanceof URLSearchParams ? [...params] : Object.entries(params)
  return entries.filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '')
}

/**
 * How a visit's landing page was reached: an email (utm_medium=email, or a webmail referrer), a
 * tagged campaign (utm_* or an ad click id), a search engine, a social network, this site itself,
 * another site, or nothing (typed, a bookmark, an app that sends no referrer).
 */
export function referrerClassFor({
  referrer,
  host,
  campaignParams,
}: {
  referrer?: string | null
  host: string
  campaignParams?: CampaignParams
}): ReferrerClass {
  const params = paramEntries(campaignParams)
  const medium = params
    .find(([key]) => key.toLowerCase() === 'utm_medium')?.[1]
    .trim()
    .toLowerCase()
  if (medium && EMAIL_MEDIUMS.has(medium)) return 'email'
  if (params.some(([key]) => CAMPAIGN_PARAM.test(key))) return 'campaign'
  let from: string
  try {
    from = referrer ? withoutWww(new URL(referrer).hostname) : ''
  } catch {
    from = ''
  }
  if (!from) return 'direct'
  if (from === withoutWww(host)) return 'internal'
  if (MAIL_HOST.test(from) || isOrUnder(from, WEBMAIL)) return 'email'
  if (GOOGLE.test(from) || isOrUnder(from, SEARCH_ENGINES)) return 'search'
  if (isOrUnder(from, SOCIAL)) return 'social'
  return 'referral'
}

const CONTROLS = /[\u0000-\u001f\u007f]/g

/** Search words as they are counted: lowercase, control characters gone, single spaces, trimmed ("Toyota  HiLux " → "toyota hilux"). */
export function normaliseSearchWords(text: string | null | undefined): string {
  return (text ?? '').normalize('NFKC').replace(CONTROLS, ' ').toLowerCase().replace(/\s+/g, ' ').trim().slice(0, INSIGHT_LIMITS.query).trim()
}

/**
 * The filters of a search as a search event carries them: {"make":["Toyota"],"price":["5000:20000"]},
 * from a search page's refinement lists and ranges (`{ ...state.refinementList, ...state.range }`),
 * empty ones dropped and the rest bounded to what a beacon may carry.
 */
export function insightSearchFilters(chosen: Readonly<Record<string, readonly string[] | string | null | undefined>>): Record<string, string[]> {
  const filters: Record<string, string[]> = {}
  for (const [key, value] of Object.entries(chosen)) {
    const values = (typeof value === 'string' ? [value] : Array.isArray(value) ? value : []).filter((item) => typeof item === 'string' && item.trim() !== '')
    if (values.length && key.trim() && Object.keys(filters).length < INSIGHT_LIMITS.filterKeys)
      filters[key.slice(0, INSIGHT_LIMITS.filterValue)] = values.slice(0, INSIGHT_LIMITS.filterValues).map((item) => item.slice(0, INSIGHT_LIMITS.filterValue))
  }
  return filters
}

/** "promoStrip" → "Promo strip": a block's name when it has no heading. */
const blockTypeName = (blockType: string) => {
  const words = blockType.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** What a marketer reads for a page block: its heading or title when it has one, else the kind of block. */
export function insightBlockLabel(block: { blockType: string; heading?: unknown; title?: unknown }): string {
  for (const text of [block.heading, block.title]) if (typeof text === 'string' && text.trim()) return text.trim().slice(0, INSIGHT_LIMITS.label)
  return blockTypeName(block.blockType)
}

/** The subject of a page block's impressions and clicks: `block:<blockType>:<block id>`. */
export const insightBlockSubject = (block: { blockType: string; id?: string | null }, index: number): string =>
  `block:${block.blockType}:${block.id ?? index}`.slice(0, INSIGHT_LIMITS.subject)
