/** "Insights" in the admin's navigation (issue 44), for every admin user: editors see their own sites' figures there. */
import Link from 'next/link'
import type { ServerProps } from 'payload'

import { isAdminUser } from '@/platform/admin-users'

export function InsightsNavLink({ user, payload }: ServerProps) {
  if (!isAdminUser(user ?? null)) return null
  return (
    <div className="insights-nav">
      <Link className="nav__link" href={`${payload.config.routes.admin}/insights`} prefetch={false}>
        <span className="nav__link-label">Insights</span>
      </Link>
    </div>
  )
}
