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
    [
      'another capability, by a relative path out of its folder',
      'src/features/vehicle/page/Example.tsx',
      "import { favouriteCars } from '../../compare-and-favourites/saved-cars'\nexport const x = favouriteCars\n",
    ],
    [
      'a collection, relative to the repository',
      'collections/Example.ts',
      "import { runLeadOutbox } from '../src/features/leads/outbox'\nexport const x = runLeadOutbox\n",
    ],
    ['a dynamic import', 'blocks/Example/Component.tsx', "export const load = () => import('@/features/leads/shopper-storage')\n"],
    ['a stylesheet inside a capability', 'src/app/(site)/[host]/page.tsx', "import '@/features/vehicle/page/vehicle.css'\n"],
  ])('fires for %s', async (_, filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toEqual(['boundaries/capability-entry'])
  })

  it.each([
    ['the index', 'src/app/(site)/[host]/page.tsx', "import { getStockSearch } from '@/features/search'\nexport const x = getStockSearch\n"],
    ['ui.ts', 'src/app/(site)/[host]/page.tsx', "import { VehiclePage } from '@/features/vehicle/ui'\nexport const x = VehiclePage\n"],
    [
      'client.ts',
      'src/features/search/page/Example.client.tsx',
      "import { CompareBar } from '@/features/compare-and-favourites/client'\nexport const x = CompareBar\n",
    ],
    [
      "the capability's own files",
      'src/features/search/page/Example.tsx',
      "import { stockIndexSettings } from '../stock/stock-index-settings'\nexport const x = stockIndexSettings\n",
    ],
  ])('allows %s', async (_, filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toEqual([])
  })
})

describe('layers: each layer imports only the layers below it, through every alias and relative path', () => {
  it.each([
    [
      'a capability, a block by alias',
      'src/features/vehicle/page/Example.tsx',
      "import { ThreeFeatureBannerBlock } from '@blocks/ThreeFeatureBanner/Component'\nexport const x = ThreeFeatureBannerBlock\n",
    ],
    [
      'a capability, a block by a relative path',
      'src/features/finance/flow/Example.tsx',
      "import { RenderBlocks } from '../../../../blocks/RenderBlocks'\nexport const x = RenderBlocks\n",
    ],
    [
      'a capability, the access rules by alias',
      'src/features/leads/mailbox/Example.ts',
      "import { isEditorOfSite } from '@access/index'\nexport const x = isEditorOfSite\n",
    ],
    [
      'a capability, a collection by alias',
      'src/features/locations/Example.ts',
      "import { SLUG_PATTERN } from '@collections/fields/slug'\nexport const x = SLUG_PATTERN\n",
    ],
    ['a capability, the Payload config', 'src/features/leads/Example.ts', "export const load = () => import('@payload-config')\n"],
    [
      'the platform, the access rules by a relative path',
      'src/platform/example.ts',
      "import { isEditorOfSite } from '../../access'\nexport const x = isEditorOfSite\n",
    ],
    ['the platform, a capability', 'src/platform/example.ts', "import type { StockCar } from '@/features/search'\nexport type X = StockCar\n"],
    ['a component, a capability by a dynamic import', 'src/components/Example.client.tsx', "export const load = () => import('@/features/leads/client')\n"],
    ['a component, a block', 'src/components/Example.tsx', "import { BlockSection } from '@blocks/BlockSection'\nexport const x = BlockSection\n"],
    ['a block, a route', 'blocks/Example/Component.tsx', "import Page from '@/app/(site)/[host]/page'\nexport const x = Page\n"],
    ['a collection, a route', 'collections/Example.ts', "import Page from '../src/app/(site)/[host]/page'\nexport const x = Page\n"],
  ])('fires for %s', async (_, filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toEqual(['boundaries/layers'])
  })

  it.each([
    ['a route, a block', 'src/app/(site)/[host]/finance/page.tsx', "import { RenderBlocks } from '@blocks/RenderBlocks'\nexport const x = RenderBlocks\n"],
    [
      'a route, a collection field',
      'src/app/(site)/[host]/example/page.tsx',
      "import { SLUG_PATTERN } from '@collections/fields/slug'\nexport const x = SLUG_PATTERN\n",
    ],
    [
      'a block, a component and the platform',
      'blocks/Example/Component.tsx',
      "import { ThreeFeatureBanner } from '@/components/ThreeFeatureBanner'\nimport { getPublishedPage } from '@/platform/content'\nexport const x = [ThreeFeatureBanner, getPublishedPage]\n",
    ],
    [
      'a collection, the access rules and the platform',
      'collections/Example.ts',
      "import { anyone } from '../access'\nimport { isAdminUser } from '../src/platform/admin-users'\nexport const x = [anyone, isAdminUser]\n",
    ],
    ['the platform, the Payload config', 'src/platform/example.ts', "export const load = () => import('@payload-config')\n"],
    ['a component, the generated Payload types', 'src/components/Example.tsx', "import type { Site } from '@/payload-types'\nexport type X = Site\n"],
  ])('allows %s', async (_, filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toEqual([])
  })
})

describe('capability-order: a capability imports only capabilities below it', () => {
  it.each([
    ['a value', "import { requireShopper } from '@/features/accounts'\nexport const x = requireShopper\n"],
    ['a type alone', "import type { Shopper } from '@/features/accounts'\nexport type X = Shopper\n"],
    ['a client component, relatively', "import { SignInPage } from '../../accounts/ui'\nexport const x = SignInPage\n"],
  ])('fires when search imports accounts: %s', async (_, code) => {
    expect(await boundaryErrors('src/features/search/page/Example.tsx', code)).toEqual(['boundaries/capability-order'])
  })

  it('fires for a capability with no place in the order', async () => {
    expect(await boundaryErrors('src/features/newcomer/index.ts', "export { getStockSearch } from '@/features/search'\n")).toEqual([
      'boundaries/capability-order',
    ])
  })

  it('allows a capability below, and its own files', async () => {
    expect(
      await boundaryErrors(
        'src/features/accounts/alerts/Example.ts',
        "import { getStockSearch } from '@/features/search'\nimport { needsDetails } from '../customers'\nexport const x = [getStockSearch, needsDetails]\n",
      ),
    ).toEqual([])
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
    expect(
      await boundaryErrors(
        'src/domain/example.ts',
        "import { formatMoney } from './money'\nimport type { SearchParams } from '@/features/search'\nexport const x = (p: SearchParams) => formatMoney(Number(p.page))\n",
      ),
    ).toEqual([])
  })
})

describe('search-internals: routes, blocks and the search front door never reach the engine or an adapter', () => {
  it.each([
    ['a route importing the engine', 'src/app/api/example/route.ts', "import { search } from '@/features/search/engine'\nexport const x = search\n"],
    [
      'a block importing an adapter',
      'blocks/Example/Component.tsx',
      "import { createAlgoliaBackend } from '@/features/search/adapters/algolia/algolia-backend'\nexport const x = createAlgoliaBackend\n",
    ],
  ])('fires for %s (with capability-entry)', async (_, filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toEqual(['boundaries/capability-entry', 'boundaries/search-internals'])
  })

  it('fires when the search index re-exports the engine', async () => {
    expect(await boundaryErrors('src/features/search/index.ts', "export { search } from './engine'\n")).toEqual(['boundaries/search-internals'])
  })
})
