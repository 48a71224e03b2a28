/** Blog cards (spec §2 "Blog card: href, heading, image, date"; §3 Blog card). */
import { tz } from '@date-fns/tz'
import { format } from 'date-fns'

import { DEFAULT_TIME_ZONE, toDate } from './time'

export interface BlogCardDate {
  /** "3 March 2026", as Australians write a date in prose. */
  text: string
  /** "2026-03-03", for a <time> element. */
  iso: string
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * A post's date on the site's calendar. A date-only value ("2026-03-03", as seeds give it) is that
 * day; the admin's day picker stores noon UTC, which is the same day anywhere in Australia.
 */
export function blogCardDate(value: string | null | undefined, timeZone: string = DEFAULT_TIME_ZONE): BlogCardDate | null {
  if (!value) return null
  const dateOnly = DATE_ONLY.exec(value)
  // Noon UTC on a date-only value keeps it on its own day in every Australian zone.
  const date = dateOnly ? new Date(`${value}T12:00:00Z`) : toDate(value)
  if (!date || Number.isNaN(date.getTime())) return null
  const zone = dateOnly ? 'UTC' : timeZone
  return { text: format(date, 'd MMMM yyyy', { in: tz(zone) }), iso: format(date, 'yyyy-MM-dd', { in: tz(zone) }) }
}

/** A link to another website (http or https), as opposed to a path on this site. */
export const isExternalHref = (href: string): boolean => /^https?:\/\//i.test(href.trim())

/** Why a card's link cannot be used, or null: a path on this site (/about-us) or a web address. */
export function blogCardHrefProblem(value: unknown): string | null {
  const href = typeof value === 'string' ? value.trim() : ''
  if (href.startsWith('/') && !href.startsWith('//')) return null
  if (isExternalHref(href) && URL.canParse(href)) return null
  return 'Enter a page of this site such as /about-us, or a full address starting with https://.'
}
