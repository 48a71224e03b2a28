'use client'
/**
 * A JSON field the platform writes (a reservation's answers and history, a delivery's attempts, a
 * lead's campaign tags) shown read-only as labelled rows and tables. Payload's own JSON field is a code
 * editor whose code it fetches from a CDN; the admin, like the shopper pages, loads nothing from
 * another host (issue 41), and staff read rows better than braces.
 */
import './record-field.css'

import { FieldDescription, useField } from '@payloadcms/ui'
import type { JSONFieldClientComponent } from 'payload'
import { useId } from 'react'

import { readableRecord, recordLabel, type RecordView } from '@/domain/readable-record'

function RecordValue({ view }: { view: RecordView }) {
  switch (view.kind) {
    case 'empty':
      return <span className="record-field__none">None</span>
    case 'text':
      return view.text
    case 'list':
      return (
        <ul className="record-field__list">
          {/* A stored list in its stored order, read only: its place is the item's identity. */}
          {view.items.map((item, place) => (
            <li key={place}>
              <RecordValue view={item} />
            </li>
          ))}
        </ul>
      )
    case 'rows':
      return (
        <table className="record-field__table">
          <tbody>
            {view.rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                <td>
                  <RecordValue view={row.value} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )
    case 'table':
      return (
        <table className="record-field__table">
          <thead>
            <tr>
              {view.columns.map((column) => (
                <th key={column.key} scope="col">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {view.rows.map((cells, place) => (
              <tr key={place}>
                {cells.map((cell, column) => (
                  <td key={view.columns[column]!.key}>
                    <RecordValue view={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )
  }
}

export const RecordField: JSONFieldClientComponent = ({ field, path: pathFromProps }) => {
  const { value, path } = useField<unknown>({ potentiallyStalePath: pathFromProps })
  const labelId = useId()
  return (
    <div className="field-type record-field" id={`field-${path.replace(/\./g, '__')}`} role="group" aria-labelledby={labelId}>
      <span className="field-label" id={labelId}>
        {typeof field.label === 'string' ? field.label : recordLabel(field.name)}
      </span>
      <RecordValue view={readableRecord(value, field.name)} />
      <FieldDescription description={field.admin?.description} path={path} />
    </div>
  )
}
