import path from 'node:path'

import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'

import { manufacturerSeedSchema, siteSeedSchema } from '../../site-seeds/schema'
import { checkDomainClaims } from './domain-claims'
import { loadSeedFile, seedFileName } from './load-seed-file'
import { seedSite, type SiteFile } from './seed-site'
import { upsert, type SeedReport } from './upsert'

export const MANUFACTURERS_FILE = path.resolve(import.meta.dirname, '../../site-seeds/manufacturers.json')

/**
 * Seeds the global make list and the given site files in one transaction: every file is validated
 * before anything is written, and any failure rolls back the whole run. A refusal names the file, the
 * JSON path and what to change (SeedFileError).
 */
export async function runSeed(payload: Payload, siteFiles: string[], options: { superAdmin?: { email: string; password: string } } = {}): Promise<SeedReport> {
  const makes = await loadSeedFile(MANUFACTURERS_FILE, manufacturerSeedSchema)
  const sites: SiteFile[] = []
  for (const file of siteFiles) sites.push({ file: seedFileName(file), seed: await loadSeedFile(file, siteSeedSchema) })

  const report: SeedReport = {}
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    await checkDomainClaims(payload, req, sites)
    const manufacturers = new Map<string, number>()
    for (const m of makes) {
      manufacturers.set(
        m.slug,
        await upsert(payload, req, report, 'manufacturers', { slug: { equals: m.slug } }, { ...m, logoUrl: `/brand-logos/${m.slug}.svg` }),
      )
    }
    for (const site of sites) await seedSite(payload, req, report, site, manufacturers)
    if (options.superAdmin) {
      await upsert(
        payload,
        req,
        report,
        'users',
        { email: { equals: options.superAdmin.email } },
        { email: options.superAdmin.email, name: 'Platform admin', roles: ['super-admin'] },
        {
          createOnly: { password: options.superAdmin.password },
        },
      )
    }
    await commitTransaction(req)
    return report
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}
