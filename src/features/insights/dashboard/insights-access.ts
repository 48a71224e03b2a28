/**
 * Whose insights an admin user sees (issue 44): a super admin any site or all of them; an editor the
 * sites on their account (the multi-tenant plugin's `sites` rows), one or all of those, and nothing
 * else. A site asked for by id that is not theirs is refused, with the same words whether or not the
 * site exists, so ids of other dealers' sites are not given away.
 */
import type { Payload, PayloadRequest } from 'payload'

import { isAdminUser, siteIdsOf, userIsSuperAdmin } from '@/platform/admin-users'

export interface InsightsViewer {
  payload: Payload
  user: PayloadRequest['user']
}

export interface SiteChoice {
  id: number
  name: string
  slug: string
}

export type SiteSelection =
  | { allowed: false; message: string }
  | {
      allowed: true
      /** Every site the user may pick. */
      choices: SiteChoice[]
      /** The sites the report covers. */
      sites: SiteChoice[]
      /** The picked site's id, or 'all' for every site of the choices. */
      selected: number | 'all'
    }

export const NOT_YOUR_SITE = 'That site is not one of yours: pick one of your sites.'

async function siteChoices({ payload, user }: InsightsViewer): Promise<SiteChoice[]> {
  const everySite = userIsSuperAdmin(user)
  const ids = everySite ? [] : siteIdsOf(user).map(Number)
  if (!everySite && ids.length === 0) return []
  const { docs } = await payload.find({
    collection: 'sites',
    where: everySite ? {} : { id: { in: ids } },
    select: { name: true, slug: true },
    sort: 'name',
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs.map((site) => ({ id: site.id, name: site.name, slug: site.slug }))
}

/**
 * The sites a report covers for `requested` (the dashboard's ?site=: an id, 'all', or nothing). With
 * nothing asked, a super admin sees all sites and an editor their one site (or all of theirs).
 */
export async function selectInsightsSites(viewer: InsightsViewer, requested: string | undefined): Promise<SiteSelection> {
  if (!isAdminUser(viewer.user)) return { allowed: false, message: 'Sign in to the admin to see insights.' }
  const choices = await siteChoices(viewer)
  if (choices.length === 0) return { allowed: false, message: 'Your account belongs to no site yet: ask a super admin to add you to your site.' }
  const asked = requested?.trim() ?? ''
  if (asked === '' || asked === 'all') {
    const selected = asked === '' && choices.length === 1 ? choices[0]!.id : 'all'
    return { allowed: true, choices, sites: selected === 'all' ? choices : [choices[0]!], selected }
  }
  const site = /^\d{1,10}$/.test(asked) ? choices.find((choice) => choice.id === Number(asked)) : undefined
  return site ? { allowed: true, choices, sites: [site], selected: site.id } : { allowed: false, message: NOT_YOUR_SITE }
}
