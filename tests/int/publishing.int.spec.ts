import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { NextRequest } from 'next/server'

import { runDueJobs } from '../../src/features/publishing'
import { proxy } from '../../src/proxy'
import { getPromos, getPublishedPage } from '../../src/platform/content'
import { clearContentCache } from '../../src/platform/content-cache'
import { databasePoolOf } from '../../src/platform/database'
import { siteRedirect } from '../../src/platform/site-redirects'
import { runSeed } from '../../src/seed/run-seed'
import { getTestPayload } from '../helpers/payload'
import { demoSeedFiles } from '../helpers/seed'

/**
 * Issue 23, editing: redirects per site with a loop guard, drafts for promos, and scheduled
 * publishing run by every app server without double work.
 */
const SITE = 'harbour-city-auto'
const OTHER_SITE = 'ridgeline-toyota'
let payload: Payload
let siteId: number
let otherSiteId: number
let editor: Record<string, unknown> & { collection: 'users'; id: number }
const run = `${process.pid}-${Date.now()}`

const siteIdOf = async (slug: string) =>
  (await payload.find({ collection: 'sites', where: { slug: { equals: slug } }, overrideAccess: true, depth: 0 })).docs[0]!.id
const asEditor = { user: undefined as unknown as typeof editor, overrideAccess: false } as const

async function newPage(slug: string, status: 'draft' | 'published') {
  return payload.create({
    collection: 'pages',
    data: { site: siteId, title: `Page ${slug}`, slug, layout: [{ blockType: 'hero', heading: `Heading ${slug}` }], _status: status },
    draft: status === 'draft',
    overrideAccess: true,
    depth: 0,
  })
}

const redirect = (
  from: string,
  to: { type: 'custom'; url: string } | { type: 'reference'; reference: { relationTo: 'pages'; value: number } },
  type: '301' | '302' = '301',
  site = siteId,
) => payload.create({ collection: 'redirects', data: { site, from, to, type }, ...asEditor, user: editor, depth: 0 })

/** The admin shows a validation error's message beside its field. */
const fieldMessage = (message: RegExp) => ({ data: { errors: [expect.objectContaining({ path: 'from', message: expect.stringMatching(message) })] } })

beforeAll(async () => {
  payload = await getTestPayload()
  await runSeed(payload, demoSeedFiles())
  siteId = await siteIdOf(SITE)
  otherSiteId = await siteIdOf(OTHER_SITE)
  const { docs } = await payload.find({ collection: 'users', where: { email: { equals: `editor@${SITE}.test` } }, overrideAccess: true, depth: 0 })
  editor = { ...(docs[0] as unknown as { id: number }), collection: 'users' }
})

describe('redirects (issue 23)', () => {
  it('an old address redirects to a page of the site (301) or any address (302), and only on its own site', async () => {
    const page = await newPage(`pages/winter-sale-${run}`, 'published')
    await redirect(`/pages/old-winter-sale-${run}/`, { type: 'reference', reference: { relationTo: 'pages', value: page.id } })
    await redirect(`/book-service-${run}`, { type: 'custom', url: 'https://service.example.com.au/book' }, '302')
    expect(await siteRedirect(siteId, `/pages/old-winter-sale-${run}`)).toEqual({ to: `/pages/winter-sale-${run}`, status: 301 })
    expect(await siteRedirect(siteId, `/book-service-${run}`)).toEqual({ to: 'https://service.example.com.au/book', status: 302 })
    expect(await siteRedirect(otherSiteId, `/pages/old-winter-sale-${run}`)).toBeNull()
  })

  it('the shopper gets the status the marketer chose: 301 for "301 - Permanent" and 302 for "302 - Temporary", not 308 and 307 (issue 41)', async () => {
    const page = await newPage(`pages/summer-sale-${run}`, 'published')
    await redirect(`/pages/old-summer-sale-${run}`, { type: 'reference', reference: { relationTo: 'pages', value: page.id } }, '301')
    await redirect(`/summer-service-${run}`, { type: 'custom', url: 'https://service.example.com.au/summer' }, '302')
    const host = `${SITE}.localhost:3000`
    const ask = (path: string) => proxy(new NextRequest(`http://${host}${path}`, { headers: { host } }))

    const moved = await ask(`/pages/old-summer-sale-${run}/`)
    expect([moved.status, moved.headers.get('location')]).toEqual([301, `http://${host}/pages/summer-sale-${run}`])
    const away = await ask(`/summer-service-${run}?utm_source=newsletter`)
    // The campaign tags the old address was shared with go along (Insights attributes the visit by them).
    expect([away.status, away.headers.get('location')]).toEqual([302, 'https://service.example.com.au/summer?utm_source=newsletter'])
    // The page itself, and the same address on another site, are the pages' (rewritten to the one route tree).
    for (const [path, onHost] of [
      [`/pages/summer-sale-${run}`, host],
      [`/pages/old-summer-sale-${run}`, `${OTHER_SITE}.localhost:3000`],
    ] as const) {
      const served = await proxy(new NextRequest(`http://${onHost}${path}`, { headers: { host: onHost } }))
      expect([served.status, served.headers.get('location')]).toEqual([200, null])
    }
  })

  it('refuses a redirect that would loop, or to its own address, with a message; a chain is followed to its end', async () => {
    await redirect(`/a-${run}`, { type: 'custom', url: `/b-${run}` })
    await redirect(`/b-${run}`, { type: 'custom', url: `/c-${run}` }, '302')
    await expect(redirect(`/c-${run}`, { type: 'custom', url: `/a-${run}` })).rejects.toMatchObject(fieldMessage(/loop/))
    await expect(redirect(`/d-${run}`, { type: 'custom', url: `/d-${run}/` })).rejects.toMatchObject(fieldMessage(/its own address/))
    await expect(redirect(`/a-${run}`, { type: 'custom', url: '/elsewhere' })).rejects.toMatchObject(fieldMessage(/already redirects/))
    expect(await siteRedirect(siteId, `/a-${run}`)).toEqual({ to: `/c-${run}`, status: 302 })
  })

  it('a loop that reached the database anyway (written around the admin) is no redirect at all, never an endless one', async () => {
    for (const [from, to] of [
      [`/x-${run}`, `/y-${run}`],
      [`/y-${run}`, `/x-${run}`],
    ]) {
      await payload.db.create({ collection: 'redirects', data: { site: siteId, from, to: { type: 'custom', url: to }, type: '301' } })
    }
    clearContentCache('all')
    expect(await siteRedirect(siteId, `/x-${run}`)).toBeNull()
  })

  it("another site's editor cannot read or change this site's redirects", async () => {
    const { docs } = await payload.find({ collection: 'users', where: { email: { equals: `editor@${OTHER_SITE}.test` } }, overrideAccess: true, depth: 0 })
    const otherEditor = { ...(docs[0] as unknown as { id: number }), collection: 'users' as const }
    const mine = await payload.find({ collection: 'redirects', where: { from: { equals: `/a-${run}` } }, overrideAccess: true, depth: 0 })
    const seen = await payload.find({ collection: 'redirects', where: { from: { equals: `/a-${run}` } }, user: otherEditor, overrideAccess: false, depth: 0 })
    expect(seen.totalDocs).toBe(0)
    await expect(
      payload.update({ collection: 'redirects', id: mine.docs[0]!.id, data: { from: '/hijacked' }, user: otherEditor, overrideAccess: false }),
    ).rejects.toThrow()
  })

  it('publishing a page at a new address redirects its old one (unless the editor unticks it), and a draft of the new address changes nothing yet', async () => {
    const page = await newPage(`pages/spring-sale-${run}`, 'published')
    await payload.update({ collection: 'pages', id: page.id, data: { slug: `pages/spring-sale-2027-${run}` }, draft: true, overrideAccess: true })
    expect(await siteRedirect(siteId, `/pages/spring-sale-${run}`)).toBeNull()
    await payload.update({ collection: 'pages', id: page.id, data: { _status: 'published' }, overrideAccess: true })
    expect(await siteRedirect(siteId, `/pages/spring-sale-${run}`)).toEqual({ to: `/pages/spring-sale-2027-${run}`, status: 301 })

    const kept = await newPage(`pages/autumn-sale-${run}`, 'published')
    await payload.update({
      collection: 'pages',
      id: kept.id,
      data: { slug: `pages/autumn-sale-2027-${run}`, _status: 'published', redirectOldAddress: false } as never,
      overrideAccess: true,
    })
    expect(await siteRedirect(siteId, `/pages/autumn-sale-${run}`)).toBeNull()
  })
})

describe('the vehicle spotlight block (issue 23)', () => {
  it("refuses a car the site does not have, with the message beside the spotlight's car field", async () => {
    const page = {
      site: siteId,
      title: 'Car of the week',
      slug: `pages/spotlight-${run}`,
      _status: 'published' as const,
      layout: [{ blockType: 'vehicleSpotlight' as const, heading: 'Car of the week', car: 'https://harbourcityauto.com.au/cars/no-such-car?utm=1' }],
    }
    await expect(payload.create({ collection: 'pages', data: page, overrideAccess: true })).rejects.toMatchObject({
      data: {
        errors: [
          expect.objectContaining({
            path: 'layout.0.car',
            message: "This site has no car at /cars/no-such-car. Copy the address from the car's page on this site.",
          }),
        ],
      },
    })
  })
})

describe('drafts and scheduled publishing (issue 23)', () => {
  it('a draft promo is not on the site until it is published', async () => {
    const promo = await payload.create({
      collection: 'promos',
      data: { site: siteId, title: `Draft promo ${run}`, content: { heading: 'Coming soon', href: '/special-offers' }, _status: 'draft' },
      draft: true,
      overrideAccess: true,
    })
    expect((await getPromos(siteId)).map((p) => p.id)).not.toContain(promo.id)
    await payload.update({ collection: 'promos', id: promo.id, data: { _status: 'published' }, overrideAccess: true })
    expect((await getPromos(siteId)).map((p) => p.id)).toContain(promo.id)
  })

  it('a page scheduled for a time goes live then and not before, published once however many servers run the jobs at that moment', async () => {
    const slug = `pages/scheduled-${run}`
    const page = await newPage(slug, 'draft')
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'pages', value: page.id } },
      waitUntil: new Date(Date.now() + 60 * 60_000),
    })
    await runDueJobs(payload)
    expect(await getPublishedPage(siteId, slug)).toBeNull()

    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'pages', value: page.id } },
      waitUntil: new Date(Date.now() - 1000),
    })
    const passes = await Promise.all(Array.from({ length: 4 }, () => runDueJobs(payload)))
    expect(passes.filter(Boolean).length).toBeGreaterThanOrEqual(1)
    expect((await getPublishedPage(siteId, slug))?.id).toBe(page.id)
    const versions = await payload.findVersions({
      collection: 'pages',
      where: { and: [{ parent: { equals: page.id } }, { 'version._status': { equals: 'published' } }] },
      overrideAccess: true,
      depth: 0,
    })
    expect(versions.totalDocs).toBe(1)
  })

  it('a jobs lease left by a server killed mid-pass holds the jobs up only until its end, then another server runs them', async () => {
    const slug = `pages/after-a-kill-${run}`
    const page = await newPage(slug, 'draft')
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'pages', value: page.id } },
      waitUntil: new Date(Date.now() - 1000),
    })
    // What a SIGKILL leaves: the lease row of a pass that never reached its release.
    const pool = databasePoolOf(payload)
    await pool.query(
      `INSERT INTO platform_leases (name, holder, expires_at) VALUES ('payload-jobs-runner', 'killed', now() + interval '1 second')
       ON CONFLICT (name) DO UPDATE SET holder = EXCLUDED.holder, expires_at = EXCLUDED.expires_at`,
    )
    expect(await runDueJobs(payload)).toBe(false)
    expect(await getPublishedPage(siteId, slug)).toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    expect(await runDueJobs(payload)).toBe(true)
    expect((await getPublishedPage(siteId, slug))?.id).toBe(page.id)
    // A finished pass releases its lease at once: the next pass is not held up.
    expect(await runDueJobs(payload)).toBe(true)
  })

  it('a page scheduled to come down is unpublished at its time', async () => {
    const slug = `pages/ending-${run}`
    const page = await newPage(slug, 'published')
    expect((await getPublishedPage(siteId, slug))?.id).toBe(page.id)
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'unpublish', doc: { relationTo: 'pages', value: page.id } },
      waitUntil: new Date(Date.now() - 1000),
    })
    await runDueJobs(payload)
    expect(await getPublishedPage(siteId, slug)).toBeNull()
  })
})
