import { describe, expect, it } from 'vitest'

import { SEED_FILE_ERROR, SeedFileError } from './load-seed-file'
import { entryProblems, SeedEntryProblem, seedEntry } from './seed-entry'

/** The shape of Payload's ValidationError, as its PostgreSQL adapter throws it for a unique index. */
const payloadRefusal = (collection: string, errors: { path: string; message: string; tableName?: string }[]) =>
  Object.assign(new Error(`The following field is invalid: ${errors.map((e) => e.path).join(', ')}`), { status: 400, data: { collection, errors } })

describe('a seed entry Payload refuses is reported by file and JSON path (issue 41 item 27)', () => {
  it("a taken row id in a campaign's prizes names the entry, the field, its table and the fix", () => {
    expect(
      entryProblems(
        'spinCampaigns[0]',
        payloadRefusal('spin-campaigns', [{ path: 'id', message: 'Value must be unique', tableName: 'spin_campaigns_prizes' }]),
      ),
    ).toEqual([
      {
        path: 'spinCampaigns[0]',
        message: 'spin-campaigns field "id" (table spin_campaigns_prizes) is already taken by another document: give this entry a value of its own.',
      },
    ])
  })

  it("a field's own validation keeps its message and says to correct the entry", () => {
    expect(
      entryProblems('locations[1]', payloadRefusal('locations', [{ path: 'openingHours', message: 'Monday is listed twice. Keep one entry per weekday.' }])),
    ).toEqual([
      {
        path: 'locations[1]',
        message: 'locations field "openingHours": Monday is listed twice. Keep one entry per weekday. Correct this entry and seed again.',
      },
    ])
  })

  it('a slug only writing finds unknown is reported at the entry', () => {
    expect(entryProblems('models[0]', new SeedEntryProblem('Unknown manufacturer "nope": use a slug from site-seeds/manufacturers.json.'))).toEqual([
      { path: 'models[0]', message: 'Unknown manufacturer "nope": use a slug from site-seeds/manufacturers.json.' },
    ])
  })

  it("leaves a failure that is not the entry's (a lost connection) as it was", async () => {
    const lost = Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' })
    expect(entryProblems('site', lost)).toBeNull()
    await expect(seedEntry('site-seeds/acme.json', 'site', () => Promise.reject(lost))).rejects.toBe(lost)
  })

  it('seedEntry throws a SeedFileError whose message has the file, the path and the problem on one line', async () => {
    const failure = await seedEntry('site-seeds/acme.json', 'spinCampaigns[0]', () =>
      Promise.reject(payloadRefusal('spin-campaigns', [{ path: 'id', message: 'Value must be unique', tableName: 'spin_campaigns_prizes' }])),
    ).catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(SeedFileError)
    expect((failure as SeedFileError).code).toBe(SEED_FILE_ERROR)
    expect((failure as Error).message).toContain(
      'site-seeds/acme.json: spinCampaigns[0]: spin-campaigns field "id" (table spin_campaigns_prizes) is already taken',
    )
  })
})
