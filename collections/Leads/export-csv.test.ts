import { describe, expect, it } from 'vitest'

import { leadExportQuery } from './export-csv'

const admin = { listSearchableFields: ['email', 'firstName'] }

describe("leadExportQuery: the Leads list's query string as the export reads it (issue 8)", () => {
  it('reads nested where clauses as the admin list writes them', () => {
    const { where } = leadExportQuery(
      '?where[or][0][and][0][form][equals]=test-drive&where[or][0][and][1][deliveryStatus][in][0]=failed&where[or][0][and][1][deliveryStatus][in][1]=retrying',
      admin,
    )
    expect(where).toEqual({ or: [{ and: [{ form: { equals: 'test-drive' } }, { deliveryStatus: { in: ['failed', 'retrying'] } }] }] })
  })

  it("adds the search box over the collection's searchable fields, as the list does", () => {
    expect(leadExportQuery('?search=jane&where[form][equals]=enquiry', admin).where).toEqual({
      and: [{ form: { equals: 'enquiry' } }, { or: [{ email: { like: 'jane' } }, { firstName: { like: 'jane' } }] }],
    })
  })

  it('sorts newest first by default, keeps the list sort, and breaks ties by id', () => {
    expect(leadExportQuery('', admin).sort).toEqual(['-createdAt', '-id'])
    expect(leadExportQuery('?sort=car.make', admin).sort).toEqual(['car.make', '-id'])
    expect(leadExportQuery('?sort=-id', admin).sort).toEqual(['-id'])
  })

  it('ignores a where that is not an object and a sort that is not a field path', () => {
    expect(leadExportQuery('?where=1&sort=createdAt;drop', admin)).toEqual({ where: {}, sort: ['-createdAt', '-id'] })
  })
})
