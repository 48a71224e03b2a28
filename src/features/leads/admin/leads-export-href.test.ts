import { parse } from 'qs-esm'
import { describe, expect, it } from 'vitest'

import { leadsExportHref } from './leads-export-href'

describe('leadsExportHref: the Export CSV link carries the list query (issue 8)', () => {
  it('keeps where, search and sort, drops paging, and reads back to the same query', () => {
    const where = { and: [{ form: { equals: 'test-drive' } }, { createdAt: { greater_than_equal: '2026-01-01T00:00:00.000Z' } }] }
    const href = leadsExportHref('/api', { where, search: 'jane smith', sort: '-createdAt' })
    expect(href.startsWith('/api/leads/export.csv?')).toBe(true)
    expect(parse(href.split('?')[1]!)).toEqual({ where, search: 'jane smith', sort: '-createdAt' })
  })

  it('is the plain address for an unfiltered list', () => {
    expect(leadsExportHref('/api', { search: '', sort: undefined })).toBe('/api/leads/export.csv')
  })
})
