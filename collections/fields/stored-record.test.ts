import { readdir } from 'node:fs/promises'
import path from 'node:path'

import type { CollectionConfig, Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { storedRecord } from './stored-record'

const collectionsDir = path.resolve(import.meta.dirname, '..')

// Every collection in collections/ (a file, or a folder's index.ts), loaded once before the tests.
const files = (await readdir(collectionsDir, { withFileTypes: true })).flatMap((entry) =>
  entry.isDirectory() ? (['fields', 'hooks'].includes(entry.name) ? [] : [`${entry.name}/index.ts`]) : /^[A-Z].*\.ts$/.test(entry.name) ? [entry.name] : [],
)
const modules = await Promise.all(files.map((file) => import(path.join(collectionsDir, file)) as Promise<Record<string, unknown>>))
const collections = modules.flatMap((exports) =>
  Object.values(exports).filter((value): value is CollectionConfig => typeof value === 'object' && value !== null && 'slug' in value && 'fields' in value),
)

/** Every field, inside rows, groups, collapsibles, arrays, tabs and blocks, with where it is. */
function allFields(fields: readonly Field[], at: string): Array<{ at: string; field: Field }> {
  return fields.flatMap((field) => {
    const here = 'name' in field ? `${at}.${field.name}` : at
    const nested = [
      ...('fields' in field ? allFields(field.fields, here) : []),
      ...('tabs' in field ? field.tabs.flatMap((tab) => allFields(tab.fields, here)) : []),
      ...('blocks' in field ? field.blocks.flatMap((block) => (typeof block === 'string' ? [] : allFields(block.fields, `${here}.${block.slug}`))) : []),
    ]
    return [{ at: here, field }, ...nested]
  })
}

describe('the admin shows stored JSON without a code editor from a CDN (issue 41)', () => {
  it('every JSON or code field of a collection is shown as a readable record, so no admin screen is a blank grey box', () => {
    const recordField = storedRecord({ name: 'x', description: '' }).admin!.components!.Field
    const found = collections.flatMap((collection) => allFields(collection.fields, collection.slug))
    const editors = found.filter(({ field }) => field.type === 'json' || field.type === 'code')
    expect(editors.length).toBeGreaterThan(0)
    expect(editors.filter(({ field }) => field.admin?.components?.Field !== recordField).map(({ at }) => at)).toEqual([])
  })
})
