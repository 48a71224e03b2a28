/**
 * The insights dashboard's building blocks (issue 44), rendered on the server: a section with its
 * heading, a chart's table (a real table with a caption and header cells, behind "Show as table" or
 * always shown), the Download CSV link and the period's headline figures.
 */
import type { ReactNode } from 'react'

import { changeSentence, type Change, cellText, type ReportTable } from '@/domain/insights-report'

export function Section({ id, title, intro, children }: { id: string; title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section className="insights-section" aria-labelledby={`${id}-title`} id={id}>
      <h2 id={`${id}-title`}>{title}</h2>
      {intro ? <p className="insights-section__intro">{intro}</p> : null}
      {children}
    </section>
  )
}

export interface RowAction {
  label: string
  cell: (rowIndex: number) => ReactNode
}

/** The table itself; `action` adds a column of one control per row (e.g. Add a synonym). */
export function TableOf({ table, action }: { table: ReportTable; action?: RowAction }) {
  return (
    <div className="insights-table__scroll">
      <table className="insights-table__table">
        <caption>{table.caption}</caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column.key} scope="col" className={column.format && column.format !== 'text' ? 'insights-table__number' : undefined}>
                {column.label}
              </th>
            ))}
            {action ? <th scope="col">{action.label}</th> : null}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, index) => (
            <tr key={index}>
              {table.columns.map((column) => {
                const text = cellText(row[column.key] ?? null, column.format)
                const className = column.format && column.format !== 'text' ? 'insights-table__number' : undefined
                return column.rowHeader ? (
                  <th key={column.key} scope="row" className={className}>
                    {text}
                  </th>
                ) : (
                  <td key={column.key} className={className}>
                    {text}
                  </td>
                )
              })}
              {action ? <td>{action.cell(index)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** "Show as table": the chart's figures as a table, closed unless `open`. */
export function ChartTable({ table, open = false }: { table: ReportTable; open?: boolean }) {
  return (
    <details className="insights-table" open={open}>
      <summary>
        Show as table<span className="insights-visually-hidden">: {table.caption}</span>
      </summary>
      <TableOf table={table} />
    </details>
  )
}

export function CsvLink({ href, table }: { href: string; table: ReportTable }) {
  return (
    <a className="insights-button" href={href} download>
      Download CSV<span className="insights-visually-hidden">: {table.caption}</span>
    </a>
  )
}

/** Nothing to chart: said in words instead of an empty chart. */
export function Empty({ children }: { children: ReactNode }) {
  return <p className="insights-empty">{children}</p>
}

export interface Figure {
  label: string
  value: string
  change?: Change
}

/** The period's headline figures, each with its change on the previous period when comparing. */
export function Figures({ figures, compare }: { figures: Figure[]; compare: boolean }) {
  return (
    <dl className="insights-figures">
      {figures.map((figure) => (
        <div key={figure.label} className="insights-figures__item">
          <dt>{figure.label}</dt>
          <dd>
            <span className="insights-figures__value">{figure.value}</span>
            {compare && figure.change ? <span className="insights-figures__change">{changeSentence(figure.change)}</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  )
}
