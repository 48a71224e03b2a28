/**
 * npm run bench:pages — serves the production build on a fresh seeded database and prints, per page,
 * server response times (p50/p95 over repeated requests), HTML size, and the server's memory.
 */
import { execFileSync } from 'node:child_process'
import http from 'node:http'

import { startAppServer } from '../tests/helpers/app-server'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30)
const PAGES = [
  ['harbour-city-auto.localhost', '/'],
  ['harbour-city-auto.localhost', '/about-us'],
  ['harbour-city-auto.localhost', '/dealer-locator'],
  ['ridgeline-toyota.localhost', '/'],
  ['sunset-coast-cars-and-caravans.localhost', '/'],
  ['sunset-coast-cars-and-caravans.localhost', '/privacy-policy'],
] as const

/** One GET to the local server with a site's Host header (fetch would not let us set Host). */
const get = (port: number, host: string, path: string) =>
  new Promise<{ status: number; bytes: number }>((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, headers: { host: `${host}:${port}` } }, (response) => {
      let bytes = 0
      response.on('data', (chunk: Buffer) => (bytes += chunk.length))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes }))
    })
    request.on('error', reject)
  })

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!

/** Resident memory of the whole server process tree (npx wrapper and the Next.js server), in MB. */
function serverMemoryMb(pid: number) {
  const out = execFileSync('ps', ['-eo', 'pid,ppid,rss'], { encoding: 'utf8' })
  const rows = out.trim().split('\n').slice(1).map((l) => l.trim().split(/\s+/).map(Number) as [number, number, number])
  const tree = new Set([pid])
  for (let grew = true; grew; ) {
    grew = false
    for (const [p, parent] of rows) {
      if (tree.has(parent) && !tree.has(p)) {
        tree.add(p)
        grew = true
      }
    }
  }
  return Math.round(rows.filter(([p]) => tree.has(p)).reduce((sum, [, , rss]) => sum + rss, 0) / 1024)
}

const app = await startAppServer()
try {
  console.log(`server memory after start: ${serverMemoryMb(app.serverPid)} MB`)
  console.log(['page'.padEnd(58), 'p50 ms', 'p95 ms', 'html KB'].join('\t'))
  for (const [host, path] of PAGES) {
    const times: number[] = []
    let bytes = 0
    for (let i = 0; i < ROUNDS; i++) {
      const started = performance.now()
      const response = await get(app.port, host, path)
      if (response.status !== 200) throw new Error(`${host}${path} answered ${response.status}`)
      bytes = response.bytes
      times.push(performance.now() - started)
    }
    console.log([`${host}${path}`.padEnd(58), percentile(times, 50).toFixed(1), percentile(times, 95).toFixed(1), (bytes / 1024).toFixed(1)].join('\t'))
  }
  console.log(`server memory after ${ROUNDS * PAGES.length} requests: ${serverMemoryMb(app.serverPid)} MB`)
} finally {
  await app.stop()
}
process.exit(0)
