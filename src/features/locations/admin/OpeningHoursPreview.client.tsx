'use client'

import './opening-hours-preview.css'

import { useFormFields } from '@payloadcms/ui'

import { openingHoursSummary, type OpeningHourEntry } from '@/domain/opening-hours'
import { openingHoursProblems } from '@/domain/opening-hours-editor'

const ROW_FIELD = /^openingHours\.(\d+)\.(weekday|status|open|close|note)$/

/** The weekly hours being edited, read from the form's flattened paths (openingHours.0.weekday ...). */
function entriesFromForm(fields: Record<string, { value?: unknown }>): OpeningHourEntry[] {
  const rows: Array<Record<string, string | null>> = []
  for (const [path, field] of Object.entries(fields)) {
    const match = ROW_FIELD.exec(path)
    if (!match) continue
    const row = (rows[Number(match[1])] ??= {})
    row[match[2]!] = typeof field.value === 'string' ? field.value : null
  }
  return rows.filter(Boolean).map((row) => ({ weekday: row.weekday ?? '', status: row.status, open: row.open, close: row.close, note: row.note }))
}

/**
 * Admin preview of the weekly hours as shoppers see them on a location card (spec §2 "Opening hours
 * on a card": Mon-Fri collapsed when identical, Saturday and Sunday apart, the note for closed days),
 * with the editor's problems listed before the marketer saves.
 */
export function OpeningHoursPreview() {
  const entries = useFormFields(([fields]) => entriesFromForm(fields))
  const problems = openingHoursProblems(entries)
  return (
    <div className="opening-hours-preview" aria-live="polite">
      <p className="opening-hours-preview__title">Preview on the site</p>
      <dl className="opening-hours-preview__lines">
        {openingHoursSummary(entries).map((line) => (
          <div key={line.label}>
            <dt>{line.label}</dt>
            <dd>{line.text}</dd>
          </div>
        ))}
      </dl>
      {problems.length ? (
        <ul className="opening-hours-preview__problems">
          {problems.map((problem) => (
            <li key={`${problem.index}-${problem.message}`}>{problem.message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
