/**
 * The dashboard's sections (issue 44), each a heading, its headline figures, a chart named by a
 * one-sentence summary, its table and a Download CSV link: leads and sales, the funnel, promos and
 * landing pages, cars, searches that found little, and step drop-off.
 */
import { dayLabel, perThousand, type ReportTable } from '@/domain/insights-report'
import type { InsightsReport } from '@/domain/insights-report-shape'
import type { InsightsTableKey } from '@/domain/insights-report-tables'
import { formatCount } from '@/domain/money'

import { AddSynonym } from './AddSynonym.client'
import { InsightsChart } from './InsightsChart.client'
import { ChartTable, CsvLink, Empty, Figures, Section, TableOf } from './insights-parts'

export interface SectionProps {
  report: InsightsReport
  tables: Record<InsightsTableKey, ReportTable>
  csvHref: (table: InsightsTableKey) => string
  /** The site a row belongs to, for row actions; and its name when the report covers several. */
  siteName: (siteId: number) => string
  allSites: boolean
}

const TOP = 10
const count = (value: number, one: string, many = `${one}s`) => `${formatCount(value)} ${value === 1 ? one : many}`

/** A ranked table's top rows as one bar each (recharts reads a field name with a dot as a path, so the fields are v0, v1…). */
function barsOf<T>(rows: readonly T[], label: (row: T) => string, values: ((row: T) => number)[]) {
  return rows.slice(0, TOP).map((row) => ({ label: label(row), ...Object.fromEntries(values.map((value, index) => [`v${index}`, value(row)])) }))
}

function Tools({ table, csvHref, open }: { table: ReportTable; csvHref: SectionProps['csvHref']; open?: boolean }) {
  return (
    <>
      <ChartTable table={table} open={open} />
      <p className="insights-actions">
        <CsvLink href={csvHref(table.key as InsightsTableKey)} table={table} />
      </p>
    </>
  )
}

export function LeadsSection({ report, tables, csvHref }: SectionProps) {
  const { totals, leadsByDay, sources, campaigns, period } = report
  const busiest = [...leadsByDay.days].sort((a, b) => b.total - a.total)[0]
  const chartKeys = leadsByDay.categories.map((name, index) => ({ key: `s${index}`, name }))
  const days = leadsByDay.days.map((day) => ({ day: dayLabel(day.day), ...Object.fromEntries(chartKeys.map(({ key, name }) => [key, day.counts[name] ?? 0])) }))
  const rate = perThousand(totals.leads.current, totals.visits.current)
  return (
    <Section id="insights-leads" title="Leads and sales">
      <Figures
        compare={period.compare}
        figures={[
          { label: 'Leads', value: formatCount(totals.leads.current), change: totals.leads },
          { label: 'Reservations and purchases', value: formatCount(totals.reservations.current), change: totals.reservations },
          { label: 'Trade-in offers accepted', value: formatCount(totals.tradeInsAccepted.current), change: totals.tradeInsAccepted },
          { label: 'Visits', value: formatCount(totals.visits.current), change: totals.visits },
          { label: 'Leads per 1,000 visits', value: rate === null ? '—' : String(rate) },
        ]}
      />
      <h3>Leads per day by category</h3>
      {totals.leads.current === 0 ? (
        <Empty>No leads in these days.</Empty>
      ) : (
        <InsightsChart
          layout="days"
          stacked
          categoryKey="day"
          series={chartKeys}
          data={days}
          summary={`Leads per day by category: ${count(totals.leads.current, 'lead')} in all, most on ${busiest ? `${dayLabel(busiest.day)} (${busiest.total})` : '—'}.`}
        />
      )}
      <Tools table={tables['leads-by-day']} csvHref={csvHref} />
      <TableOf table={tables['leads-by-category']} />
      <p className="insights-actions">
        <CsvLink href={csvHref('leads-by-category')} table={tables['leads-by-category']} />
      </p>

      <h3>Where shoppers came from</h3>
      {sources.length === 0 ? (
        <Empty>No visits or leads in these days.</Empty>
      ) : (
        <InsightsChart
          layout="rows"
          categoryKey="label"
          series={[{ key: 'v0', name: 'Leads' }]}
          data={barsOf(sources, (row) => row.label, [(row) => row.leads.current])}
          summary={`Leads by where shoppers came from: ${sources[0]!.label} first with ${count(sources[0]!.leads.current, 'lead')}.`}
        />
      )}
      <Tools table={tables.sources} csvHref={csvHref} />
      {campaigns.length > 0 ? (
        <>
          <h3>Campaigns</h3>
          <TableOf table={tables.campaigns} />
          <p className="insights-actions">
            <CsvLink href={csvHref('campaigns')} table={tables.campaigns} />
          </p>
        </>
      ) : null}
    </Section>
  )
}

export function FunnelSection({ report, tables, csvHref }: SectionProps) {
  const { funnel, period } = report
  const series = period.compare
    ? [
        { key: 'v0', name: 'These days' },
        { key: 'v1', name: 'Previous period' },
      ]
    : [{ key: 'v0', name: 'These days' }]
  return (
    <Section id="insights-funnel" title="From visit to lead" intro="Visits that searched, looked at a car, sent a lead, and reserved or bought a car online.">
      <InsightsChart
        layout="rows"
        categoryKey="label"
        series={series}
        data={barsOf(funnel, (row) => row.label, [(row) => row.count.current, (row) => row.count.previous])}
        summary={`From visit to lead: ${funnel.map((step) => `${step.label} ${formatCount(step.count.current)}`).join(', ')}.`}
      />
      <Tools table={tables.funnel} csvHref={csvHref} />
    </Section>
  )
}

export function PromosSection({ report, tables, csvHref }: SectionProps) {
  const { promos, pages } = report
  const top = promos[0]
  return (
    <Section
      id="insights-promos"
      title="Promos, blocks and landing pages"
      intro="Leads credited to the promo or page block the shopper clicked last, and to the page their visit began on."
    >
      <h3>Promos and page blocks</h3>
      {promos.length === 0 || !top ? (
        <Empty>No promo or block was seen or clicked in these days.</Empty>
      ) : (
        <InsightsChart
          layout="rows"
          categoryKey="label"
          series={[{ key: 'v0', name: 'Leads' }]}
          data={barsOf(promos, (row) => row.label, [(row) => row.leads.current])}
          summary={`Promos and blocks by leads: ${top.label} first with ${count(top.leads.current, 'lead')}.`}
        />
      )}
      <Tools table={tables.promos} csvHref={csvHref} open />
      <h3>Landing pages</h3>
      {pages.length === 0 ? (
        <Empty>No page views in these days.</Empty>
      ) : (
        <InsightsChart
          layout="rows"
          categoryKey="label"
          series={[{ key: 'v0', name: 'Leads' }]}
          data={barsOf(pages, (row) => row.path, [(row) => row.leads.current])}
          summary={`Landing pages by leads: ${pages[0]!.path} first with ${count(pages[0]!.leads.current, 'lead')}.`}
        />
      )}
      <Tools table={tables.pages} csvHref={csvHref} />
    </Section>
  )
}

export function CarsSection({ report, tables, csvHref }: SectionProps) {
  const { cars } = report
  return (
    <Section
      id="insights-cars"
      title="Cars"
      intro="Views and enquiries per car, with its days in stock. Price drops are those the stock imports recorded in these days (kept about a week), else the feed's was price."
    >
      {cars.length === 0 ? (
        <Empty>No cars in stock or viewed in these days.</Empty>
      ) : (
        <InsightsChart
          layout="rows"
          categoryKey="label"
          series={[
            { key: 'v0', name: 'Views' },
            { key: 'v1', name: 'Enquiries' },
          ]}
          data={barsOf(cars, (row) => row.name, [(row) => row.views, (row) => row.enquiries])}
          summary={`Most viewed cars: ${cars[0]!.name} first with ${count(cars[0]!.views, 'view')} and ${count(cars[0]!.enquiries, 'enquiry', 'enquiries')}.`}
        />
      )}
      <Tools table={tables.cars} csvHref={csvHref} open />
    </Section>
  )
}

export function SearchesSection({ report, tables, csvHref, siteName, allSites }: SectionProps) {
  const { searches } = report
  return (
    <Section
      id="insights-searches"
      title="Searches with no or few results"
      intro="Words shoppers searched that found no cars, or at most 3, even without filters: stock you do not have, or words your cars' details put another way. Add a synonym so those words find what shoppers mean."
    >
      {searches.length === 0 ? (
        <Empty>Every search in these days found more than 3 cars.</Empty>
      ) : (
        <>
          <InsightsChart
            layout="rows"
            categoryKey="label"
            series={[{ key: 'v0', name: 'Searches' }]}
            data={barsOf(searches, (row) => row.words, [(row) => row.searches])}
            summary={`Searches with no or few results: “${searches[0]!.words}” most often, ${count(searches[0]!.searches, 'search', 'searches')}.`}
          />
          <TableOf
            table={tables.searches}
            action={{
              label: 'Synonym',
              cell: (index) => {
                const row = searches[index]!
                return <AddSynonym siteId={row.siteId} word={row.words} siteName={allSites ? siteName(row.siteId) : undefined} />
              },
            }}
          />
        </>
      )}
      <p className="insights-actions">
        <CsvLink href={csvHref('searches')} table={tables.searches} />
      </p>
    </Section>
  )
}

export function StepsSection({ report, tables, csvHref }: SectionProps) {
  const { flows } = report
  return (
    <Section
      id="insights-steps"
      title="Where shoppers leave checkout, trade-in and finance"
      intro="Visits that reached each step of the online checkout, the trade-in valuation and the finance pre-approval."
    >
      {flows.length === 0 ? <Empty>No one started checkout, a trade-in valuation or a finance pre-approval in these days.</Empty> : null}
      {flows.map((flow) => {
        const worst = [...flow.steps].sort((a, b) => b.dropped - a.dropped)[0]!
        return (
          <div key={flow.flow}>
            <h3>{flow.label}</h3>
            <InsightsChart
              layout="rows"
              categoryKey="label"
              series={[{ key: 'v0', name: 'Visits' }]}
              data={barsOf(flow.steps, (step) => `${step.step}. ${step.label}`, [(step) => step.visits])}
              summary={`${flow.label}: ${count(flow.steps[0]!.visits, 'visit')} started; most left before step ${worst.step}, ${worst.label} (${formatCount(worst.dropped)}).`}
            />
          </div>
        )
      })}
      <Tools table={tables.steps} csvHref={csvHref} />
    </Section>
  )
}
