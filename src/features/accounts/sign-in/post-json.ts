/**
 * The account pages' calls to their own site's endpoints (the browser sends the Origin they check).
 * Every answer becomes ok or a message a person can read, so a form never shows a raw status.
 */
export type AccountAnswer<T> = { ok: true; status: number; body: T } | { ok: false; status: number; message: string }

export const OFFLINE_MESSAGE = 'We could not reach the site. Check your connection and try again.'
const FALLBACK_MESSAGE = 'Something went wrong. Please try again.'

// The body check names the field ("email: Please enter…"); the form already shows which field it is.
const withoutFieldName = (message: string) => message.replace(/^(email|code|token|firstName|lastName|phone|postcode|confirm|everywhere|body): /, '')

export async function postJson<T>(path: string, body: unknown): Promise<AccountAnswer<T>> {
  let response: Response
  try {
    response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), credentials: 'same-origin' })
  } catch {
    return { ok: false, status: 0, message: OFFLINE_MESSAGE }
  }
  const json = (await response.json().catch(() => ({}))) as { message?: unknown }
  if (response.ok) return { ok: true, status: response.status, body: json as T }
  return { ok: false, status: response.status, message: typeof json.message === 'string' && json.message ? withoutFieldName(json.message) : FALLBACK_MESSAGE }
}

/** The account as GET /api/account and POST /api/account/details describe it. */
export interface AccountShopper {
  email: string
  firstName: string | null
  lastName: string | null
  phone: string | null
  postcode: string | null
  marketingOptIn: boolean
  alertsEnabled: boolean
  needsDetails: boolean
}

export async function fetchShopper(): Promise<AccountShopper | null> {
  try {
    const response = await fetch('/api/account', { credentials: 'same-origin', cache: 'no-store' })
    return response.ok ? (((await response.json()) as { shopper: AccountShopper | null }).shopper ?? null) : null
  } catch {
    return null
  }
}
