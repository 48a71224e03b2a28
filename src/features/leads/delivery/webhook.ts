/**
 * The webhook channel: the lead as JSON, POSTed to a dealership's URL. Receivers de-duplicate
 * retries by the Idempotency-Key header and check the body with the shared secret's HMAC.
 */
import { createHmac } from 'node:crypto'

import type { LeadForDelivery } from '@/domain/lead-for-delivery'

/** Raised when the shape of the JSON changes in a way receivers must notice. */
export const LEAD_WEBHOOK_SCHEMA_VERSION = 1

export const WEBHOOK_SIGNATURE_HEADER = 'X-Lead-Signature'

export interface WebhookOptions {
  /** Unique per delivery and stable across its retries. */
  key: string
  /** The dealership's shared secret; when set, the body is signed. */
  secret?: string | null
  fetch?: typeof fetch
  /** Default 10 seconds. */
  timeoutMs?: number
}

/** The body as sent: `{ "schema_version": 1, "lead": {...} }`. */
export function leadWebhookBody(lead: LeadForDelivery): string {
  return JSON.stringify({ schema_version: LEAD_WEBHOOK_SCHEMA_VERSION, lead })
}

/** "sha256=<hex HMAC-SHA256 of the exact body bytes>". */
export function webhookSignature(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`
}

/** POSTs the lead; resolves with the status on 2xx, throws on any other status, a network failure or the timeout. */
export async function postLeadWebhook(url: string, lead: LeadForDelivery, options: WebhookOptions): Promise<{ status: number }> {
  const body = leadWebhookBody(lead)
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json', 'Idempotency-Key': options.key }
  if (options.secret) headers[WEBHOOK_SIGNATURE_HEADER] = webhookSignature(body, options.secret)
  const timeoutMs = options.timeoutMs ?? 10_000
  let response: Response
  try {
    response = await (options.fetch ?? fetch)(url, { method: 'POST', headers, body, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) })
  } catch (error) {
    throw new Error(`Lead webhook ${url} failed: ${failureReason(error, timeoutMs)}`, { cause: error })
  }
  // Read the body either way so the connection is released; a short excerpt helps the admin.
  const answer = (await response.text().catch(() => '')).slice(0, 200)
  if (!response.ok) throw new Error(`Lead webhook ${url} answered ${response.status}${answer ? `: ${answer}` : ''}`)
  return { status: response.status }
}

function failureReason(error: unknown, timeoutMs: number): string {
  if (!(error instanceof Error)) return String(error)
  if (error.name === 'TimeoutError' || error.name === 'AbortError') return `no answer within ${timeoutMs} ms`
  const code = (error.cause as { code?: unknown } | undefined)?.code
  return typeof code === 'string' ? `${error.message} (${code})` : error.message
}
