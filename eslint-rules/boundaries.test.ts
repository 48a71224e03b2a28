import path from 'node:path'

import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

/** Issue 17 "Lint enforces the boundaries": each rule fires on a bad import and stays quiet on the allowed one. */
const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '..') })

async function boundaryErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).filter((message) => message.ruleId?.startsWith('boundaries/')).map((message) => message.ruleId)
}

describe('capability-entry: a capability is imported only through its index.ts, ui.ts or client.ts', () => {
  it.each([
    ['a route, by alias', 'src/app/(site)/[host]/page.tsx', "import { getStockSearch } from '@/features/search/server'\nexport const x = getStockSearch\n"],
    ['another capability, by a relative path out of its folder', 'src/features/vehicle/page/Example.tsx', "import { loadComparedCars } from '../../compare-and-favourites/compared-cars'\nexport const x = loadComparedCars\n"],
    ['a collection, relative to the repository', 'collections/Example.ts', "import { runLeadOutbox } from '../src/features/leads/outbox'\nexport const x = runLeadOutbox\n"],
    ['a dynamic import', 'src/components/Example.tsx', "export const load = () => import('@/features/leads/shopper-storage')\n"],
    ['a stylesheet inside a capability', 'src/app/(site)/[host]/page.tsx', "import '@/features/vehicle/page/vehicle.css'\n"],
  ])('fires for %s', async (_, filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toEqual(['boundaries/capability-entry'])
  })

  it.each([
    ['the index', 'src/app/(site)/[host]/page.tsx', "import { getStockSearch } from '@/features/search'\nexport const x = getStockSearch\n"],
    ['ui.ts', 'src/app/(site)/[host]/page.tsx', "import { VehiclePage } from '@/features/vehicle/ui'\nexport const x = VehiclePage\n"],
    ['client.ts', 'src/components/Example.tsx', "import { CompareBar } from '@/features/compare-and-favourites/client'\nexport const x = CompareBar\n"],
    ["the capability's own files", 'src/features/search/page/Example.tsx', "import { stockIndexSettings } from '../stock/stock-index-settings'\nexport const x = stockIndexSettings\n"],
  ])('allows %s', async (_, filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toEqual([])
  })
})

describe('pure-domain: src/domain imports only the domain and libraries', () => {
  it.each([
    ['platform code', "import { getPayloadClient } from '@/platform/payload'\nexport const x = getPayloadClient\n"],
    ["a capability's values", "import { getStockSearch } from '@/features/search'\nexport const x = getStockSearch\n"],
    ['a component, relatively', "import { RichText } from '../components/RichText'\nexport const x = RichText\n"],
  ])('fires for %s', async (_, code) => {
    expect(await boundaryErrors('src/domain/example.ts', code)).toEqual(['boundaries/pure-domain'])
  })

  it("allows another domain module and a capability's types", async () => {
    expect(await boundaryErrors('src/domain/example.ts', "import { formatMoney } from './money'\nimport type { SearchParams } from '@/features/search'\nexport const x = (p: SearchParams) => formatMoney(Number(p.page))\n")).toEqual([])
  })
})

describe('search-internals: routes, blocks and the search front door never reach the engine or an adapter', () => {
  it.each([
    ['a route importing the engine', 'src/app/api/example/route.ts', "import { search } from '@/features/search/engine'\nexport const x = search\n"],
    ['a block importing an adapter', 'blocks/Example/Component.tsx', "import { createAlgoliaBackend } from '@/features/search/adapters/algolia/algolia-backend'\nexport const x = createAlgoliaBackend\n"],
  ])('fires for %s (with capability-entry)', async (_, filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toEqual(['boundaries/capability-entry', 'boundaries/search-internals'])
  })

  it('fires when the search index re-exports the engine', async () => {
    expect(await boundaryErrors('src/features/search/index.ts', "export { search } from './engine'\n")).toEqual(['boundaries/search-internals'])
  })
})
