'use client'

/**
 * One chart of the insights dashboard (issue 44), drawn with recharts (SVG) from plain figures the
 * server hands it. Each is an image named by its summary (role="img" with an SVG title), focusable,
 * with the arrow keys stepping through its bars (recharts' accessibility layer shows each bar's
 * tooltip); every figure is also in the table next to it, which is what a screen reader reads.
 */
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts'

export interface ChartSeries {
  key: string
  name: string
}

export interface InsightsChartProps {
  /** Days along the bottom with the series stacked, or one bar per row across. */
  layout: 'days' | 'rows'
  /** What the chart shows, in a sentence: its accessible name. */
  summary: string
  data: Record<string, string | number>[]
  /** The field naming each bar or day. */
  categoryKey: string
  series: ChartSeries[]
  stacked?: boolean
}

// Okabe and Ito's palette: told apart with every common colour blindness, on light and dark admin themes.
const COLOURS = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00', '#999999']
const ROW_HEIGHT = 30
const MAX_LABEL = 28

const short = (value: unknown): string => {
  const text = String(value ?? '')
  return text.length > MAX_LABEL ? `${text.slice(0, MAX_LABEL - 1)}…` : text
}
const legendText = (value: string) => <span className="insights-chart__legend-text">{value}</span>

export function InsightsChart({ layout, summary, data, categoryKey, series, stacked = false }: InsightsChartProps) {
  const days = layout === 'days'
  const height = days ? 300 : Math.max(120, 60 + data.length * ROW_HEIGHT * (stacked ? 1 : series.length))
  return (
    <div className="insights-chart">
      <BarChart
        responsive
        role="img"
        title={summary}
        data={data}
        layout={days ? 'horizontal' : 'vertical'}
        style={{ width: '100%', height }}
        margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
      >
        <CartesianGrid strokeDasharray="3 3" className="insights-chart__grid" vertical={!days} horizontal={days} />
        {days ? (
          <>
            <XAxis dataKey={categoryKey} interval="preserveStartEnd" minTickGap={16} />
            <YAxis allowDecimals={false} width={40} />
          </>
        ) : (
          <>
            <XAxis type="number" allowDecimals={false} />
            <YAxis type="category" dataKey={categoryKey} width={200} tickFormatter={short} interval={0} />
          </>
        )}
        <Tooltip cursor={{ className: 'insights-chart__cursor' }} />
        {series.length > 1 ? <Legend formatter={legendText} itemSorter={null} /> : null}
        {series.map((entry, index) => (
          <Bar
            key={entry.key}
            dataKey={entry.key}
            name={entry.name}
            stackId={stacked ? 'stack' : undefined}
            fill={COLOURS[index % COLOURS.length]}
            maxBarSize={days ? 48 : 24}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </div>
  )
}
