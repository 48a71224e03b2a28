import { describe, expect, inject, it } from 'vitest'

const base = `http://localhost:${inject('appPort')}`

const postLead = (body: unknown, ip: string) =>
  fetch(`${base}/api/leads`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: JSON.stringify(body) })

async function siteId(slug: string) {
  const response = await fetch(`${base}/api/sites?where[slug][equals]=${slug}&depth=0`)
  return ((await response.json()) as { docs: { id: number }[] }).docs[0]!.id
}

const lead = (site: number) => ({ site, form: 'enquiry', firstName: 'Alex', email: 'alex@example.com', phone: '0412 345 678', postcode: '2800', message: 'Is the HiLux still available?' })

/** The public REST API as a shopper's browser meets it (issue 3 access rules; DEVELOPERS.md public writes). */
describe('public REST API', () => {
  it('accepts a lead and answers with its id only; the lead cannot be read back', async () => {
    const response = await postLead(lead(await siteId('ridgeline-toyota')), '203.0.113.50')
    const body = (await response.json()) as { doc: Record<string, unknown> }
    expect({ status: response.status, body }).toMatchObject({ status: 201 })
    expect(Object.keys(body.doc)).toEqual(['id'])
    const readBack = await fetch(`${base}/api/leads/${body.doc.id}`)
    expect([401, 403]).toContain(readBack.status)
  })

  it('rejects an invalid lead with the spec message and a 400', async () => {
    const response = await postLead({ ...lead(await siteId('ridgeline-toyota')), postcode: '28' }, '203.0.113.51')
    expect(response.status).toBe(400)
    expect(JSON.stringify(await response.json())).toContain('Invalid postcode. Please enter a 4-digit number.')
  })

  it('rate limits lead creation per client with a 429', async () => {
    const site = await siteId('ridgeline-toyota')
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) statuses.push((await postLead(lead(site), '198.51.100.99')).status)
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true)
    expect(statuses[10]).toBe(429)
    const refused = await postLead(lead(site), '198.51.100.99')
    expect(JSON.stringify(await refused.json())).toMatch(/Too many enquiries from this connection\. Please try again in \d+ seconds\./)
  })

  it('never lists leads, customers or users to the public', async () => {
    for (const collection of ['leads', 'customers', 'users']) {
      const response = await fetch(`${base}/api/${collection}`)
      expect({ collection, status: response.status }).toEqual({ collection, status: 403 })
    }
  })
})
