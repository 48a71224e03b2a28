import { beforeEach, describe, expect, it, vi } from 'vitest'

import { contentCacheKeys } from '../../src/platform/cache-keys'
import { cachedContent, clearContentCache } from '../../src/platform/content-cache'
import { contentCacheHooks } from './clear-content-cache'

/** Issue 17 "Per-site cache": a save clears only the saving site's entries (all sites for platform-wide content). */
const loads = {
  siteOnePage: vi.fn(async () => 'site 1 home'),
  siteTwoPage: vi.fn(async () => 'site 2 home'),
  siteTwoMenu: vi.fn(async () => ['Used cars']),
  host: vi.fn(async () => ({ id: 1 })),
}

async function readAll() {
  await cachedContent(contentCacheKeys.page(1, 'home'), loads.siteOnePage)
  await cachedContent(contentCacheKeys.page(2, 'home'), loads.siteTwoPage)
  await cachedContent(contentCacheKeys.menu(2, 'header'), loads.siteTwoMenu)
  await cachedContent(contentCacheKeys.siteForHost('ridgeline-toyota.localhost'), loads.host)
}
const calls = () => Object.fromEntries(Object.entries(loads).map(([name, load]) => [name, load.mock.calls.length]))
/** The save's own transaction, where the sites' content versions are bumped (the integration and browser tests run the SQL). */
const transaction = { execute: vi.fn(async () => ({})) }
const outside = { execute: vi.fn(async () => ({})) }
const req = { transactionID: 'tx-1', payload: { db: { drizzle: outside, sessions: { 'tx-1': { db: transaction } } } } }
const save = (kind: Parameters<typeof contentCacheHooks>[0], doc: Record<string, unknown>, previousDoc?: Record<string, unknown>) =>
  Promise.all(contentCacheHooks(kind).afterChange?.map((hook) => hook({ doc, previousDoc, req } as never)) ?? [])

beforeEach(async () => {
  transaction.execute.mockClear()
  outside.execute.mockClear()
  clearContentCache()
  Object.values(loads).forEach((load) => load.mockClear())
  await readAll()
})

describe('content cache hooks', () => {
  it("an edit on one site's page leaves another site's cached page content in place", async () => {
    await save('site-content', { id: 7, site: 1, slug: 'home' })
    await readAll()
    expect(calls()).toEqual({ siteOnePage: 2, siteTwoPage: 1, siteTwoMenu: 1, host: 1 })
  })

  it('a populated site relation counts as well as a bare id', async () => {
    await save('site-content', { id: 7, site: { id: 2, slug: 'ridgeline-toyota' } })
    await readAll()
    expect(calls()).toEqual({ siteOnePage: 1, siteTwoPage: 2, siteTwoMenu: 2, host: 1 })
  })

  it('content moved from one site to another clears both', async () => {
    await save('site-content', { id: 7, site: 2 }, { id: 7, site: 1 })
    await readAll()
    expect(calls()).toEqual({ siteOnePage: 2, siteTwoPage: 2, siteTwoMenu: 2, host: 1 })
  })

  it("a site's settings clear that site and which host is which site, not other sites' content", async () => {
    await save('site', { id: 1, slug: 'harbour-city-auto' })
    await readAll()
    expect(calls()).toEqual({ siteOnePage: 2, siteTwoPage: 1, siteTwoMenu: 1, host: 2 })
  })

  it('platform-wide content (manufacturers) and content without a site clear every site', async () => {
    await save('platform', { id: 3, name: 'Toyota' })
    await readAll()
    expect(calls()).toEqual({ siteOnePage: 2, siteTwoPage: 2, siteTwoMenu: 2, host: 2 })
    await save('site-content', { id: 9 })
    await readAll()
    expect(calls()).toEqual({ siteOnePage: 3, siteTwoPage: 3, siteTwoMenu: 3, host: 3 })
  })

  it('a delete clears the deleted document’s site only', async () => {
    await Promise.all(contentCacheHooks('site-content').afterDelete?.map((hook) => hook({ doc: { id: 7, site: 2 }, req } as never)) ?? [])
    await readAll()
    expect(calls()).toEqual({ siteOnePage: 1, siteTwoPage: 2, siteTwoMenu: 2, host: 1 })
  })

  it("bumps the sites' content versions in the save's own transaction", async () => {
    await save('site-content', { id: 7, site: 2 })
    expect(transaction.execute).toHaveBeenCalledTimes(1)
    expect(outside.execute).not.toHaveBeenCalled()
  })
})
