/**
 * The app server's shutdown and its answers to requests Next should never see (issue 38), loaded by
 * app-server-hooks.mjs into the `next start` process.
 *
 * SIGTERM (or SIGINT): readiness turns 503 at once (src/platform/lifecycle.ts shares `draining`); behind
 * a load balancer the server goes on answering for SHUTDOWN_DEREGISTER_MS (default 0) while the
 * balancer's health checks take it out of rotation (a connection the balancer opened just before the
 * listener closed would otherwise be reset with the shopper's request in it); then the server stops taking connections and closes idle keep-alive ones, requests in flight get
 * SHUTDOWN_DRAIN_MS (default 10 s) to finish (their answers say Connection: close), then the app's
 * shutdown tasks run (sweeps stop, the pool closes) within SHUTDOWN_TASKS_MS (default 5 s), and the
 * process exits: 0 when everything drained, 1 when it had to cut requests or tasks short. Next's own
 * handler is switched off (NEXT_MANUAL_SIG_HANDLE): it waited for every connection without a bound,
 * so one hung request kept a stopped server alive until SIGKILL.
 */
const LIFECYCLE = Symbol.for('dealer-platform.lifecycle')
const lifecycle = () => (globalThis[LIFECYCLE] ??= { draining: false, shutdownTasks: [] })

const positive = (raw, fallback) => (Number.isFinite(Number(raw)) && Number(raw) >= 0 && raw !== '' && raw !== undefined ? Number(raw) : fallback)
const DRAIN_MS = positive(process.env.SHUTDOWN_DRAIN_MS, 10_000)
const TASKS_MS = positive(process.env.SHUTDOWN_TASKS_MS, 5_000)
const DEREGISTER_MS = positive(process.env.SHUTDOWN_DEREGISTER_MS, 0)
/** Longer addresses are refused with 414 before Next parses them (Node's own limit, 16 KB, covers the address and headers together). */
export const MAX_URL_LENGTH = positive(process.env.MAX_URL_LENGTH, 8_192)

process.env.NEXT_MANUAL_SIG_HANDLE = 'true'

const servers = new Set()
let inFlight = 0
let settled = null // resolves when inFlight reaches 0 while draining

const text = (status, title, detail) => {
  const body = `${title}\n\n${detail}\n`
  return `HTTP/1.1 ${status} ${title}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\nCache-Control: no-store\r\n\r\n${body}`
}
const URL_TOO_LONG = ['414', 'URI Too Long', `This address is longer than the ${MAX_URL_LENGTH} characters this site accepts.`]
const HEADERS_TOO_LARGE = [
  '431',
  'Request Header Fields Too Large',
  'The request headers (cookies among them) are too large. Clearing this site\u2019s cookies usually fixes it.',
]

/**
 * Answers a request Node's parser refused (too large, malformed) with a readable status instead of a
 * reset connection. The client may still be sending what did not fit: the answer goes out, the socket
 * is half-closed and drained for a moment, since closing it with unread data makes the kernel send a
 * reset that can destroy the answer before the client reads it.
 */
function answerClientError(error, socket) {
  if (!socket.writable || socket.destroyed) return socket.destroy()
  let answer
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    const raw = Buffer.isBuffer(error.rawPacket) ? error.rawPacket.toString('latin1', 0, MAX_URL_LENGTH + 64) : ''
    const requestLineTooLong = /^[A-Z]+ /.test(raw) && !raw.slice(0, MAX_URL_LENGTH + 32).includes('\r\n')
    answer = text(...(requestLineTooLong ? URL_TOO_LONG : HEADERS_TOO_LARGE))
  } else if (error.code === 'HPE_URI_TOO_LONG') answer = text(...URL_TOO_LONG)
  else if (error.code === 'ECONNRESET' || error.code === 'EPIPE') return socket.destroy()
  else answer = text('400', 'Bad Request', 'This request could not be read.')
  socket.end(answer)
  socket.on('error', () => {})
  socket.resume()
  setTimeout(() => socket.destroy(), 2_000).unref()
}

/** Refuses an address past MAX_URL_LENGTH (true when it answered). */
export function refusedTooLong(request, response) {
  if ((request.url?.length ?? 0) <= MAX_URL_LENGTH) return false
  const [status, title, detail] = URL_TOO_LONG
  response.writeHead(Number(status), { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', connection: 'close' })
  response.end(`${title}\n\n${detail}\n`)
  return true
}

/** Counts the request in flight until its answer is done; while draining, its answer closes the connection. */
export function trackRequest(request, response) {
  inFlight++
  response.once('close', () => {
    inFlight--
    if (inFlight === 0 && settled) settled()
  })
}

export const closesConnection = () => lifecycle().draining

export function manageServer(server) {
  servers.add(server)
  server.on('clientError', answerClientError)
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms).unref())

async function shutDown(signal) {
  const state = lifecycle()
  if (state.draining) return
  state.draining = true
  const started = Date.now()
  // Whatever happens below, the process ends: a stuck task cannot keep a stopped server alive.
  const bound = DEREGISTER_MS + DRAIN_MS + TASKS_MS + 1_000
  setTimeout(() => {
    console.error(`[shutdown] still running ${bound} ms after ${signal}; exiting.`)
    process.exit(1)
  }, bound).unref()
  if (DEREGISTER_MS > 0) {
    console.log(`[shutdown] ${signal}: not ready; answering for ${DEREGISTER_MS} ms more while the load balancer takes this server out of rotation.`)
    await sleep(DEREGISTER_MS)
  }
  console.log(`[shutdown] ${signal}: not ready, taking no new connections; ${inFlight} request(s) in flight get up to ${DRAIN_MS} ms.`)
  for (const server of servers) {
    server.close()
    server.closeIdleConnections?.()
  }
  const drained = inFlight === 0 || (await Promise.race([new Promise((resolve) => (settled = () => resolve(true))), sleep(DRAIN_MS).then(() => false)]))
  if (!drained) console.error(`[shutdown] ${inFlight} request(s) still in flight after ${DRAIN_MS} ms; closing them.`)
  for (const server of servers) server.closeAllConnections?.()
  let tasksDone = true
  const deadline = Date.now() + TASKS_MS
  for (const task of state.shutdownTasks) {
    const left = deadline - Date.now()
    const finished =
      left > 0 &&
      (await Promise.race([
        Promise.resolve()
          .then(task.run)
          .then(
            () => true,
            (error) => (console.error(`[shutdown] ${task.name} failed`, error), true),
          ),
        sleep(left).then(() => false),
      ]))
    if (!finished) {
      console.error(`[shutdown] ${task.name} did not finish in time.`)
      tasksDone = false
    }
  }
  console.log(`[shutdown] done in ${Date.now() - started} ms.`)
  process.exit(drained && tasksDone ? 0 : 1)
}

process.on('SIGTERM', () => void shutDown('SIGTERM'))
process.on('SIGINT', () => void shutDown('SIGINT'))
