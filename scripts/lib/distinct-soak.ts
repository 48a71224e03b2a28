import { existsSync, readFileSync, rmSync } from 'node:fs'
import http from 'node:http'

import { pathSlug } from '../../src/domain/naming'
import { SORT_KEYS } from '../../src/domain/search-state'
import { stockIndexName } from '../../src/domain/stock-index'
import { formatTable, percentile } from './bench'
import { serverMemoryMb } from './server-memory'

/**
 * `npm run bench:soak -- --distinct` (issue 38): every car page of the three demo sites and their
 * make and make/model search pages (also sorted and paged), in a shuffled order, so nearly every
 * request renders a page the server has not rendered lately, as crawlers and shoppers spread over a
 * whole stock do. A leak that grows with every distinct page shows here and not in the mixed soak,
 * whose few addresses the render cache answers.
 */
export const DISTINCT_SITES = ['harbour-city-auto', 'ridgeline-toyota', 'sunset-coast-cars-and-caravans'] as const

export interface SitePath {
  site: string
  path: string
}

/** A fixed-seed shuffle (mulberry32), so every run requests the addresses in the same order. */
export function shuffled<T>(items: readonly T[], seed = 38): T[] {
  const out = [...items]
  let state = seed >>> 0
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[out[i], out[j]] = [out[j]!, out[i]!]
  }
  return out
}

/** Search pages for a site's makes and models: each unsorted, in every sort, and its second page. */
export function searchPaths(makes: ReadonlyMap<string, readonly string[]>): string[] {
  const bases: string[] = []
  for (const [make, models] of makes) {
    bases.push(`/search/${pathSlug(make)}`)
    for (const model of models) bases.push(`/search/${pathSlug(make)}/${pathSlug(model)}`)
  }
  return bases.flatMap((base) => [base, `${base}?page=2`, ...SORT_KEYS.map((sort) => `${base}?sortBy=${sort}`)])
}

/** The makes and models a site's search paths name, from the `make_model` facet ("Toyota HiLux"). */
export function makesFromFacets(makeFacet: Record<string, number>, makeModelFacet: Record<string, number>): Map<string, string[]> {
  const makes = new Map<string, string[]>()
  for (const make of Object.keys(makeFacet).sort()) {
    makes.set(
      make,
      Object.keys(makeModelFacet)
        .filter((value) => value.startsWith(`${make} `))
        .map((value) => value.slice(make.length + 1))
        .sort(),
    )
  }
  return makes
}

interface SearchAnswer {
  results: Array<{ hits: Array<{ slug: string }>; nbPages: number; facets?: Record<string, Record<string, number>> }>
}

function post(agent: http.Agent, port: number, site: string, path: string, body: string, headers: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { agent, method: 'POST', host: '127.0.0.1', port, path, headers: { ...headers, host: `${site}.localhost:${port}` } },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          if ((response.statusCode ?? 0) >= 300) reject(new Error(`POST ${path} on ${site} answered ${response.statusCode}: ${text.slice(0, 200)}`))
          else resolve(text)
        })
        response.on('error', reject)
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}

/**
 * Every car page the demo sites list and their make and make/model search pages, asked of each
 * site's search endpoint as the search page asks it (so every address is one the site links to).
 */
export async function distinctPaths(agent: http.Agent, port: number): Promise<{ paths: SitePath[]; cars: number; searches: number }> {
  const cars: SitePath[] = []
  const searches: SitePath[] = []
  const headers = { 'content-type': 'text/plain', 'x-algolia-application-id': 'dealer-platform', 'x-algolia-api-key': 'public-search-key' }
  for (const site of DISTINCT_SITES) {
    for (let page = 0, pages = 1; page < pages; page++) {
      const params = `query=&hitsPerPage=100&page=${page}&attributesToRetrieve=${encodeURIComponent('["slug"]')}&maxValuesPerFacet=1000&facets=${encodeURIComponent('["make","make_model"]')}`
      const answer = JSON.parse(
        await post(agent, port, site, '/1/indexes/*/queries', JSON.stringify({ requests: [{ indexName: stockIndexName(site), params }] }), headers),
      ) as SearchAnswer
      const result = answer.results[0]!
      pages = result.nbPages
      for (const hit of result.hits) cars.push({ site, path: `/cars/${hit.slug}` })
      if (page === 0) for (const path of searchPaths(makesFromFacets(result.facets?.make ?? {}, result.facets?.make_model ?? {}))) searches.push({ site, path })
    }
  }
  return { paths: shuffled([...cars, ...searches]), cars: cars.length, searches: searches.length }
}

interface Answer {
  status: number
  bytes: number
}

function get(agent: http.Agent, port: number, { site, path }: SitePath): Promise<Answer> {
  return new Promise((resolve, reject) => {
    // Node does not resolve *.localhost: the site is named by the Host header.
    const request = http.get({ agent, host: '127.0.0.1', port, path, headers: { host: `${site}.localhost:${port}`, accept: 'text/html' } }, (response) => {
      let bytes = 0
      response.on('data', (chunk: Buffer) => (bytes += chunk.length))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes }))
      response.on('error', reject)
    })
    request.on('error', reject)
  })
}

export interface ServerHeap {
  heapUsed: number
  heapTotal: number
  external: number
  arrayBuffers: number
  rss: number
}

/** The app server's memory after a full GC: SIGUSR2 to the hook in scripts/lib/app-server-hooks.mjs. */
async function postGcMemory(pid: number, file: string): Promise<ServerHeap> {
  rmSync(file, { force: true })
  process.kill(pid, 'SIGUSR2')
  const deadline = Date.now() + 300_000
  while (!existsSync(file)) {
    if (Date.now() > deadline) throw new Error('The app server did not report its memory within 300 s (is it run with --expose-gc and BENCH_MEMORY_FILE?)')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return JSON.parse(readFileSync(file, 'utf8')) as ServerHeap
}

/**
 * The server's CPU time so far (user + system, ms) from /proc, or NaN where there is none. CPU per
 * request tells a slower server from a busier machine: the bench machine is shared.
 */
function serverCpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
  } catch {
    return Number.NaN
  }
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`

/** Per-minute figures of the load, minutes counted in load time (the GC pauses left out). */
interface Done {
  at: number
  ms: number
  status: number
  /** The server's CPU time (ms) at the last sample before the answer. */
  cpuMs: number
}

export async function runDistinctSoak({
  app,
  requests,
  connections,
  memoryFile,
}: {
  app: { port: number; serverPid: number }
  requests: number
  connections: number
  memoryFile: string
}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections })
  const { paths, cars, searches } = await distinctPaths(agent, app.port)

  // Every kind of address must work before the load, or the figures would measure refusals.
  for (const site of DISTINCT_SITES) {
    for (const kind of ['/cars/', '/search/']) {
      const sample = paths.find((one) => one.site === site && one.path.startsWith(kind) && !one.path.includes('?'))
      if (!sample) throw new Error(`No ${kind} address for ${site}`)
      const answer = await get(agent, app.port, sample)
      if (answer.status >= 300) throw new Error(`GET ${sample.path} on ${site} answered ${answer.status} before the load`)
    }
  }

  const checkpoints = [...new Set([2_000, Math.round(requests / 2), requests])].filter((n) => n > 0 && n <= requests).sort((a, b) => a - b)
  console.log(
    `soak --distinct: ${requests} requests at ${connections} connections over ${paths.length} distinct addresses (${cars} car pages, ${searches} search pages of ${DISTINCT_SITES.length} sites); post-GC memory at ${checkpoints.join(', ')}\n`,
  )
  const memoryRows: string[][] = []
  const probe = async (label: string, sent: number) => {
    const heap = await postGcMemory(app.serverPid, memoryFile)
    memoryRows.push([label, String(sent), mb(heap.heapUsed), mb(heap.external), `${serverMemoryMb(app.serverPid)} MB`])
    console.log(`${label} (${sent} requests): heap used after GC ${mb(heap.heapUsed)}, external ${mb(heap.external)}, RSS ${serverMemoryMb(app.serverPid)} MB`)
    return heap
  }
  const start = await probe('start', 0)

  const done: Done[] = []
  let next = 0
  let loadMs = 0
  let socketErrors = 0
  const heaps = new Map<number, ServerHeap>()
  let cpuMs = serverCpuMs(app.serverPid)
  for (const checkpoint of checkpoints) {
    const segmentStart = Date.now()
    const sampler = setInterval(() => (cpuMs = serverCpuMs(app.serverPid)), 1000)
    const worker = async () => {
      while (next < checkpoint) {
        const target = paths[next % paths.length]!
        next++
        const sentAt = Date.now()
        try {
          const answer = await get(agent, app.port, target)
          done.push({ at: loadMs + (Date.now() - segmentStart), ms: Date.now() - sentAt, status: answer.status, cpuMs })
        } catch {
          socketErrors++
        }
      }
    }
    await Promise.all(Array.from({ length: connections }, worker))
    clearInterval(sampler)
    loadMs += Date.now() - segmentStart
    heaps.set(checkpoint, await probe(checkpoint === requests ? 'end' : checkpoint === 2_000 ? 'after 2,000' : 'middle', checkpoint))
  }
  await new Promise((resolve) => setTimeout(resolve, 20_000))
  await probe('end + 20 s idle', requests)
  agent.destroy()

  const minutes: string[][] = []
  const perMinute: number[] = []
  const cpuPerRequest: number[] = []
  const lastMinute = Math.ceil(loadMs / 60_000)
  for (let minute = 1; minute <= lastMinute; minute++) {
    const inMinute = done.filter((one) => one.at >= (minute - 1) * 60_000 && one.at < minute * 60_000)
    const seconds = Math.min(60, (loadMs - (minute - 1) * 60_000) / 1000)
    const latencies = inMinute.map((one) => one.ms)
    const serverErrors = inMinute.filter((one) => one.status >= 500).length
    const other = inMinute.filter((one) => one.status < 500 && (one.status < 200 || one.status >= 300)).length
    const cpu = inMinute.length > 1 ? (inMinute.at(-1)!.cpuMs - inMinute[0]!.cpuMs) / inMinute.length : Number.NaN
    if (seconds >= 60) perMinute.push(inMinute.length)
    if (seconds >= 60) cpuPerRequest.push(cpu)
    minutes.push([
      `${minute}${seconds < 60 ? ` (${seconds.toFixed(0)} s)` : ''}`,
      String(inMinute.length),
      (inMinute.length / seconds).toFixed(1),
      `${percentile(latencies, 50).toFixed(0)} ms`,
      `${percentile(latencies, 95).toFixed(0)} ms`,
      Number.isFinite(cpu) ? `${cpu.toFixed(1)} ms` : '-',
      String(serverErrors),
      String(other),
    ])
  }
  console.log(`\n${formatTable(['minute', 'requests', 'req/s', 'p50', 'p95', 'server CPU/request', '5xx', 'other non-2xx'], minutes)}`)
  console.log(`\n${formatTable(['when', 'requests', 'heap used after GC', 'external', 'RSS'], memoryRows)}`)

  const early = heaps.get(2_000) ?? start
  const end = heaps.get(requests)!
  const growth = (end.heapUsed - early.heapUsed) / 1024 / 1024
  const first = perMinute[0]
  const last = perMinute.at(-1)
  const kept = first && last ? last / first : Number.NaN
  console.log(
    `\nheap growth after GC from ${early === start ? 'start' : '2,000 requests'} to the end: ${growth.toFixed(0)} MB (goal: at most 50 MB) ${growth <= 50 ? 'PASS' : 'FAIL'}`,
  )
  console.log(
    `throughput: first full minute ${first ?? '-'} requests, last full minute ${last ?? '-'} (${(kept * 100).toFixed(0)}%; goal: at least 90%) ${kept >= 0.9 ? 'PASS' : 'FAIL'}`,
  )
  const cpuFirst = cpuPerRequest[0]
  const cpuLast = cpuPerRequest.at(-1)
  if (cpuFirst !== undefined && cpuLast !== undefined && Number.isFinite(cpuFirst)) {
    // On a machine shared with other work, requests per minute move with that work; CPU per request does not.
    console.log(
      `server CPU per request: first full minute ${cpuFirst.toFixed(1)} ms, last full minute ${cpuLast.toFixed(1)} ms (${((cpuLast / cpuFirst) * 100).toFixed(0)}%)`,
    )
  }
  console.log(
    `5xx: ${done.filter((one) => one.status >= 500).length}, other non-2xx: ${done.filter((one) => one.status < 200 || (one.status >= 300 && one.status < 500)).length}, socket errors: ${socketErrors}`,
  )
}
