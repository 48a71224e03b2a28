import { INSIGHT_LIMITS, insightSearchFilters, normaliseSearchWords, referrerClassFor, type InsightFlow, type InsightKind } from '@/domain/insights-rules'

import { INSIGHTS_KEYS, readStored, writeStored, type StoredClick, type StoredLanding } from './attribution'

/**
 * The marketer-insights beacon (issue 44), loaded after the page: it counts page and car views,
 * searches, promo and block impressions and clicks, and the steps of the checkout, trade-in and
 * finance flows, and sends them to POST /api/insights in batches (10 events, 4 seconds after the
 * first, or as the tab is hidden or left). First-party and cookieless: a visit is a random id this
 * tab keeps (./attribution.ts). Nothing at all when the browser sends Do Not Track or Global
 * Privacy Control, or in a frame (the admin's live preview). Sending is best effort: a beacon that
 * fails is not retried.
 */
type QueuedEvent = {
  seq: number
  kind: InsightKind
  subject?: string
  label?: string
  path: string
  query?: string
  filters?: Record<string, string[]>
  resultCount?: number
  referrerClass?: string
  campaign?: string
}
type NewEvent = Omit<QueuedEvent, 'seq' | 'path'> & { path?: string }

const ENDPOINT = '/api/insights'
const BATCH_EVENTS = 10
const FLUSH_AFTER_MS = 4_000
/** The search box searches as the shopper types: only the words they settle on count. */
const SEARCH_SETTLES_MS = 1_500
/** The server reads 16 KB; a batch stays under it with room to spare. */
const MAX_BATCH_BYTES = 12 * 1024
/** Seen: half the block on screen, or (a block taller than two screens) half the screen filled by it. */
const SEEN_RATIO = 0.5

let queue: QueuedEvent[] = []
let flushTimer: ReturnType<typeof setTimeout> | undefined
let pendingSearch: { event: NewEvent; timer: ReturnType<typeof setTimeout> } | null = null
let listening = false
const counters = { visit: '', seq: 0, pageViews: 0 }
/** This page view's impressions (one per element) and whether its car was counted. */
let page = { seen: new Set<string>(), carCounted: false, lastHref: '', at: 0 }

/** The shopper asked not to be tracked, or the page is framed (the admin's live preview: an editor, not a shopper). */
function declined(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean }
  return nav.doNotTrack === '1' || nav.globalPrivacyControl === true || window.self !== window.top
}

/** Runs `record` once the page is shown: a prerendered page the shopper never opens counts nothing. */
function whenShown(record: () => void) {
  if (typeof document === 'undefined' || declined()) return
  const prerendering = (document as Document & { prerendering?: boolean }).prerendering
  if (prerendering) document.addEventListener('prerenderingchange', record, { once: true })
  else record()
}

const CONTROLS = /[\u0000-\u001f\u007f]/g
const clip = (text: string | null | undefined, max: number) => text?.replace(CONTROLS, ' ').trim().slice(0, max) || undefined

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

function visitId(): string {
  const stored = readStored<string>(INSIGHTS_KEYS.visit)
  counters.visit = typeof stored === 'string' && /^[A-Za-z0-9_-]{8,64}$/.test(stored) ? stored : counters.visit || randomId()
  if (stored !== counters.visit) writeStored(INSIGHTS_KEYS.visit, counters.visit)
  return counters.visit
}

function nextSeq(): number {
  const stored = readStored<number>(INSIGHTS_KEYS.seq)
  const seq = Math.max(Number.isInteger(stored) && stored! >= 0 ? stored! : 0, counters.seq)
  counters.seq = seq + 1
  writeStored(INSIGHTS_KEYS.seq, counters.seq)
  return seq
}

function enqueue(event: NewEvent) {
  listen()
  visitId() // stored at once: a lead sent before the first beacon still names its visit
  queue.push({ ...event, path: clip(event.path ?? window.location.pathname, INSIGHT_LIMITS.path) ?? '/', seq: nextSeq() })
  if (queue.length >= BATCH_EVENTS) flush()
  else flushTimer ??= setTimeout(flush, FLUSH_AFTER_MS)
}

/** Sends what is queued, a search still settling included. */
export function flush() {
  if (pendingSearch) {
    clearTimeout(pendingSearch.timer)
    const { event } = pendingSearch
    pendingSearch = null
    enqueue(event)
  }
  clearTimeout(flushTimer)
  flushTimer = undefined
  if (!queue.length) return
  const events = queue
  queue = []
  const visit = visitId()
  for (const batch of batches(events)) send(JSON.stringify({ visit, events: batch }))
}

const bytes = (text: string) => new TextEncoder().encode(text).length

function batches(events: QueuedEvent[]): QueuedEvent[][] {
  const found: QueuedEvent[][] = []
  let batch: QueuedEvent[] = []
  let size = 0
  for (let event of events) {
    let eventSize = bytes(JSON.stringify(event)) + 1
    // A search with more filters than a beacon holds still counts its words and cars found.
    if (eventSize > MAX_BATCH_BYTES - 200 && event.filters) eventSize = bytes(JSON.stringify((event = { ...event, filters: undefined }))) + 1
    if (eventSize > MAX_BATCH_BYTES - 200) continue
    if (batch.length && (size + eventSize > MAX_BATCH_BYTES - 200 || batch.length >= 50)) {
      found.push(batch)
      batch = []
      size = 0
    }
    batch.push(event)
    size += eventSize
  }
  if (batch.length) found.push(batch)
  return found
}

function send(body: string) {
  try {
    if (navigator.sendBeacon?.(ENDPOINT, body)) return
  } catch {
    // Some browsers refuse a beacon (a policy, a full queue): fetch with keepalive survives the page too.
  }
  void fetch(ENDPOINT, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'application/json' } }).catch(() => undefined)
}

function listen() {
  if (listening) return
  listening = true
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush()
  })
  window.addEventListener('pagehide', flush)
}

/** A page view: the page, where the visit came from, and the car when it is a car's page. */
export function recordPageView(url: URL) {
  whenShown(() => {
    // React runs an effect twice in development; a repeat of the same address at once is one view.
    if (page.lastHref === url.href && Date.now() - page.at < 1_000) return
    page = { seen: new Set(), carCounted: false, lastHref: url.href, at: Date.now() }
    const firstInDocument = counters.pageViews++ === 0
    const path = clip(url.pathname, INSIGHT_LIMITS.path) ?? '/'
    // After the first page of this document the shopper moved inside the site (document.referrer stays the first page's).
    const referrerClass = firstInDocument
      ? referrerClassFor({ referrer: document.referrer, host: window.location.host, campaignParams: url.searchParams })
      : 'internal'
    let landing = readStored<StoredLanding>(INSIGHTS_KEYS.landing)
    if (!landing?.page) {
      landing = {
        page: path,
        referrerClass,
        campaign: clip(url.searchParams.get('utm_campaign'), INSIGHT_LIMITS.campaign),
        source: clip(url.searchParams.get('utm_source'), INSIGHT_LIMITS.campaign),
      }
      writeStored(INSIGHTS_KEYS.landing, landing)
    }
    enqueue({ kind: 'page_view', subject: path, path, referrerClass, campaign: landing.campaign })
    countCar()
    if (observer) watchAgain()
  })
}

/** The car of a car's page (`data-insight-car`), once per page view, whenever its content arrives. */
function countCar() {
  const car = document.querySelector<HTMLElement>('[data-insight-car]')
  const slug = clip(car?.dataset.insightCar, INSIGHT_LIMITS.subject)
  if (page.carCounted || !slug) return
  page.carCounted = true
  enqueue({ kind: 'vehicle_view', subject: slug, label: clip(car?.dataset.insightCarName, INSIGHT_LIMITS.label) })
}

/** A search the shopper settled on: the words typed, the filters chosen and the cars found. */
export function recordSearch(search: {
  query?: string | null
  filters?: Readonly<Record<string, readonly string[] | string | null | undefined>>
  resultCount: number
}) {
  whenShown(() => {
    const query = normaliseSearchWords(search.query)
    const filters = insightSearchFilters(search.filters ?? {})
    const event: NewEvent = {
      kind: 'search',
      subject: query,
      query: query || undefined,
      filters: Object.keys(filters).length ? filters : undefined,
      resultCount: Number.isInteger(search.resultCount) && search.resultCount >= 0 ? search.resultCount : undefined,
    }
    if (pendingSearch) clearTimeout(pendingSearch.timer)
    pendingSearch = { event: { ...event, path: window.location.pathname }, timer: setTimeout(flush, SEARCH_SETTLES_MS) }
    listen()
  })
}

/** A step of a flow shown to the shopper: subject `<flow>:<step number>`, labelled with the step's name. */
export function recordStep(flow: InsightFlow, step: number, label: string) {
  whenShown(() => enqueue({ kind: 'step', subject: `${flow}:${step}`, label: clip(label, INSIGHT_LIMITS.label) }))
}

let observer: IntersectionObserver | null = null
let scanQueued = false

function watchAgain() {
  // Observing afresh reports every element's visibility again: a new page view counts what is on screen.
  observer?.disconnect()
  scan()
}

function scan() {
  scanQueued = false
  for (const element of document.querySelectorAll<HTMLElement>('[data-insight]')) observer?.observe(element)
  countCar()
}

function onSeen(entries: IntersectionObserverEntry[]) {
  for (const entry of entries) {
    const { width, height } = entry.boundingClientRect
    const screen = entry.rootBounds?.height ?? window.innerHeight
    const seen = entry.intersectionRatio >= SEEN_RATIO || entry.intersectionRect.height >= screen * SEEN_RATIO
    const element = entry.target as HTMLElement
    const subject = clip(element.dataset.insight, INSIGHT_LIMITS.subject)
    // An empty wrapper (a block with nothing to show) is never seen.
    if (!entry.isIntersecting || !seen || width * height === 0 || !subject || page.seen.has(subject)) continue
    page.seen.add(subject)
    enqueue({ kind: 'impression', subject, label: clip(element.dataset.insightLabel, INSIGHT_LIMITS.label) })
  }
}

function onClick(event: MouseEvent) {
  const control = event.target instanceof Element ? event.target.closest('a, button') : null
  const element = control?.closest<HTMLElement>('[data-insight]')
  const subject = clip(element?.dataset.insight, INSIGHT_LIMITS.subject)
  if (!element || !subject || declined()) return
  const label = clip(element.dataset.insightLabel, INSIGHT_LIMITS.label)
  writeStored(INSIGHTS_KEYS.clicked, { subject, label } satisfies StoredClick)
  enqueue({ kind: 'click', subject, label })
}

/**
 * Watches the promos and blocks (`data-insight`) of every page of this tab: an impression when one
 * is first seen in a page view, a click when a link or button inside one is used (remembered as the
 * visit's last click, which a lead carries). Elements that arrive later (streamed content, the
 * search results going live) are watched as they come.
 */
export function watchPromosAndBlocks() {
  whenShown(() => {
    if (observer || typeof IntersectionObserver === 'undefined') return
    observer = new IntersectionObserver(onSeen, { threshold: [0.1, 0.25, SEEN_RATIO] })
    scan()
    new MutationObserver(() => {
      if (scanQueued) return
      scanQueued = true
      setTimeout(scan, 250)
    }).observe(document.body, { childList: true, subtree: true })
    // Capturing: counted before a link's own handler navigates.
    document.addEventListener('click', onClick, { capture: true })
  })
}
