'use client'
/**
 * "Export CSV" above the Leads list: a download link to GET /api/leads/export.csv carrying the list's
 * current filters, search and sort, so the file holds exactly the leads the editor is looking at.
 */
import { useConfig, useListQuery } from '@payloadcms/ui'

import { leadsExportHref } from './leads-export-href'

import './admin.css'

export function ExportLeadsButton() {
  const { query, data } = useListQuery()
  const { config } = useConfig()
  const total = data?.totalDocs
  return (
    <div className="admin-lead-export">
      <a
        className="btn btn--style-secondary btn--size-small btn--withoutPopup admin-lead-export__link"
        href={leadsExportHref(config.routes.api, query)}
        download
      >
        Export CSV{typeof total === 'number' ? ` (${total.toLocaleString('en-AU')} ${total === 1 ? 'lead' : 'leads'})` : ''}
      </a>
    </div>
  )
}
