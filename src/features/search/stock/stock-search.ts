import { createHash } from 'node:crypto'

import { LRUCache } from 'lru-cache'
import type { Payload } from 'payload'

import { readStockFeedGuard, type StockFeedGuardShares } from '@/domain/stock-feed-guard'
import { hasErrorCode } from '../../../platform/error-code'
import { EngineError } from '../engine'
import type { IndexSettings, SiteStockChange, StockQuery, StockQueryResult, StockSearchBackend } from '../port'
import { stockIndexSettings } from './stock-index-settings'
import type { StockCar } from './stock-record'
import { isListedUnderRules, readStockRules, siteIndexNames, withStockRules, type StockRules } from '@/domain/stock-rules'
import { readSiteSearch } from '@/domain/site-search'
import { toStockSearchRecord, type StockRecordContext, type StockSearchRecord } from './stock-search-record'
import {
  bumpStockVersion,
  findStockCar,
  findStockCarSlugByVin,
  findStockCarsById,
  importStockFeed,
  loadSiteStock,
  STOCK_FEED_REFUSED,
  type ImportMode,
  type ImportOptions,
  type StockFeedRefusedError,
  type StockImportReport,
} from './stock-store'
import { databasePoolOf } from '@/platform/database'
import { siteVersions } from '@/platform/site-versions'

/**
 * Stock search for every site: the one place that joins the stock store (PostgreSQL), the site's
 * stock rules (admin settings) and the search backend (embedded engine or Algolia).
 *
 * Several app servers can run this side by side. PostgreSQL holds the only state that matters; each
 * server checks at most once per `freshnessMs` whether a site's stock or settings changed (one small
 * query, shared with the process's other caches) and then rebuilds its in-memory index and drops its
 * cached results for that site.
 */
export interface StockSearchOptions {
  payload: Payload
  backend: StockSearchBackend
  now?: () => Date
  /** How stale a server may be after another server's import or an admin edit (default 1 s). */
  freshnessMs?: number
  /** Cached results per server (spec §7: oldest entry dropped at the limit). */
  cacheSize?: number
}

export interface SiteStockContext {
  siteSlug: string
  rules: StockRules
  recordContext: Omit<StockRecordContext, 'now'>
  /** How much of the stock a full feed may remove, and how many rejected records it may have (issue 16). */
  feedGuard: StockFeedGuardShares
  /** The index's settings, with the site's searchable fields and synonyms (Sites → Search, issue 40). */
  indexSettings: IndexSettings
}

/** Which cars a publish touches: an import's report, or the cars whose reservations changed. */
type ChangedCars = Pick<StockImportReport, 'changedIds' | 'removedIds'>

interface SiteState {
  /** Stock version and settings timestamps the current index and cache were built from. */
  fingerprint: string
  context: SiteStockContext
}

export type StockSearch = ReturnType<typeof createStockSearch>

export function createStockSearch({ payload, backend, now = () => new Date(), freshnessMs = 1000, cacheSize = 1000 }: StockSearchOptions) {
  const pool = databasePoolOf(payload)
  const states = new Map<string, SiteState>()
  const refreshing = new Map<string, { fingerprint: string; state: Promise<SiteState> }>()
  const results = new LRUCache<string, StockQueryResult>({ max: cacheSize })

  /**
   * `{stock version}|{settings stamp}` (the settings stamp changes whenever the site or one of its
   * dealerships is saved), as this process last saw it (src/platform/site-versions.ts), read again
   * when older than `maxAgeMs`.
   */
  const fingerprintOf = async (siteSlug: string, maxAgeMs = freshnessMs): Promise<string | null> =>
    (await siteVersions(pool, siteSlug, maxAgeMs))?.stock ?? null

  /**
   * What the site's hosted index was published with: the site's and dealerships' save times, and a
   * digest of the index settings, so new default settings (a release adding standard synonyms) are
   * pushed once as well as an admin edit is.
   */
  const settingsStamp = (fingerprint: string, context: SiteStockContext) =>
    `${fingerprint.slice(fingerprint.indexOf('|') + 1)}#${createHash('sha256').update(JSON.stringify(context.indexSettings)).digest('base64url').slice(0, 22)}`

  /** Records the settings the site's index was last published with; true if this call changed it (see SiteRefresh). */
  async function claimSettingsRepublish(siteSlug: string, stamp: string): Promise<boolean> {
    const { rowCount } = await pool.query(`UPDATE stock_versions SET published_settings = $2 WHERE site_slug = $1 AND published_settings IS DISTINCT FROM $2`, [
      siteSlug,
      stamp,
    ])
    return (rowCount ?? 0) > 0
  }

  async function wholeStock(siteSlug: string, context: SiteStockContext, report?: ChangedCars): Promise<SiteStockChange> {
    const { cars } = await loadSiteStock(pool, siteSlug)
    const records = searchRecords(cars, context)
    const changed = report ? new Set(report.changedIds) : undefined
    return {
      siteSlug,
      settings: context.indexSettings,
      records,
      upserted: changed ? records.filter((record) => changed.has(record.objectID)) : records,
      removedIds: report?.removedIds ?? [],
    }
  }

  async function loadContext(siteSlug: string): Promise<SiteStockContext> {
    const { docs } = await payload.find({ collection: 'sites', where: { slug: { equals: siteSlug } }, limit: 1, depth: 1, overrideAccess: true })
    const site = docs[0]
    if (!site) throw new EngineError(`Site ${siteSlug} does not exist`, 404)
    const rules = readStockRules(site)
    const dealerships = await payload.find({
      collection: 'dealerships',
      where: { site: { equals: site.id } },
      limit: 1000,
      depth: 0,
      overrideAccess: true,
      pagination: false,
    })
    const names = new Map(dealerships.docs.map((d) => [d.slug, d.name]))
    const soldDays = new Map(dealerships.docs.map((d) => [d.slug, d.includeSoldCarsDays ?? rules.soldCarDays]))
    return {
      siteSlug,
      rules,
      recordContext: { dealershipNames: names, soldCarDays: (slug) => (slug ? soldDays.get(slug) : undefined) ?? rules.soldCarDays },
      feedGuard: readStockFeedGuard(site.stockFeedGuard),
      indexSettings: stockIndexSettings(siteSlug, readSiteSearch(site.search)),
    }
  }

  function searchRecords(cars: readonly StockCar[], context: SiteStockContext): StockSearchRecord[] {
    const recordContext = { ...context.recordContext, now: now() }
    return cars.map((car) => toStockSearchRecord(car, recordContext))
  }

  function dropCachedResults(siteSlug: string) {
    for (const key of results.keys()) if (key.startsWith(`${siteSlug}\n`)) results.delete(key)
  }

  /** Reloads the site's context and lets the backend bring its index up to date (see SiteRefresh). */
  async function refresh(siteSlug: string, fingerprint: string): Promise<SiteState> {
    const context = await loadContext(siteSlug)
    await backend.refreshSite({
      siteSlug,
      wholeStock: () => wholeStock(siteSlug, context),
      claimSettingsRepublish: () => claimSettingsRepublish(siteSlug, settingsStamp(fingerprint, context)),
    })
    dropCachedResults(siteSlug)
    const state = { fingerprint, context }
    states.set(siteSlug, state)
    return state
  }

  /**
   * The site's state, refreshed when its stock or settings changed since this process last looked.
   * The fingerprint is the process-wide observation, so a page labelled with it (the render cache)
   * is always built from this stock or newer.
   */
  async function current(siteSlug: string): Promise<SiteState> {
    const fingerprint = await fingerprintOf(siteSlug)
    if (fingerprint === null) throw new EngineError(`Site ${siteSlug} does not exist`, 404)
    const known = states.get(siteSlug)
    if (known && known.fingerprint === fingerprint) return known
    const pending = refreshing.get(siteSlug)
    if (pending?.fingerprint === fingerprint) return pending.state
    const state = refresh(siteSlug, fingerprint)
    refreshing.set(siteSlug, { fingerprint, state })
    try {
      return await state
    } finally {
      if (refreshing.get(siteSlug)?.state === state) refreshing.delete(siteSlug)
    }
  }

  return {
    /**
     * Answers a multi-query for one site. Index names must be the site's own (else Algolia's 404);
     * the site's stock rules are added to every query; identical queries are served from cache
     * until the site's stock or settings change.
     */
    async search(siteSlug: string, queries: readonly StockQuery[]): Promise<StockQueryResult[]> {
      const allowed = siteIndexNames(siteSlug)
      for (const query of queries) {
        if (!allowed.has(query.indexName)) throw new EngineError(`Index ${query.indexName} does not exist`, 404)
      }
      const state = await current(siteSlug)
      const at = now()
      const ruled = queries.map((query) => ({
        ...query,
        params: withStockRules(query.params, state.context.rules, { sort: allowed.get(query.indexName)!, now: at }),
      }))
      const keys = ruled.map((query) => `${siteSlug}\n${state.fingerprint}\n${JSON.stringify(query)}`)
      const answers: Array<StockQueryResult | undefined> = keys.map((key) => results.get(key))
      const missing = ruled.filter((_, i) => answers[i] === undefined)
      if (missing.length > 0) {
        const fresh = await backend.search(siteSlug, missing)
        let next = 0
        answers.forEach((answer, i) => {
          if (answer !== undefined) return
          const result = fresh[next++] as StockQueryResult
          results.set(keys[i] as string, result)
          answers[i] = result
        })
      }
      return answers as StockQueryResult[]
    },

    /**
     * Imports a feed for a site, then brings the search index in line (see importStockFeed). A full
     * feed is checked against the site's stock feed guard; `confirmRemoval` confirms its removal.
     */
    async importFeed(
      siteSlug: string,
      records: readonly unknown[],
      mode: ImportMode,
      options: Pick<ImportOptions, 'confirmRemoval'> = {},
    ): Promise<StockImportReport> {
      const context = await loadContext(siteSlug)
      const report = await importStockFeed(pool, siteSlug, records, mode, { guard: context.feedGuard, confirmRemoval: options.confirmRemoval })
      if (report.changedIds.length > 0 || report.removedIds.length > 0 || !states.has(siteSlug)) await publishSite(siteSlug, context, report)
      return report
    },

    /**
     * Cars whose reservation changed (taken, released, completed): the stock version moves on so every
     * server rebuilds, and this server publishes them now (hosted Algolia gets just these records).
     */
    async reservationsChanged(siteSlug: string, carIds: readonly string[]): Promise<void> {
      await bumpStockVersion(pool, siteSlug)
      await publishSite(siteSlug, await loadContext(siteSlug), { changedIds: [...carIds], removedIds: [] })
    },

    /** Pushes a site's whole stock to the backend again (after settings changes on hosted Algolia). */
    async republish(siteSlug: string): Promise<void> {
      await publishSite(siteSlug, await loadContext(siteSlug))
    },

    /** Brings every site's index up to date (loading it on a fresh server): the readiness check waits for this. */
    async loadIndexes(): Promise<void> {
      const { rows } = await pool.query<{ site_slug: string }>('SELECT site_slug FROM stock_versions')
      await Promise.all(rows.map((row) => current(row.site_slug)))
    },

    /** Cars by id (a shopper's watchlist); ids the site no longer has are left out. */
    findCarsById: (siteSlug: string, ids: readonly string[]) => findStockCarsById(pool, siteSlug, ids),

    /** One car by slug, with every feed field, or null. */
    findCar: (siteSlug: string, slug: string) => findStockCar(pool, siteSlug, slug),
    findCarSlugByVin: (siteSlug: string, vin: string) => findStockCarSlugByVin(pool, siteSlug, vin),

    /**
     * The vehicle page's car: every feed field, and whether search lists it now (the site's rules, the
     * sold-car window, show_on_dealer_website). Null when the site has no car with that slug.
     */
    async findListedCar(siteSlug: string, slug: string): Promise<{ car: StockCar; listed: boolean } | null> {
      const [car, state] = await Promise.all([findStockCar(pool, siteSlug, slug), current(siteSlug)])
      if (!car) return null
      const at = now()
      const record = toStockSearchRecord(car, { ...state.context.recordContext, now: at })
      return { car, listed: isListedUnderRules(record, state.context.rules, at) }
    },
  }

  async function publishSite(siteSlug: string, context: SiteStockContext, report?: ChangedCars) {
    // Read before the stock (if anything changes in between, the next check sees a newer fingerprint),
    // and always afresh: this process's pages must not be served from before this publish.
    const fingerprint = await fingerprintOf(siteSlug, 0)
    await backend.publish(await wholeStock(siteSlug, context, report))
    // These settings are now published: no other server needs to push them again.
    if (fingerprint) await claimSettingsRepublish(siteSlug, settingsStamp(fingerprint, context))
    dropCachedResults(siteSlug)
    states.set(siteSlug, { fingerprint: fingerprint ?? '', context })
  }
}

/**
 * Replaces a site's whole stock on purpose (the demo loader, tests): a full feed whose removal is
 * confirmed with the figure the stock feed guard reports. Feeds from dealers never come this way.
 */
export async function replaceSiteStock(stockSearch: StockSearch, siteSlug: string, cars: readonly unknown[]): Promise<StockImportReport> {
  try {
    return await stockSearch.importFeed(siteSlug, cars, 'full')
  } catch (error) {
    if (!hasErrorCode(error, STOCK_FEED_REFUSED)) throw error
    return stockSearch.importFeed(siteSlug, cars, 'full', { confirmRemoval: (error as StockFeedRefusedError).figures.removing })
  }
}
