import { requestFrom } from '../helpers/from-address'

/**
 * Shoppers' requests through the load balancer, each recorded with when it was sent and answered, so
 * the cluster test can tell a failure inside a fault's seconds from one outside them.
 */
export type Sent = { kind: string; path: string; startedAt: number; endedAt: number; status: number; server: string | null; text: string }

/** Longer than any bound of the app or the balancer (pool wait 5 s, HAProxy's queue 10 s): an unanswered request is a hang. */
export const HANG_MS = 30_000

export class Traffic {
  readonly sent: Sent[] = []
  constructor(private readonly balancerPort: number) {}

  /** A request from shopper address `from` (loopback 127.x.y.z) to `host` through the balancer. */
  async send(
    kind: string,
    from: string,
    host: string,
    pathname: string,
    init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Sent> {
    const origin = `http://${host}:${this.balancerPort}`
    const headers: Record<string, string> = {
      host: `${host}:${this.balancerPort}`,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json', origin }),
      ...init.headers,
    }
    const startedAt = Date.now()
    const answer = await Promise.race([
      requestFrom(from, `${origin}${pathname}`, {
        method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      }).catch((error: Error) => ({ status: 0, headers: {} as Record<string, string | string[] | undefined>, text: `connection failed: ${error.message}` })),
      new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }>((resolve) =>
        setTimeout(() => resolve({ status: -1, headers: {}, text: `no answer within ${HANG_MS} ms` }), HANG_MS).unref(),
      ),
    ])
    const server = answer.headers['x-app-server']
    const sent: Sent = {
      kind,
      path: pathname,
      startedAt,
      endedAt: Date.now(),
      status: answer.status,
      server: typeof server === 'string' ? server : null,
      text: answer.text,
    }
    this.sent.push(sent)
    return sent
  }
}

/** Runs `loops` shoppers, each repeating `step` until `stop()` (pausing after a step that failed); `stop` resolves once every loop has finished its step. */
export function keepBusy(loops: number, step: (loop: number, round: number) => Promise<Sent | undefined>) {
  let running = true
  const done = Promise.all(
    Array.from({ length: loops }, async (_, loop) => {
      for (let round = 0; running; round++) {
        // A shopper whose request failed tries again a moment later, not at once.
        const sent = await step(loop, round)
        if (sent && isFailure(sent)) await new Promise((resolve) => setTimeout(resolve, 300))
      }
    }),
  )
  return {
    async stop() {
      running = false
      await done
    },
  }
}

/** A fault's seconds: from when it was caused until the platform was whole again, plus the balancer's check interval. */
export type FaultWindow = { fault: string; from: number; to: number }

export const overlaps = (sent: Sent, window: FaultWindow) => sent.startedAt <= window.to && sent.endedAt >= window.from

/** A server error or no answer at all (0: connection failed, -1: hung). */
export const isFailure = (sent: Sent) => sent.status >= 500 || sent.status <= 0
