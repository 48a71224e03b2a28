import { algoliasearch, type IndexSettings as AlgoliaSettingsObject, type SearchMethodParams, type SynonymHit } from 'algoliasearch'

import type { IndexSettings, RemoveWordsIfNoResults, SearchRecord, TypoTolerance } from '../../port'
import type { SiteRefresh, SiteStockChange, StockQuery, StockQueryResult, StockSearchBackend } from '../../port'

/**
 * The hosted-Algolia adapter: the path for deployments that outgrow one machine. The app still
 * answers shoppers' searches (adding the site's rules server-side) and forwards them here.
 */

/** The client's transport (Algolia's `Requester`), taken from `algoliasearch` itself rather than its internal package. */
export type Requester = NonNullable<NonNullable<Parameters<typeof algoliasearch>[2]>['requester']>

export interface AlgoliaBackendOptions {
  appId: string
  searchKey: string
  adminKey: string
  /** Custom transport: tests use it to see the exact calls without a network. */
  requester?: Requester
  /** Records per `batch` call (Algolia's recommended default is 1000). */
  batchSize?: number
}

/** Algolia's default ranking criteria, kept after a replica's sort so relevance still decides ties. */
const DEFAULT_RANKING = ['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom']

export interface AlgoliaIndexSettings {
  searchableAttributes: string[]
  attributesForFaceting: string[]
  customRanking: string[]
  paginationLimitedTo: number
  /** The primary's criteria; a replica's sort first, then the same criteria. */
  ranking: string[]
  typoTolerance: TypoTolerance
  minWordSizefor1Typo: number
  minWordSizefor2Typos: number
  allowTyposOnNumericTokens: boolean
  disableTypoToleranceOnAttributes: string[]
  disableTypoToleranceOnWords: string[]
  ignorePlurals: boolean | string[]
  removeStopWords: boolean | string[]
  removeWordsIfNoResults: RemoveWordsIfNoResults
  optionalWords: string[]
  advancedSyntax: boolean
  /** Primary only: the replica names, so Algolia creates them and keeps their records in sync. */
  replicas?: string[]
}

/**
 * Our engine's settings as Algolia settings: the primary index, and each standard replica's sort.
 * Text settings we leave unset are sent as Algolia's defaults: setSettings keeps what it is not
 * sent, so a setting dropped here would otherwise live on in the hosted index.
 */
export function algoliaSettingsFor(settings: IndexSettings): { primary: AlgoliaIndexSettings; replicas: Record<string, AlgoliaIndexSettings> } {
  const ranking = settings.ranking ?? DEFAULT_RANKING
  // Replicas get every setting again: Algolia copies a primary's settings to a replica only once, when creating it.
  const shared = {
    searchableAttributes: settings.searchableAttributes,
    attributesForFaceting: settings.attributesForFaceting,
    customRanking: settings.customRanking ?? [],
    paginationLimitedTo: settings.paginationLimitedTo ?? 1000,
    typoTolerance: settings.typoTolerance ?? true,
    minWordSizefor1Typo: settings.minWordSizefor1Typo ?? 4,
    minWordSizefor2Typos: settings.minWordSizefor2Typos ?? 8,
    allowTyposOnNumericTokens: settings.allowTyposOnNumericTokens ?? true,
    disableTypoToleranceOnAttributes: settings.disableTypoToleranceOnAttributes ?? [],
    disableTypoToleranceOnWords: settings.disableTypoToleranceOnWords ?? [],
    ignorePlurals: settings.ignorePlurals ?? false,
    removeStopWords: settings.removeStopWords ?? false,
    removeWordsIfNoResults: settings.removeWordsIfNoResults ?? 'none',
    optionalWords: settings.optionalWords ?? [],
    advancedSyntax: settings.advancedSyntax ?? false,
  }
  const replicas = Object.fromEntries(
    Object.entries(settings.replicas ?? {}).map(([name, replica]) => [
      name,
      { ...shared, ranking: [...replica.sort.map((key) => `${key.direction}(${key.attribute})`), ...ranking] },
    ]),
  )
  return { primary: { ...shared, ranking, replicas: Object.keys(replicas) }, replicas }
}

/** A query Algolia refused as malformed (bad filter syntax, unknown index): its status and wording, safe to show. */
export class AlgoliaQueryError extends Error {
  readonly status: number

  constructor(message: string, status: number) {
    super(message)
    this.name = 'AlgoliaQueryError'
    this.status = status
  }
}

/**
 * Algolia's `ApiError` as the port's errors: a 4xx keeps its status and message. A rejected key
 * (401/403) is our configuration, not the shopper's query, so it stays a server failure, as do
 * unreachable hosts and 5xx (the client retries those on every host, then throws without a status).
 */
function portError(error: unknown): unknown {
  const status = (error as { status?: unknown } | null)?.status
  if (!(error instanceof Error) || typeof status !== 'number') return error
  if (status === 401 || status === 403) return new Error(`Algolia refused the search key (${status}): ${error.message}`, { cause: error })
  return status >= 400 && status < 500 ? new AlgoliaQueryError(error.message, status) : error
}

/** One port query as one request of Algolia's multi-query: the same parameters, flattened beside the index. */
function algoliaRequest(query: StockQuery) {
  return query.type === 'facet'
    ? { indexName: query.indexName, type: 'facet' as const, facet: query.facet, facetQuery: query.facetQuery, ...query.params }
    : { indexName: query.indexName, ...query.params }
}

export function createAlgoliaBackend({ appId, searchKey, adminKey, requester, batchSize = 1000 }: AlgoliaBackendOptions): StockSearchBackend {
  const transport = requester ? { requester } : {}
  // Shoppers' queries only ever carry the search-only key; the admin key is for publishing.
  const reader = algoliasearch(appId, searchKey, transport)
  const writer = algoliasearch(appId, adminKey, transport)

  /** Settings, then synonyms: the whole list replaces the index's, on the primary and (forwarded) its replicas. */
  async function pushSettings(indexName: string, settings: IndexSettings) {
    const { primary, replicas } = algoliaSettingsFor(settings)
    // Language codes are ours to check (the HTTP layer and the admin do); the client types them as an enum.
    const asAlgolia = (indexSettings: AlgoliaIndexSettings) => indexSettings as AlgoliaSettingsObject
    // The primary first: its `replicas` setting creates the replica indexes the next calls configure.
    const { taskID } = await writer.setSettings({ indexName, indexSettings: asAlgolia(primary) })
    await writer.waitForTask({ indexName, taskID })
    for (const [replica, indexSettings] of Object.entries(replicas)) {
      const task = await writer.setSettings({ indexName: replica, indexSettings: asAlgolia(indexSettings) })
      await writer.waitForTask({ indexName: replica, taskID: task.taskID })
    }
    const synonyms = await writer.saveSynonyms({
      indexName,
      synonymHit: (settings.synonyms ?? []) as SynonymHit[],
      replaceExistingSynonyms: true,
      forwardToReplicas: true,
    })
    await writer.waitForTask({ indexName, taskID: synonyms.taskID })
  }

  /** Builds the records in a temporary index and moves it over the live one (replicas follow), so searches see the old stock or the new. */
  async function replaceAll(indexName: string, records: readonly SearchRecord[]) {
    await writer.replaceAllObjects({ indexName, objects: [...records], batchSize })
  }

  const backend: StockSearchBackend = {
    async search(_siteSlug: string, queries: readonly StockQuery[]): Promise<StockQueryResult[]> {
      try {
        // The parameters were decoded and checked at the HTTP boundary; they are Algolia's own names.
        const { results } = await reader.search({ requests: queries.map(algoliaRequest) as SearchMethodParams['requests'] })
        return results as StockQueryResult[]
      } catch (error) {
        throw portError(error)
      }
    },

    /**
     * Settings first (so new facets exist before records use them), then records. A change that
     * replaces most of the stock, or a first publish, swaps in a whole new index; a small one is
     * applied in batches (saves before deletes), waiting for every task.
     */
    async publish(change: SiteStockChange): Promise<void> {
      const indexName = change.settings.indexName
      // Asked before pushing settings, which would create the index.
      const existed = await writer.indexExists({ indexName })
      await pushSettings(indexName, change.settings)

      if (change.records.length === 0) {
        if (change.removedIds.length > 0) await replaceAll(indexName, [])
        return
      }
      if (!existed || change.upserted.length > change.records.length / 2) {
        await replaceAll(indexName, change.records)
        return
      }
      if (change.upserted.length > 0) await writer.saveObjects({ indexName, objects: [...change.upserted], batchSize, waitForTasks: true })
      if (change.removedIds.length > 0) await writer.deleteObjects({ indexName, objectIDs: [...change.removedIds], batchSize, waitForTasks: true })
    },

    refreshSite: (refresh) => refreshHostedIndex((change) => backend.publish(change), refresh),
  }
  return backend
}

/**
 * Hosted indexes are shared by every app server, so another server's import is already there (it
 * pushed it). Records carry the site's settings (sold-car windows, dealership names): after a
 * settings change one server, whichever claims it first, pushes the site again.
 */
export async function refreshHostedIndex(publish: (change: SiteStockChange) => Promise<void>, refresh: SiteRefresh): Promise<void> {
  if (await refresh.claimSettingsRepublish()) await publish(await refresh.wholeStock())
}
