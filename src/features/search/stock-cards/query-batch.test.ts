import { describe, expect, it } from 'vitest'

import type { StockQuery, StockQueryResult } from '../port'
import { stockQueryBatcher } from './query-batch'

const query = (hitsPerPage: number): StockQuery => ({ type: 'default', indexName: 'stock_harbour', params: { hitsPerPage } })

function fakeSearch(fail = false) {
  const calls: Array<{ siteSlug: string; queries: readonly StockQuery[] }> = []
  const search = {
    search: async (siteSlug: string, queries: readonly StockQuery[]) => {
      calls.push({ siteSlug, queries })
      if (fail) throw new Error('search is down')
      return queries.map((q) => ({ hits: [], nbHits: Number(q.params?.hitsPerPage), siteSlug }) as unknown as StockQueryResult)
    },
  }
  return { calls, batcher: stockQueryBatcher(async () => search) }
}

describe('stock blocks share one multi-query (issue 23: "multiple stock grids on one page cost one multi-query")', () => {
  it('queries of one site asked together go as one multi-query, each answer back to its asker', async () => {
    const { calls, batcher } = fakeSearch()
    const answers = await Promise.all([batcher('harbour', query(6)), batcher('harbour', query(12)), batcher('ridgeline', query(3))])
    expect(calls.map((call) => [call.siteSlug, call.queries.length])).toEqual([
      ['harbour', 2],
      ['ridgeline', 1],
    ])
    expect(answers.map((answer) => (answer as { nbHits: number }).nbHits)).toEqual([6, 12, 3])
  })

  it('a query asked after the batch went is a batch of its own', async () => {
    const { calls, batcher } = fakeSearch()
    await batcher('harbour', query(6))
    await batcher('harbour', query(6))
    expect(calls).toHaveLength(2)
  })

  it("a failed search fails every query of its batch, not the next one's", async () => {
    const { batcher } = fakeSearch(true)
    const results = await Promise.allSettled([batcher('harbour', query(6)), batcher('harbour', query(9))])
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected'])
  })
})
