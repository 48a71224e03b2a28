import { gzipSync } from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { firstLoadScriptPaths, formatTable, gzippedBytes, meetsTarget, percentile, summariseLighthouseRuns, type LighthouseRun } from './bench'

describe('percentile (nearest rank)', () => {
  const hundred = Array.from({ length: 100 }, (_, i) => 100 - i) // 100..1, unsorted on purpose

  it('takes the value at rank ceil(p% of n)', () => {
    expect(percentile(hundred, 50)).toBe(50)
    expect(percentile(hundred, 95)).toBe(95)
    expect(percentile(hundred, 100)).toBe(100)
    expect(percentile([3, 1, 2], 50)).toBe(2)
    expect(percentile([7], 95)).toBe(7)
  })

  it('is NaN with no values (a route that answered nothing)', () => {
    expect(percentile([], 95)).toBeNaN()
  })

  it('does not reorder the caller’s values', () => {
    const values = [3, 1, 2]
    percentile(values, 50)
    expect(values).toEqual([3, 1, 2])
  })
})

describe('first-load scripts of a Next.js page', () => {
  const html = `<!DOCTYPE html><html><head>
    <link rel="preload" as="script" href="/_next/static/chunks/preloaded.js"/>
    <link rel="preload" href="/_next/static/media/font.woff2" as="font"/>
    <link rel="stylesheet" href="/_next/static/chunks/styles.css"/>
    <script src="/_next/static/chunks/webpack-abc.js" async=""></script>
    <script src="/_next/static/chunks/polyfills.js" noModule=""></script>
    <script async src='/_next/static/chunks/main-app.js?dpl=x&amp;v=2'></script>
    <script src="/_next/static/chunks/webpack-abc.js" async=""></script>
    <script>self.__next_f.push([1,"<script src=\\"/_next/static/chunks/in-flight.js\\">"])</script>
    <script src="https://www.googletagmanager.com/gtag/js?id=G-1"></script>
    <script type="module" src="http://localhost:3000/_next/static/chunks/app/page-1.js"></script>
    <script data-src="/_next/static/chunks/lazy.js"></script>
  </head></html>`

  it('lists each /_next/static/ script src and preloaded script once, in page order, with its query', () => {
    expect(firstLoadScriptPaths(html, 'http://localhost:3000/search/used-cars')).toEqual([
      '/_next/static/chunks/preloaded.js',
      '/_next/static/chunks/webpack-abc.js',
      '/_next/static/chunks/main-app.js?dpl=x&v=2',
      '/_next/static/chunks/app/page-1.js',
    ])
  })

  it('finds nothing in a page without scripts', () => {
    expect(firstLoadScriptPaths('<p>No Results Available</p>')).toEqual([])
  })
})

describe('gzipped size', () => {
  it('is the size of the script gzipped at level 9, as a CDN would serve it at best', () => {
    const body = Buffer.from(Array.from({ length: 2000 }, (_, i) => `const v${i} = ${i * 7919};`).join('\n'))
    const size = gzippedBytes(body)
    expect(size).toBeGreaterThan(0)
    expect(size).toBeLessThan(body.length / 2)
    expect(size).toBeLessThanOrEqual(gzipSync(body, { level: 1 }).length)
  })
})

describe('targets', () => {
  it('passes below a ceiling and at or above a floor', () => {
    expect(meetsTarget(249.9, { below: 250 })).toBe('PASS')
    expect(meetsTarget(250, { below: 250 })).toBe('FAIL')
    expect(meetsTarget(90, { atLeast: 90 })).toBe('PASS')
    expect(meetsTarget(99, { atLeast: 100 })).toBe('FAIL')
  })

  it('fails a figure that could not be measured', () => {
    expect(meetsTarget(Number.NaN, { below: 250 })).toBe('FAIL')
  })
})

describe('table', () => {
  it('pads columns to the widest cell and right-aligns figures', () => {
    expect(
      formatTable(
        ['page', 'p95'],
        [
          ['/', '12.5 ms'],
          ['/search/used-cars', '180.0 ms'],
        ],
      ).split('\n'),
    ).toEqual(['page               p95', '-----------------  --------', '/                   12.5 ms', '/search/used-cars  180.0 ms'])
  })
})

/** Issue 24: `bench:lighthouse -- --runs 5` fails a page on its median or on its worst run. */
describe('Lighthouse runs summed up against the page goals', () => {
  const run = (performance: number, metrics: Partial<LighthouseRun> = {}): LighthouseRun => ({
    scores: { performance, accessibility: 100, seo: 100 },
    lcpMs: 1800,
    cls: 0,
    tbtMs: 90,
    ...metrics,
  })
  const goals = { performanceMedian: 95, performanceMin: 90, lcpBelowMs: 2500, clsAtMost: 0, tbtBelowMs: 150 }

  it('passes a page whose median and worst run meet the goals', () => {
    const summary = summariseLighthouseRuns([run(97), run(95), run(99), run(91), run(96)], goals, ['accessibility', 'seo'])
    expect(summary).toMatchObject({ performanceMedian: 96, performanceMin: 91, misses: [] })
  })

  it('fails on the median, on one run under the floor, and on any other category under 100', () => {
    expect(summariseLighthouseRuns([run(94), run(94), run(99)], goals, []).misses).toEqual(['median performance 94 < 95'])
    expect(summariseLighthouseRuns([run(99), run(98), run(89)], goals, []).misses).toEqual(['a run scored 89 < 90'])
    const slipped = run(99)
    slipped.scores.accessibility = 96
    expect(summariseLighthouseRuns([run(99), slipped, run(99)], goals, ['accessibility']).misses).toEqual(['accessibility 96 < 100'])
  })

  it('fails on the median LCP and TBT, and on layout shift in any run', () => {
    const runs = [run(96, { lcpMs: 2600, tbtMs: 200 }), run(96, { lcpMs: 2700, tbtMs: 180, cls: 0.02 }), run(96, { lcpMs: 1000, tbtMs: 10 })]
    expect(summariseLighthouseRuns(runs, goals, []).misses).toEqual(['LCP 2.60 s >= 2.5 s', 'TBT 180 ms >= 150 ms', 'CLS 0.020 > 0'])
  })
})
