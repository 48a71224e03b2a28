import { FORM_TOKEN_MESSAGES, isRenewableFormTokenCode, MIN_FILL_MILLISECONDS } from '@/features/leads/form-token'

/**
 * The browser's side of the lead forms' signed form token (src/features/leads/form-token.ts): no React here, so
 * the rules are tested on their own; LeadForm reaches them through useFormToken.
 */
export interface HeldFormToken {
  token: string
  /** The clock's reading when it arrived: the server issued it no later than this. */
  receivedAt: number
  /** The issuing server's minimum fill time (GET /api/form-token says; MIN_FILL_MILLISECONDS when it did not). */
  minFillMs?: number
}

export interface FormTokenClock {
  now: () => number
  wait: (ms: number) => Promise<void>
}

/** Room for another app server's clock running a little behind the one that issued the token. */
export const CLOCK_MARGIN_MILLISECONDS = 100

/** GET /api/form-token; null when it could not be had (offline, an error answer). */
export async function fetchFormToken(now: () => number = () => performance.now()): Promise<HeldFormToken | null> {
  try {
    const response = await fetch('/api/form-token', { cache: 'no-store' })
    const body = (await response.json()) as { token?: unknown; minFillMs?: unknown }
    if (!response.ok || typeof body.token !== 'string') return null
    const minFillMs = typeof body.minFillMs === 'number' && Number.isFinite(body.minFillMs) ? body.minFillMs : undefined
    return { token: body.token, receivedAt: now(), minFillMs }
  } catch {
    return null
  }
}

const browserClock: FormTokenClock = {
  now: () => performance.now(),
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}

export interface FormTokenHolder {
  /** Asks for the token unless it is already asked for: call on the shopper's first focus or input. */
  start: () => void
  /** The token to send, asked for again if the first ask failed, once it is past the minimum fill time; undefined when none could be had. */
  ready: () => Promise<string | undefined>
  /** A fresh token (the last one was refused), as `ready` gives it. */
  renew: () => Promise<string | undefined>
}

/**
 * One form's token. Asked for when the shopper starts filling the form, so its issue time is when they
 * started; a shopper who sends a prefilled form at once waits out the rest of the minimum fill time
 * (the button says "Sending…") instead of being refused.
 */
export function formTokenHolder(getToken: () => Promise<HeldFormToken | null> = fetchFormToken, clock: FormTokenClock = browserClock): FormTokenHolder {
  let held: Promise<HeldFormToken | null> | null = null
  const start = () => {
    held ??= getToken()
  }
  const ready = async () => {
    held ??= getToken()
    let token = await held
    if (!token) {
      held = getToken()
      token = await held
    }
    if (!token) {
      held = null
      return undefined
    }
    const left = token.receivedAt + (token.minFillMs ?? MIN_FILL_MILLISECONDS) + CLOCK_MARGIN_MILLISECONDS - clock.now()
    if (left > 0) await clock.wait(left)
    return token.token
  }
  const renew = () => {
    held = getToken()
    return ready()
  }
  return { start, ready, renew }
}

/** What one POST /api/enquiries came back with: no response at all when the network failed. */
export interface LeadSendResult {
  response: { status: number; ok: boolean } | null
  body: { code?: unknown } | null
}

/**
 * Sends the lead with the form's token. When the server refuses the token for a reason a fresh one
 * fixes (a tab left open overnight, a token that never arrived, a secret changed by a deploy), it sends
 * once more with a fresh token; `{ retryMessage }` when no fresh token could be had. The answers are
 * the caller's and are never touched, so the form keeps what the shopper typed whatever happens.
 */
export async function sendWithFormToken<T extends LeadSendResult>(
  holder: FormTokenHolder,
  send: (token: string | undefined) => Promise<T>,
): Promise<T | { retryMessage: string }> {
  const first = await send(await holder.ready())
  if (first.response?.status !== 400 || !isRenewableFormTokenCode(first.body?.code)) return first
  const fresh = await holder.renew()
  return fresh ? send(fresh) : { retryMessage: FORM_TOKEN_MESSAGES.retry }
}
