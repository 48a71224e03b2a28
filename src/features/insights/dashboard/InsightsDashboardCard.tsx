/**
 * Insights on the admin's dashboard (issue 44), the first page a marketer sees after signing in:
 * Payload's menu starts closed, so the questions marketers ask lead straight to their answers here.
 */
import Link from 'next/link'
import type { ServerProps } from 'payload'

import { isAdminUser } from '@/platform/admin-users'

import '../admin/insights.css'

export function InsightsDashboardCard({ user, payload }: ServerProps) {
  if (!isAdminUser(user ?? null)) return null
  const insights = `${payload.config.routes.admin}/insights`
  return (
    <section className="insights-card" aria-labelledby="insights-card-title">
      <h2 id="insights-card-title">Insights</h2>
      <p>What your pages, promos, cars and searches bring in, from your site&apos;s own visits and leads.</p>
      <ul>
        <li>
          <Link href={`${insights}?range=7d#insights-promos`} prefetch={false}>
            Which promo brought the most leads last week
          </Link>
        </li>
        <li>
          <Link href={`${insights}?range=28d#insights-searches`} prefetch={false}>
            What shoppers search for that your stock does not have
          </Link>
        </li>
        <li>
          <Link href={insights} prefetch={false}>
            All insights: leads, the funnel, cars and step drop-off
          </Link>
        </li>
      </ul>
    </section>
  )
}
