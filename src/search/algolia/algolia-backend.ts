import { algoliasearch, type SearchMethodParams } from 'algoliasearch'
import type { Requester } from '@algolia/client-common'

import type { IndexSettings } from '../engine'
import type { SiteStockChange, StockQuery, StockQueryResult, StockSearchBackend } from '../port'

/**
 * The hosted-Algolia adapter: the path for deployments that outgrow one machine. The app still
 * answers shoppers' searches (adding the site's rules server-side) and forwards them here.
 */
export interface AlgoliaBackendOptions {
  appId: string
  searchKey: string
  adminKey: string
  /** Custom transport: tests use it to see the exact calls without a network. */
  requester?: Requester
  batchSize?: number
}

/** Algolia's default ranking criteria, kept after a replica's sort so relevance still decides ties. */
const DEFAULT_RANKING = ['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom']

export interface AlgoliaIndexSettings {
  searchableAttributes: string[]
  attributesForFaceting: string[]
  customRanking: string[]
  replicas?: string[]
  ranking?: string[]
  paginationLimitedTo: number
}

/** Our engine's settings as Algolia settings: the primary index, and each standard replica's sort. */
export function algoliaSettingsFor(settings: IndexSettings): { primary: AlgoliaIndexSettings; replicas: Record<string, AlgoliaIndexSettings> } {
  const shared = {
    searchableAttributes: settings.searchableAttributes,
    attributesForFaceting: settings.attributesForFaceting,
    customRanking: settings.customRanking ?? [],
    paginationLimitedTo: settings.paginationLimitedTo ?? 1000,
  }
  const replicas = Object.fromEntries(
    Object.entries(settings.replicas ?? {}).map(([name, replica]) => [name, { ...shared, ranking: [...replica.sort.map((key) => `${key.direction}(${key.attribute})`), ...DEFAULT_RANKING] }]),
  )
  return { primary: { ...shared, replicas: Object.keys(replicas) }, replicas }
}

export function createAlgoliaBackend({ appId, searchKey, adminKey, requester, batchSize = 1000 }: AlgoliaBackendOptions): StockSearchBackend {
  const transport = requester ? { requester } : {}
  const reader = algoliasearch(appId, searchKey, transport)
  const writer = algoliasearch(appId, adminKey, transport)

  return {
    kind: 'algolia',

    async search(_siteSlug: string, queries: readonly StockQuery[]): Promise<StockQueryResult[]> {
      const { results } = await reader.search({
        requests: queries.map((query) =>
          query.type === 'facet'
            ? { indexName: query.indexName, type: 'facet' as const, facet: query.facet, facetQuery: query.facetQuery, ...query.params }
            : { indexName: query.indexName, ...query.params },
        ) as SearchMethodParams['requests'], // the same Algolia parameters, already validated at the HTTP boundary
      })
      // Algolia's ApiError carries the HTTP status and message, which is what the port asks of errors.
      return results as StockQueryResult[]
    },

    /**
     * Settings first (so new facets exist before records use them), then records: changed cars are
     * saved before removed ones are deleted, batch by batch, waiting for each task. A car that stays
     * in stock is never missing from search while an import is applied.
     */
    async publish(change: SiteStockChange): Promise<void> {
      const { primary, replicas } = algoliaSettingsFor(change.settings)
      const indexName = change.settings.indexName
      const { taskID } = await writer.setSettings({ indexName, indexSettings: primary })
      await writer.waitForTask({ indexName, taskID })
      for (const [replica, indexSettings] of Object.entries(replicas)) {
        const task = await writer.setSettings({ indexName: replica, indexSettings })
        await writer.waitForTask({ indexName: replica, taskID: task.taskID })
      }
      if (change.upserted.length > 0) await writer.saveObjects({ indexName, objects: [...change.upserted], batchSize, waitForTasks: true })
      if (change.removedIds.length > 0) await writer.deleteObjects({ indexName, objectIDs: [...change.removedIds], batchSize, waitForTasks: true })
    },
  }
}
