import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { runSeed } from '../../src/seed/run-seed'
import { getTestPayload } from '../helpers/payload'
import { demoSeedFiles } from '../helpers/seed'

/** Access rules (issue 3 "Tests that must exist"; spec §6 roles): checked through the Local API with access enforced. */
describe('access rules', () => {
  let payload: Payload
  let siteA: { id: number }
  let siteB: { id: number }
  let editorA: Record<string, unknown>

  const leadFor = (site: number, email = 'sam.shopper@example.com') => ({
    site,
    form: 'enquiry' as const,
    firstName: 'Sam',
    lastName: 'Shopper',
    email,
    phone: '0412 345 678',
    postcode: '4000',
    message: 'Is the RAV4 still available?',
  })
  const fromIp = (ip: string) => ({ headers: new Headers({ 'x-forwarded-for': ip }) }) as never

  beforeAll(async () => {
    payload = await getTestPayload()
    await runSeed(payload, demoSeedFiles())
    const sites = await payload.find({
      collection: 'sites',
      where: { slug: { in: ['harbour-city-auto', 'ridgeline-toyota'] } },
      sort: 'slug',
      overrideAccess: true,
    })
    siteA = sites.docs[0]!
    siteB = sites.docs[1]!
    const { docs } = await payload.find({ collection: 'users', where: { email: { equals: 'editor@harbour-city-auto.test' } }, overrideAccess: true, depth: 0 })
    editorA = { ...docs[0]!, collection: 'users' }
  })

  it('anonymous shoppers cannot read leads, customers or admin users', async () => {
    for (const collection of ['leads', 'customers', 'users'] as const) {
      await expect(payload.find({ collection, overrideAccess: false })).rejects.toThrow(/not allowed/i)
    }
  })

  it('anonymous shoppers cannot create leads through Payload: they go through POST /api/enquiries (issue 8), which validates and rate limits', async () => {
    const before = await payload.count({ collection: 'leads', overrideAccess: true })
    await expect(payload.create({ collection: 'leads', data: leadFor(siteA.id), overrideAccess: false, req: fromIp('203.0.113.10') })).rejects.toThrow(
      /not allowed/i,
    )
    expect(await payload.count({ collection: 'leads', overrideAccess: true })).toEqual(before)
  })

  it('an editor of site A may take a lead by phone for site A', async () => {
    const created = await payload.create({
      collection: 'leads',
      data: { ...leadFor(siteA.id, 'phone-lead@example.com'), form: 'contact' },
      user: editorA,
      overrideAccess: false,
    })
    expect(created).toMatchObject({ email: 'phone-lead@example.com', status: 'new' })
    await expect(
      payload.create({ collection: 'leads', data: { ...leadFor(siteB.id, 'not-mine@example.com'), form: 'contact' }, user: editorA, overrideAccess: false }),
    ).rejects.toThrow(/site/i)
  })

  it("an editor of site A reads only site A's leads and pages", async () => {
    await payload.create({ collection: 'leads', data: leadFor(siteA.id, 'a-lead@example.com'), overrideAccess: true })
    await payload.create({ collection: 'leads', data: leadFor(siteB.id, 'b-lead@example.com'), overrideAccess: true })
    const leads = await payload.find({ collection: 'leads', user: editorA, overrideAccess: false, depth: 0, limit: 100 })
    expect(leads.totalDocs).toBeGreaterThan(0)
    expect(new Set(leads.docs.map((l) => l.site))).toEqual(new Set([siteA.id]))
    const pages = await payload.find({ collection: 'pages', user: editorA, overrideAccess: false, depth: 0, limit: 100 })
    expect(new Set(pages.docs.map((p) => p.site))).toEqual(new Set([siteA.id]))
  })

  it("an editor of site A reads site A's lead deliveries only, on the list and on the lead, and writes none (issue 8)", async () => {
    const leadA = await payload.create({ collection: 'leads', data: leadFor(siteA.id, 'delivery-a@example.com'), overrideAccess: true })
    const leadB = await payload.create({ collection: 'leads', data: leadFor(siteB.id, 'delivery-b@example.com'), overrideAccess: true })
    const delivery = (lead: number, site: number) =>
      payload.create({
        collection: 'lead-deliveries',
        data: { lead, site, channel: 'staff-email', target: 'sales@example.test', status: 'pending', attempts: 0 },
        overrideAccess: true,
      })
    const dA = await delivery(leadA.id, siteA.id)
    const dB = await delivery(leadB.id, siteB.id)
    const seen = await payload.find({ collection: 'lead-deliveries', user: editorA, overrideAccess: false, depth: 0, limit: 0 })
    expect(seen.docs.map((d) => d.id)).toContain(dA.id)
    expect(new Set(seen.docs.map((d) => d.site))).toEqual(new Set([siteA.id]))
    await expect(payload.findByID({ collection: 'lead-deliveries', id: dB.id, user: editorA, overrideAccess: false })).rejects.toThrow()
    await expect(payload.find({ collection: 'lead-deliveries', overrideAccess: false })).rejects.toThrow(/not allowed/i)
    // The lead's deliveries join (the lead detail) shows the editor the same rows.
    const detail = await payload.findByID({ collection: 'leads', id: leadA.id, user: editorA, overrideAccess: false, depth: 1 })
    expect((detail.deliveries?.docs ?? []).map((d) => (typeof d === 'object' ? d.id : d))).toEqual([dA.id])
    // Only the outbox writes deliveries.
    await expect(payload.update({ collection: 'lead-deliveries', id: dA.id, data: { status: 'sent' }, user: editorA, overrideAccess: false })).rejects.toThrow(
      /not allowed/i,
    )
    await expect(
      payload.create({
        collection: 'lead-deliveries',
        data: { lead: leadA.id, site: siteA.id, channel: 'webhook', target: 'https://example.test', status: 'pending', attempts: 0 },
        user: editorA,
        overrideAccess: false,
      }),
    ).rejects.toThrow(/not allowed/i)
  })

  it("an editor of site A cannot change site B's content", async () => {
    const { docs } = await payload.find({
      collection: 'pages',
      where: { and: [{ site: { equals: siteB.id } }, { slug: { equals: 'about-us' } }] },
      overrideAccess: true,
    })
    const pageB = docs[0]!
    await expect(payload.update({ collection: 'pages', id: pageB.id, data: { title: 'Hijacked' }, user: editorA, overrideAccess: false })).rejects.toThrow()
    expect((await payload.findByID({ collection: 'pages', id: pageB.id, overrideAccess: true })).title).toBe(pageB.title)
  })

  it('an editor cannot move a page to another site', async () => {
    const { docs } = await payload.find({
      collection: 'pages',
      where: { and: [{ site: { equals: siteA.id } }, { slug: { equals: 'about-us' } }] },
      overrideAccess: true,
    })
    const pageA = docs[0]!
    await payload.update({ collection: 'pages', id: pageA.id, data: { site: siteB.id, title: `${pageA.title}` }, user: editorA, overrideAccess: false })
    const after = await payload.findByID({ collection: 'pages', id: pageA.id, overrideAccess: true, depth: 0 })
    expect(after.site).toBe(siteA.id)
  })

  it('two sites may share a page slug, but one site may not have it twice', async () => {
    const about = await payload.find({ collection: 'pages', where: { slug: { equals: 'about-us' } }, overrideAccess: true, depth: 0 })
    expect(new Set(about.docs.map((p) => p.site)).size).toBeGreaterThanOrEqual(2)
    await expect(
      payload.create({
        collection: 'pages',
        data: { title: 'Copy', slug: 'about-us', site: siteA.id, layout: [{ blockType: 'promoStrip' }], _status: 'published' },
        overrideAccess: true,
      }),
    ).rejects.toThrow()
  })

  it('a draft page an editor saves from the admin without a site is stored on their site, not on none (issue 23)', async () => {
    const draft = await payload.create({
      collection: 'pages',
      data: { title: 'Winter sale', slug: `winter-sale-${Date.now()}`, layout: [{ blockType: 'promoStrip' }], _status: 'draft' },
      user: editorA,
      overrideAccess: false,
      draft: true,
      depth: 0,
    })
    expect(draft.site).toBe(siteA.id)
    const chosen = await payload.create({
      collection: 'pages',
      data: { title: 'Spring sale', slug: `spring-sale-${Date.now()}`, layout: [{ blockType: 'promoStrip' }], _status: 'draft' },
      user: editorA,
      overrideAccess: false,
      draft: true,
      depth: 0,
      // The admin's site selector, set to a site this editor does not have: ignored.
      req: { headers: new Headers({ cookie: `payload-tenant=${siteB.id}` }) },
    })
    expect(chosen.site).toBe(siteA.id)
  })

  it('the public reads published pages only', async () => {
    const draft = await payload.create({
      collection: 'pages',
      data: { title: 'Secret sale', slug: 'secret-sale', site: siteA.id, layout: [{ blockType: 'promoStrip' }], _status: 'draft' },
      overrideAccess: true,
      draft: true,
    })
    const seen = await payload.find({ collection: 'pages', where: { slug: { equals: 'secret-sale' } }, overrideAccess: false })
    expect(seen.totalDocs).toBe(0)
    expect(
      (await payload.find({ collection: 'pages', where: { id: { equals: draft.id } }, user: editorA, overrideAccess: false, draft: true })).totalDocs,
    ).toBe(1)
  })

  it("the public reads a dealership's name and phone, never the bank account its buyers pay into or where its leads go; its editors read both", async () => {
    const where = { site: { equals: siteA.id }, 'bankTransfer.bsb': { exists: true } } as const
    const [seen] = (await payload.find({ collection: 'dealerships', where: { site: { equals: siteA.id } }, overrideAccess: false, depth: 0 })).docs
    expect(seen).toMatchObject({ name: expect.any(String), phone: expect.any(String) })
    expect(seen).not.toHaveProperty('bankTransfer')
    expect(seen).not.toHaveProperty('leadDelivery')
    const [edited] = (await payload.find({ collection: 'dealerships', where, user: editorA, overrideAccess: false, depth: 0 })).docs
    expect(edited?.bankTransfer?.bsb).toMatch(/^\d{3}-?\d{3}$/)
  })
})
