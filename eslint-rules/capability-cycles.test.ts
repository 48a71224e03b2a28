import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { ICruiseResult } from 'dependency-cruiser'
import { afterEach, describe, expect, it } from 'vitest'

/**
 * The lint's cycle check: dependency-cruiser's command line with .dependency-cruiser.mjs, run (as
 * `npm run lint` runs it) in a small tree of capabilities written for each case.
 */
const root = path.resolve(import.meta.dirname, '..')
const config = path.join(root, '.dependency-cruiser.mjs')
const depcruise = path.join(root, 'node_modules/.bin/depcruise')
const trees: string[] = []

function cycles(files: Record<string, string>): string[] {
  const tree = mkdtempSync(path.join(os.tmpdir(), 'capability-cycles-'))
  trees.push(tree)
  writeFileSync(
    path.join(tree, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { module: 'esnext', moduleResolution: 'bundler', paths: { '@/*': ['./src/*'], '@blocks/*': ['./blocks/*'] } } }),
  )
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(tree, file)), { recursive: true })
    writeFileSync(path.join(tree, file), text)
  }
  const folders = [...new Set(Object.keys(files).map((file) => file.split('/')[0]!))]
  const run = spawnSync(process.execPath, [depcruise, '--config', config, '--output-type', 'json', ...folders], { cwd: tree, encoding: 'utf8' })
  if (!run.stdout) throw new Error(`depcruise gave no result: ${run.stderr}`)
  const { summary } = JSON.parse(run.stdout) as ICruiseResult
  return summary.violations.map((violation) => `${violation.rule.name}: ${[violation.from, ...(violation.cycle ?? []).map((step) => step.name)].join(' → ')}`)
}

afterEach(() => {
  for (const tree of trees.splice(0)) rmSync(tree, { recursive: true, force: true })
})

describe('no-capability-cycle: capabilities and blocks depend on each other one way', () => {
  it('fails on two capabilities that reach each other through other files, a type-only import among them', () => {
    expect(
      cycles({
        'src/features/search/index.ts': "export { VehicleCard } from './page/VehicleCard'\n",
        'src/features/search/page/VehicleCard.ts': "import { WatchlistButton } from '@/features/accounts'\nexport const VehicleCard = WatchlistButton\n",
        'src/features/accounts/index.ts': "export { WatchlistButton } from './watchlist'\n",
        'src/features/accounts/watchlist.ts': "import type { StockCar } from '@/features/search'\nexport const WatchlistButton = (car: StockCar) => car\n",
        'src/features/search/port.ts': 'export type StockCar = { slug: string }\n',
      }),
    ).toEqual(expect.arrayContaining([expect.stringMatching(/^no-capability-cycle: src\/features\/search → src\/features\/accounts → src\/features\/search$/)]))
  })

  it('fails on a capability that imports a block which shows it', () => {
    expect(
      cycles({
        'src/features/vehicle/index.ts': "import { Banner } from '@blocks/Banner/Component'\nexport const VehiclePage = Banner\n",
        'blocks/Banner/Component.ts': "import { price } from '../shared'\nexport const Banner = price\n",
        'blocks/shared.ts': "import { VehiclePage } from '@/features/vehicle'\nexport const price = VehiclePage\n",
      }),
    ).not.toEqual([])
  })

  it('passes when every dependency runs one way', () => {
    expect(
      cycles({
        'src/features/search/index.ts': "import { WatchlistButton } from '@/features/compare-and-favourites'\nexport const VehicleCard = WatchlistButton\n",
        'src/features/compare-and-favourites/index.ts': 'export const WatchlistButton = 1\n',
        'src/features/accounts/index.ts': "import { VehicleCard } from '@/features/search'\nexport const Garage = VehicleCard\n",
        'blocks/StockGrid/Component.ts': "import { Garage } from '@/features/accounts'\nexport const StockGrid = Garage\n",
      }),
    ).toEqual([])
  })
})
