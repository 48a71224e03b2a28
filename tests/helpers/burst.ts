import { inject } from 'vitest'

/** Requests many shoppers send at once against the e2e app server (issue 38: bursts at three times the pool). */
export type Answer = { status: number; text: string }

/** An address on a site's host of the app server (the e2e server unless another's port is given). */
export const at =
  (host: string, serverPort = inject('appPort')) =>
  (pathname: string) =>
    `http://${host}:${serverPort}${pathname}`

/** Headers of a JSON write from the site's own pages (state-changing shopper endpoints refuse other origins). */
export const json = (host: string, serverPort = inject('appPort')) => ({
  'content-type': 'application/json',
  origin: `http://${host}:${serverPort}`,
  host: `${host}:${serverPort}`,
})

/** Every answer of a burst; a request still unanswered after `boundMs` fails the test instead of hanging it. */
export async function burst(count: number, send: (i: number) => Promise<Answer>, boundMs = 20_000): Promise<Answer[]> {
  return Promise.all(
    Array.from({ length: count }, (_, i) =>
      Promise.race([send(i), new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`request ${i} unanswered after ${boundMs} ms`)), boundMs))]),
    ),
  )
}
