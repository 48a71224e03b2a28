import { createHash, randomBytes } from 'node:crypto'

import pg from 'pg'
import { expect } from 'vitest'

import { CONTENT_TTL_MS } from '../../src/platform/content-cache'
import { RATE_LIMITS } from '../../src/platform/rate-limit'
import { adminToken, SUPER_ADMIN } from '../helpers/admin-api'
import { E2E_FORM_MIN_FILL_MS } from '../helpers/app-server'
import { at, json } from '../helpers/burst'
import { requestFrom } from '../helpers/from-address'
import { shopperCookie } from '../helpers/shopper-sign-in'
import { financeApplicationAnswers } from '../helpers/site-finance'
import { GOOD_CONDITION, knownPlate, type HistoryPlate } from '../helpers/trade-in'
import { residentMegabytes, startCluster, type Cluster } from './cluster'
import { isFailure, keepBusy, overlaps, Traffic, type FaultWindow, type Sent } from './traffic'
import { startWebhookReceiver } from './webhook-receiver'

/**
 * Issue 39, the cluster test's scenario: the platform as a dealer group runs it (three app servers of
 * the production build behind HAProxy running deploy/haproxy.cfg, one PostgreSQL), under a mixed
 * shopper workload while one server is killed mid-delivery, another is stopped gracefully, PostgreSQL
 * restarts and a marketer saves a page. cluster.cluster.spec.ts asserts what it left behind.
 */
export const MARKER = `cluster-${Date.now().toString(36)}.example`
const HARBOUR = 'harbour-city-auto.localhost'
const RIDGELINE = 'ridgeline-toyota.localhost'
const SHOPPER_LOOPS = 6
export const RACE_CARS = 4
/** HAProxy's health checks (inter 1 s, rise 2): how long after a fault ends the balancer may still be catching up. */
const SETTLE_MS = 2_500
export const MEMORY_BOUND_MB = 1_200

export let cluster: Cluster
export let db: pg.Pool
export let traffic: Traffic
export const windows: FaultWindow[] = []
export const figures: Record<string, string | number> = {}
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

type Car = { id: string; slug: string }
export const staged = {
  raceCars: [] as Car[],
  expiring: [] as number[],
  scheduledPages: [] as { id: number; slug: string }[],
  financeApplications: [] as number[],
  editVisibleMs: {} as Record<string, number>,
  exitOnSigterm: null as number | string | null,
  exitOnSigkill: null as number | string | null,
  rateLimit: [] as Sent[],
  memory: {} as Record<string, number>,
  /** The lead whose webhook post app2 was sending when it was killed. */
  dyingLead: 0,
  /** Watched cars whose price drops while app2 is down: one alert each for the watcher. */
  alertCars: [] as Car[],
}
export const WATCHER = `watcher@${MARKER}`
const IMPORT_KEY = `cluster-${randomBytes(8).toString('hex')}`
/** Ridgeline's dealer CRM webhook; it holds the post of this shopper's lead, so app2 dies mid-delivery. */
const DYING_DELIVERY = `dying-delivery@${MARKER}`
export let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>

export const rows = async <T extends pg.QueryResultRow>(sql: string, params: unknown[] = []) => (await db.query<T>(sql, params)).rows
export const one = async <T extends pg.QueryResultRow>(sql: string, params: unknown[] = []) => (await rows<T>(sql, params))[0]!
const contact = (email: string) => ({ firstName: 'Cluster', lastName: 'Shopper', email, phone: '0412 345 678', postcode: '2800', optIn: false })
const email = (kind: string, loop: number, round: number) => `${kind}-${loop}-${round}@${MARKER}`
/** A shopper address of its own per loop and round, so per-address limits never decide an outcome here. */
const shopper = (loop: number, round: number) => `127.${100 + loop}.${Math.floor(round / 250)}.${(round % 250) + 1}`
const quietCars = (site: string, offset: number, limit: number) =>
  rows<Car>(
    `SELECT c.id, c.slug FROM stock_cars c WHERE c.site_slug = $1 AND c.car->>'status' = 'in_stock' AND (c.car->>'price')::numeric > 0
        AND NOT EXISTS (SELECT 1 FROM reservations r WHERE r.car_id = c.id) ORDER BY c.slug OFFSET $2 LIMIT $3`,
    [site, offset, limit],
  )
const checkoutAnswers = (shopperEmail: string) => ({
  details: { ...contact(shopperEmail), postcode: '4217' },
  tradeIn: { hasTradeIn: false },
  balance: { method: 'cash' },
  pickup: { method: 'pickup' },
})
const paragraph = (text: string) => ({
  root: {
    type: 'root',
    format: '',
    indent: 0,
    version: 1,
    direction: 'ltr',
    children: [
      {
        type: 'paragraph',
        format: '',
        indent: 0,
        version: 1,
        direction: 'ltr',
        textFormat: 0,
        children: [{ type: 'text', text, format: 0, detail: 0, mode: 'normal', style: '', version: 1 }],
      },
    ],
  },
})

/** Form tokens as lead forms get them, past the servers' minimum fill time once this returns. */
async function formTokens(n: number): Promise<string[]> {
  const tokens: string[] = []
  for (let i = 0; i < n; i++)
    tokens.push((JSON.parse((await traffic.send('form token', '127.99.0.1', RIDGELINE, '/api/form-token')).text) as { token: string }).token)
  await new Promise((resolve) => setTimeout(resolve, E2E_FORM_MIN_FILL_MS + 100))
  return tokens
}

/** A fault from `cause` until `recovered` has run, plus the balancer's settling time. */
async function fault(name: string, cause: () => Promise<unknown>, recovered: () => Promise<unknown>) {
  const from = Date.now()
  await cause()
  await recovered()
  windows.push({ fault: name, from, to: Date.now() + SETTLE_MS })
  figures[`${name}: platform whole again after`] = seconds(Date.now() - from)
}

async function workload(tokens: string[], plate: HistoryPlate, watchCookie: string, watchCars: Car[], pageCars: Record<string, string[]>, location: number) {
  const hosts = Object.keys(pageCars)
  let watchIndex = 0
  return keepBusy(SHOPPER_LOOPS, async (loop, round): Promise<Sent | undefined> => {
    const from = shopper(loop, round)
    const host = hosts[(loop + round) % hosts.length]!
    switch ((loop + round) % 6) {
      case 0:
      case 2: {
        const paths = ['/', '/search/used-cars', `/cars/${pageCars[host]![round % pageCars[host]!.length]}`, '/dealer-locator']
        return traffic.send('page', from, host, paths[round % paths.length]!)
      }
      case 1: {
        const token = tokens.pop()
        if (!token) return undefined
        return traffic.send('enquiry', from, RIDGELINE, '/api/enquiries', {
          body: {
            form: 'enquiry',
            answers: { ...contact(email('enquiry', loop, round)), message: 'Is it still available?' },
            context: { carId: pageCars[RIDGELINE]![0], formToken: token },
          },
        })
      }
      case 3: {
        const car = staged.raceCars[round % RACE_CARS]!
        return traffic.send(`reserve ${car.slug}`, from, HARBOUR, '/api/checkout', {
          body: { car: car.slug, journey: 'reserve', step: 'deposit', answers: checkoutAnswers(email('reserve', loop, round)) },
        })
      }
      case 4: {
        const car = watchCars[watchIndex++ % watchCars.length]!
        return traffic.send('watchlist save', from, RIDGELINE, '/api/watchlist/save-car', {
          body: { phone_number: '0412 345 678', car_id: car.id },
          headers: { cookie: watchCookie },
        })
      }
      default: {
        const valued = await traffic.send('trade-in offer', from, RIDGELINE, '/api/trade-in', {
          body: {
            step: 'details',
            answers: {
              car: { plate: plate.regplate, state: plate.rego_state },
              condition: { km: String(plate.km), answers: GOOD_CONDITION },
              details: { ...contact(email('trade-in', loop, round)), terms: true, location },
            },
          },
        })
        if (valued.status !== 201) return valued
        const { token } = JSON.parse(valued.text) as { token: string }
        // A shopper pressing Accept twice at once.
        const accepts = await Promise.all(
          [0, 1].map(() => traffic.send('trade-in accept', from, RIDGELINE, '/api/trade-in/accept', { body: { valuation: token } })),
        )
        return accepts.find(isFailure) ?? accepts[0]
      }
    }
  })
}

/** Due items of every sweep, staged while one server is down: the others must take them, each once. */
async function stageDueWork() {
  const watched = await rows<{ car: Record<string, unknown> }>('SELECT car FROM stock_cars WHERE id = ANY($1)', [staged.alertCars.map((car) => car.id)])
  const imported = await traffic.send('stock import (price drops)', '127.94.0.1', RIDGELINE, '/api/stock/import', {
    body: { mode: 'partial', cars: watched.map(({ car }) => ({ ...car, price: Number(car.price) - 1_000 })) },
    headers: { authorization: `Bearer ${IMPORT_KEY}` },
  })
  expect(imported.status, imported.text).toBe(200)
  await db.query(`UPDATE reservations SET expires_at = now() + interval '1 second' WHERE id = ANY($1)`, [staged.expiring])
  await db.query(
    `INSERT INTO sign_in_failures (email, accounts, reason, client_address, created_at, updated_at)
     SELECT 'old-' || i || '@${MARKER}', 'customers', 'wrong-credentials', '127.0.0.1', now() - interval '400 days', now() - interval '400 days' FROM generate_series(1, 40) i`,
  )
  await db.query(`UPDATE finance_applications SET created_at = now() - interval '400 days' WHERE id = ANY($1)`, [staged.financeApplications])
  for (const page of staged.scheduledPages) {
    await db.query(`INSERT INTO payload_jobs (input, task_slug, queue, wait_until) VALUES ($1, 'schedulePublish', 'default', now() + interval '2 seconds')`, [
      JSON.stringify({ type: 'publish', doc: { relationTo: 'pages', value: String(page.id) } }),
    ])
  }
}

/** A marketer saves a page through app1; each server shows it within the content cache's time. */
async function editPageThroughOneServer(pageId: number, slug: string) {
  const title = `Service centre open late ${Date.now().toString(36)}`
  const app1 = cluster.servers[0]!
  const token = await adminToken(`http://localhost:${app1.port}`, SUPER_ADMIN)
  const saved = await fetch(`http://localhost:${app1.port}/api/pages/${pageId}`, {
    method: 'PATCH',
    headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ title, _status: 'published' }),
  })
  expect(saved.status, await saved.text()).toBe(200)
  const savedAt = Date.now()
  await Promise.all(
    cluster.servers.map(async (server) => {
      while (Date.now() - savedAt < 4 * CONTENT_TTL_MS) {
        const html = await (await fetch(`http://${RIDGELINE}:${server.port}/${slug}`)).text()
        if (html.includes(title)) return void (staged.editVisibleMs[server.name] = Date.now() - savedAt)
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      staged.editVisibleMs[server.name] = Infinity
    }),
  )
}

/** Starts the cluster and runs the scenario: what the spec's assertions read afterwards. */
export async function runScenario() {
  const started = Date.now()
  cluster = await startCluster((line) => console.log(`[cluster] ${line}`))
  figures['start-up (database, seed, 3 servers, HAProxy)'] = seconds(Date.now() - started)
  db = new pg.Pool({ connectionString: cluster.databaseUri, max: 3 })
  db.on('error', () => {}) // the database restart cuts idle connections
  traffic = new Traffic(cluster.balancerPort)
  receiver = await startWebhookReceiver(DYING_DELIVERY)
  const admin = { authorization: `JWT ${await adminToken(`http://localhost:${cluster.servers[0]!.port}`, SUPER_ADMIN)}`, 'content-type': 'application/json' }
  for (const { id } of await rows<{ id: number }>("SELECT d.id FROM dealerships d JOIN sites s ON s.id = d.site_id WHERE s.slug = 'ridgeline-toyota'")) {
    const dealership = `http://localhost:${cluster.servers[0]!.port}/api/dealerships/${id}`
    const { leadDelivery } = (await (await fetch(`${dealership}?depth=0`, { headers: admin })).json()) as { leadDelivery?: Record<string, unknown> }
    const saved = await fetch(dealership, {
      method: 'PATCH',
      headers: admin,
      body: JSON.stringify({ leadDelivery: { ...leadDelivery, webhookUrl: receiver.url } }),
    })
    expect(saved.status, await saved.text()).toBe(200)
  }

  // What the workload uses, found before it starts.
  const pageCars = Object.fromEntries(
    await Promise.all(
      (await rows<{ slug: string }>('SELECT slug FROM sites ORDER BY slug')).map(
        async ({ slug }) => [`${slug}.localhost`, (await quietCars(slug, 10, 6)).map((car) => car.slug)] as const,
      ),
    ),
  )
  staged.raceCars = await quietCars('harbour-city-auto', 0, RACE_CARS)
  const plate = await knownPlate(db)
  const { id: location } = await one<{ id: number }>(
    "SELECT l.id FROM locations l JOIN sites s ON s.id = l.site_id WHERE s.slug = 'ridgeline-toyota' ORDER BY l.id LIMIT 1",
  )
  const watchCookie = await shopperCookie({ port: cluster.balancerPort, host: RIDGELINE, email: WATCHER, mailboxDir: cluster.mailboxDir })
  const watchCars = await quietCars('ridgeline-toyota', 20, 60)
  await db.query('INSERT INTO stock_import_keys (key_hash, site_slug, label) VALUES ($1, $2, $3)', [
    createHash('sha256').update(IMPORT_KEY).digest('hex'),
    'ridgeline-toyota',
    'cluster test',
  ])
  staged.alertCars = await quietCars('ridgeline-toyota', 80, 3)
  for (const car of staged.alertCars) {
    const saved = await traffic.send('watchlist save (to alert)', '127.93.0.1', RIDGELINE, '/api/watchlist/save-car', {
      body: { phone_number: '0412 345 678', car_id: car.id },
      headers: { cookie: watchCookie },
    })
    expect(saved.status, saved.text).toBe(201)
  }
  for (const car of await quietCars('harbour-city-auto', 40, 3)) {
    const made = await traffic.send('reserve (to expire)', '127.98.0.1', HARBOUR, '/api/checkout', {
      body: { car: car.slug, journey: 'reserve', step: 'deposit', answers: checkoutAnswers(`expiring-${car.id}@${MARKER}`) },
    })
    expect(made.status, made.text).toBe(201)
    staged.expiring.push((await rows<{ id: number }>("SELECT id FROM reservations WHERE car_id = $1 AND status = 'pending-payment'", [car.id]))[0]!.id)
  }
  const [harbour] = await rows<{ id: number }>("SELECT id FROM sites WHERE slug = 'harbour-city-auto'")
  for (let i = 0; i < 3; i++) {
    const slug = `pages/cluster-${i}-${Date.now().toString(36)}`
    const created = await fetch(`http://localhost:${cluster.servers[0]!.port}/api/pages?draft=true`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({
        title: `Scheduled ${i}`,
        slug,
        site: harbour!.id,
        _status: 'draft',
        layout: [{ blockType: 'richText', content: paragraph(`Scheduled page ${i}`) }],
      }),
    })
    expect(created.status, await created.clone().text()).toBe(201)
    staged.scheduledPages.push({ id: ((await created.json()) as { doc: { id: number } }).doc.id, slug })
  }
  for (let i = 0; i < 2; i++) {
    const applied = await traffic.send('finance application', `127.97.0.${i + 1}`, HARBOUR, '/api/finance/pre-approval', {
      body: {
        step: 'details',
        answers: financeApplicationAnswers({
          ...contact(`finance-${i}@${MARKER}`),
          postcode: '4006',
          location: (
            await rows<{ id: number }>("SELECT l.id FROM locations l JOIN sites s ON s.id = l.site_id WHERE s.slug = 'harbour-city-auto' ORDER BY l.id LIMIT 1")
          )[0]!.id,
        }),
      },
    })
    expect(applied.status, applied.text).toBe(201)
    staged.financeApplications.push(
      (
        await rows<{ id: number }>('SELECT f.id FROM finance_applications f JOIN leads l ON l.id = f.lead_id WHERE l.email = $1', [`finance-${i}@${MARKER}`])
      )[0]!.id,
    )
  }
  const [editable] = await rows<{ id: number; slug: string }>(
    "SELECT p.id, p.slug FROM pages p JOIN sites s ON s.id = p.site_id WHERE s.slug = 'ridgeline-toyota' AND p._status = 'published' AND p.slug <> 'home' ORDER BY p.id LIMIT 1",
  )
  const tokens = await formTokens(SHOPPER_LOOPS * 40 + 3 * RATE_LIMITS.leadCreate.points)
  const rateLimitTokens = tokens.splice(0, 3 * RATE_LIMITS.leadCreate.points)
  const workloadStarted = Date.now()

  // The scenario: a mixed workload through the balancer, and the faults one after another.
  const shoppers = await workload(tokens, plate, watchCookie, watchCars, pageCars, location)
  await pause(4_000)
  await fault(
    'app2 killed (SIGKILL) and started again',
    async () => {
      // A lead taken by app2 itself: app2 sends its deliveries at once, and dies with the webhook post open.
      const app2 = cluster.servers[1]!
      const dying = await requestFrom('127.95.0.1', at(RIDGELINE, app2.port)('/api/enquiries'), {
        method: 'POST',
        headers: json(RIDGELINE, app2.port),
        body: JSON.stringify({
          form: 'enquiry',
          answers: { ...contact(DYING_DELIVERY), message: 'Still there?' },
          context: { carId: pageCars[RIDGELINE]![0], formToken: tokens.pop() },
        }),
      })
      expect(dying.status, dying.text).toBe(201)
      staged.dyingLead = (JSON.parse(dying.text) as { lead_id: number }).lead_id
      await Promise.race([receiver.heldNow, pause(20_000).then(() => Promise.reject(new Error('app2 never posted the held lead to the webhook within 20 s')))])
      staged.exitOnSigkill = await cluster.signal(1, 'SIGKILL')
      await stageDueWork()
    },
    async () => {
      await cluster.restartServer(1)
      await cluster.untilInRotation()
    },
  )
  await pause(3_000)
  // Graceful: not a fault window; no request may fail.
  const sigtermAt = Date.now()
  staged.exitOnSigterm = await cluster.signal(2, 'SIGTERM')
  figures['app3 SIGTERM: drained and exited after'] = seconds(Date.now() - sigtermAt)
  await cluster.restartServer(2)
  await cluster.untilInRotation()
  await pause(2_000)
  await editPageThroughOneServer(editable!.id, editable!.slug)
  await pause(2_000)
  await fault(
    'PostgreSQL restarted (3 s down)',
    () => cluster.restartDatabase(3_000),
    () => cluster.untilInRotation(),
  )
  await pause(4_000)
  await shoppers.stop()
  figures['workload'] = `${seconds(Date.now() - workloadStarted)}, ${traffic.sent.length} requests, ${SHOPPER_LOOPS} shoppers at a time`

  // One shopper address sending three times the lead limit: the balancer spreads them over all servers.
  for (const [i, token] of rateLimitTokens.entries()) {
    staged.rateLimit.push(
      await traffic.send('rate-limited enquiry', '127.96.0.1', RIDGELINE, '/api/enquiries', {
        body: {
          form: 'enquiry',
          answers: { ...contact(`limited-${i}@${MARKER}`), message: 'Hello' },
          context: { carId: pageCars[RIDGELINE]![0], formToken: token },
        },
        headers: { 'x-forwarded-for': `10.0.0.${i}` },
      }),
    )
  }
  // The outbox drains (a claim a killed server held lapses after LEAD_OUTBOX_CLAIM_MS), the alerts go out, the pages are published.
  const drainDeadline = Date.now() + 60_000
  while (Date.now() < drainDeadline) {
    const { n } = await one<{ n: number }>(
      "SELECT count(*)::int AS n FROM lead_deliveries d JOIN leads l ON l.id = d.lead_id WHERE l.email LIKE $1 AND d.status NOT IN ('sent', 'failed')",
      [`%@${MARKER}`],
    )
    // Price-drop alerts are collected once the import has settled (10 s), then sent.
    const { sent } = await one<{ sent: number }>(
      "SELECT count(*)::int AS sent FROM shopper_alerts a JOIN customers c ON c.id = a.customer_id WHERE c.email = $1 AND a.status = 'sent'",
      [WATCHER],
    )
    // Scheduled pages: a jobs lease the killed server held lapses after its 15 s.
    const { queued } = await one<{ queued: number }>("SELECT count(*)::int AS queued FROM payload_jobs WHERE input->>'type' = 'publish'")
    if (n === 0 && sent >= staged.alertCars.length && queued === 0) break
    await pause(500)
  }
  for (const server of cluster.servers) staged.memory[server.name] = residentMegabytes(server.process.pid!)
}

/** Prints the figures and what each kind of request was answered, then stops every process. */
export async function reportAndStop() {
  const races = () => traffic.sent.filter((sent) => staged.raceCars.some((car) => sent.kind === `reserve ${car.slug}`))
  const failures = (kind?: string) => traffic.sent.filter((sent) => isFailure(sent) && (!kind || sent.kind === kind))
  const inWindows = (sent: Sent) => windows.some((window) => overlaps(sent, window))
  console.log('\nCluster test figures (issue 39)')
  console.table({
    ...figures,
    ...Object.fromEntries(
      windows.map((window) => [
        `during "${window.fault}": requests, failed`,
        `${traffic.sent.filter((sent) => overlaps(sent, window)).length}, ${failures().filter((sent) => overlaps(sent, window)).length}`,
      ]),
    ),
    'requests answered 5xx or not at all, inside fault windows': failures().filter(inWindows).length,
    'the same, outside fault windows': failures().filter((sent) => !inWindows(sent)).length,
    'requests with no answer (hung)': traffic.sent.filter((sent) => sent.status === -1).length,
    'answers per app server': JSON.stringify(
      Object.fromEntries(['app1', 'app2', 'app3'].map((name) => [name, traffic.sent.filter((sent) => sent.server === name).length])),
    ),
    'page edit visible on each server after': JSON.stringify(Object.fromEntries(Object.entries(staged.editVisibleMs).map(([name, ms]) => [name, `${ms} ms`]))),
    'resident memory at the end (MB)': JSON.stringify(staged.memory),
    'leads accepted (201)': traffic.sent.filter((sent) => sent.kind === 'enquiry' && sent.status === 201).length,
    'race car reservation attempts / won': `${races().length} / ${races().filter((sent) => sent.status === 201).length}`,
    'rate-limited shopper: accepted of sent': `${staged.rateLimit.filter((sent) => sent.status === 201).length} of ${staged.rateLimit.length} (limit ${RATE_LIMITS.leadCreate.points})`,
  })
  // What each kind of request was answered, by status: where a failing assertion's cause shows first.
  const byKind = new Map<string, Record<string, number>>()
  for (const sent of traffic.sent) {
    const kind = races().includes(sent) ? 'reserve (race car)' : sent.kind
    const counts = byKind.get(kind) ?? {}
    counts[sent.status] = (counts[sent.status] ?? 0) + 1
    byKind.set(kind, counts)
  }
  console.table(Object.fromEntries(byKind))
  // And what the failures said (HAProxy's own pages say "No server is available").
  const said = new Map<string, number>()
  for (const sent of traffic.sent.filter(isFailure)) {
    const key = `${sent.status} ${sent.server ?? 'balancer'}: ${sent.text.replace(/\s+/g, ' ').slice(0, 90)}`
    said.set(key, (said.get(key) ?? 0) + 1)
  }
  console.table(Object.fromEntries([...said].sort((a, b) => b[1] - a[1]).slice(0, 12)))
  await db?.end()
  await receiver?.close()
  await cluster?.stop()
}
