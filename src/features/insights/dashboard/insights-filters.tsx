/**
 * What the insights report covers (issue 44): the site (or all of the user's sites), the days and the
 * comparison, as a plain GET form and one-click links for the standard ranges, so the page works
 * before scripts load and every report has its own address to bookmark or share.
 */
import { RANGE_PRESETS, rangeText, type RangePreset, type ReportPeriod } from '@/domain/insights-report'

import type { SiteChoice } from './insights-access'

export interface ReportState {
  selected: number | 'all'
  period: ReportPeriod
}

/** The query string of a report, as the form writes it; `changes` replaces some of it (e.g. another range). */
export function reportQueryString({ selected, period }: ReportState, changes: Record<string, string> = {}): string {
  const query: Record<string, string> = { site: String(selected), range: period.preset, compare: period.compare ? '1' : '0' }
  if (period.preset === 'custom') Object.assign(query, { from: period.current.from, to: period.current.to })
  else if (period.endsToday) query.end = 'today'
  return new URLSearchParams({ ...query, ...changes }).toString()
}

export function ReportFilters({
  state,
  choices,
  canPickAll,
  path,
  today,
}: {
  state: ReportState
  choices: SiteChoice[]
  canPickAll: boolean
  path: string
  today: string
}) {
  const { period, selected } = state
  const presets = Object.entries(RANGE_PRESETS) as [RangePreset, (typeof RANGE_PRESETS)[RangePreset]][]
  return (
    <div className="insights-filters">
      <nav aria-label="Standard ranges">
        <ul className="insights-filters__presets">
          {presets.map(([preset, { label }]) => (
            <li key={preset}>
              <a
                className="insights-button insights-button--small"
                href={`${path}?${reportQueryString(state, { range: preset })}`}
                aria-current={period.preset === preset ? 'true' : undefined}
              >
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <form method="get" action={path} className="insights-filters__form">
        {choices.length > 1 || canPickAll ? (
          <label className="insights-field">
            <span>Site</span>
            <select name="site" defaultValue={String(selected)}>
              <option value="all">{canPickAll ? 'All sites' : 'All my sites'}</option>
              {choices.map((site) => (
                <option key={site.id} value={site.id}>
                  {site.name}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <input type="hidden" name="site" value={String(selected)} />
        )}
        <label className="insights-field">
          <span>Days</span>
          <select name="range" defaultValue={period.preset}>
            {presets.map(([preset, { label }]) => (
              <option key={preset} value={preset}>
                {label}
              </option>
            ))}
            <option value="custom">From and to below</option>
          </select>
        </label>
        <label className="insights-field">
          <span>From</span>
          <input type="date" name="from" max={today} defaultValue={period.current.from} />
        </label>
        <label className="insights-field">
          <span>To</span>
          <input type="date" name="to" max={today} defaultValue={period.current.to} />
        </label>
        <label className="insights-check">
          <input type="checkbox" name="end" value="today" defaultChecked={period.endsToday} />
          <span>Include today so far</span>
        </label>
        {/* Unticked boxes send nothing: the hidden 0 says "no comparison", a ticked box's 1 after it wins. */}
        <input type="hidden" name="compare" value="0" />
        <label className="insights-check">
          <input type="checkbox" name="compare" value="1" defaultChecked={period.compare} />
          <span>Compare with the previous period</span>
        </label>
        <button type="submit" className="insights-button">
          Show
        </button>
      </form>
      <p className="insights-filters__scope">
        {rangeText(period.current)}
        {period.compare ? `, compared with ${rangeText(period.previous)}` : ''}.
      </p>
    </div>
  )
}
