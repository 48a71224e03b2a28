/**
 * /admin/insights (issue 44): the marketer's dashboard. A site's editors see their own sites; a super
 * admin any site or all of them. Leads and sales per day by category and source, the funnel from
 * visit to reservation, promos, blocks and landing pages by leads per 1,000 views, cars, searches that
 * found little (with Add a synonym), and step drop-off; each chart with its table and a CSV file.
 */
import type { AdminViewServerProps } from 'payload'

import type { InsightsTableKey } from '@/domain/insights-report-tables'
import { AdminViewFrame } from '@/components/admin/AdminViewFrame'
import { userIsSuperAdmin } from '@/platform/admin-users'

import { loadInsightsReport, type InsightsPage } from './insights-data'
import { ReportFilters, reportQueryString } from './insights-filters'
import { CarsSection, FunnelSection, LeadsSection, PromosSection, SearchesSection, StepsSection, type SectionProps } from './insights-sections'

import '../admin/insights.css'

const CSV_PATH = '/api/insights/export.csv'
const SECTIONS = [
  ['insights-leads', 'Leads and sales'],
  ['insights-funnel', 'From visit to lead'],
  ['insights-promos', 'Promos and landing pages'],
  ['insights-cars', 'Cars'],
  ['insights-searches', 'Searches with no or few results'],
  ['insights-steps', 'Step drop-off'],
] as const

function Report({ page, path, canPickAll }: { page: Extract<InsightsPage, { allowed: true }>; path: string; canPickAll: boolean }) {
  const state = { selected: page.selected, period: page.period }
  const names = new Map(page.choices.map((site) => [site.id, site.name]))
  const props: SectionProps = {
    report: page.report,
    tables: page.tables,
    csvHref: (table: InsightsTableKey) => `${CSV_PATH}?${reportQueryString(state, { table })}`,
    siteName: (id) => names.get(id) ?? `Site ${id}`,
    allSites: page.sites.length > 1,
  }
  const covering = page.selected === 'all' ? (canPickAll ? 'All sites' : 'All your sites') : page.sites[0]!.name
  return (
    <>
      <p className="insights-intro">
        {covering}. Counted from this platform&apos;s own pages, without cookies; shoppers who ask not to be tracked are left out.
      </p>
      <ReportFilters state={state} choices={page.choices} canPickAll={canPickAll} path={path} today={page.today} />
      {page.period.problem ? <p role="alert">{page.period.problem} Showing the last 28 days instead.</p> : null}
      <nav aria-label="Sections of the report" className="insights-contents">
        <ul>
          {SECTIONS.map(([id, title]) => (
            <li key={id}>
              <a href={`#${id}`}>{title}</a>
            </li>
          ))}
        </ul>
      </nav>
      <LeadsSection {...props} />
      <FunnelSection {...props} />
      <PromosSection {...props} />
      <CarsSection {...props} />
      <SearchesSection {...props} />
      <StepsSection {...props} />
    </>
  )
}

export async function InsightsView(view: AdminViewServerProps) {
  const { req } = view.initPageResult
  const path = `${req.payload.config.routes.admin}/insights`
  const page = await loadInsightsReport({ payload: req.payload, user: req.user }, view.searchParams ?? {})
  return (
    <AdminViewFrame view={view} className="insights">
      <main aria-labelledby="insights-title">
        <h1 id="insights-title">Insights</h1>
        {page.allowed ? (
          <Report page={page} path={path} canPickAll={userIsSuperAdmin(req.user)} />
        ) : (
          <p role="alert">
            {page.message} <a href={path}>Show the insights you can see</a>
          </p>
        )}
      </main>
    </AdminViewFrame>
  )
}
