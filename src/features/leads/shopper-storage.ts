/**
 * What the browser remembers between forms (spec §3 "Stored browser data", §4 "Multi-step forms", §5):
 * the shopper's details (only when name, email and phone are all given) to prefill the next form, the
 * car they enquired on and the success category for /success, and the pages they visited and the
 * campaign parameters that brought them, sent with a lead as lead_attributes. Storage failures
 * (private mode, full quota) never stop a form.
 */
import { insightsAttributionLater } from '@/features/insights/client'
import type { LeadAttribution } from '@/domain/lead-attribution'

export const STORAGE_KEYS = {
  userDetails: 'dealer:user-details',
  enquiredCar: 'dealer:enquired-car',
  successCategory: 'dealer:success-category',
  visitedPages: 'dealer:visited-pages',
  linkedQueryParams: 'dealer:linked-query-params',
} as const

export interface StoredUserDetails {
  name: string
  last_name?: string
  email: string
  phone: string
  postcode?: string
}

export interface StoredEnquiredCar {
  slug: string
  name: string
  imageUrl?: string | null
}

export interface StoredSuccess {
  form: string
  leadId: number
}

const MAX_VISITED = 20
/** Campaign and click ids marketers read in their CRM (the spec's linked_query_params). */
const CAMPAIGN_PARAM = /^(utm_[a-z]+|gclid|gbraid|wbraid|fbclid|msclkid)$/i

function read<T>(storage: Storage | undefined, key: string): T | null {
  try {
    const raw = storage?.getItem(key)
    return raw ? (JSON.parse(raw) as T) : null
  } catch {
    return null
  }
}

function write(storage: Storage | undefined, key: string, value: unknown) {
  try {
    storage?.setItem(key, JSON.stringify(value))
  } catch {
    // Private browsing or a full quota: the form still works, it just won't prefill next time.
  }
}

function remove(storage: Storage | undefined, key: string) {
  try {
    storage?.removeItem(key)
  } catch {
    // As above: nothing to forget when the browser refuses storage.
  }
}

/** The browser's stores; undefined on the server, and where reading them throws (site data blocked, sandboxed frames). */
function store(name: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window[name]
  } catch {
    return undefined
  }
}

const local = () => store('localStorage')
const session = () => store('sessionStorage')

/** Stores the details only when first name, email and phone are all given. */
export function rememberUserDetails(details: { firstName?: string; lastName?: string; email?: string; phone?: string; postcode?: string }): boolean {
  const { firstName, lastName, email, phone, postcode } = details
  if (!firstName?.trim() || !email?.trim() || !phone?.trim()) return false
  write(local(), STORAGE_KEYS.userDetails, {
    name: firstName.trim(),
    last_name: lastName?.trim() || undefined,
    email: email.trim(),
    phone: phone.trim(),
    postcode: postcode?.trim() || undefined,
  } satisfies StoredUserDetails)
  return true
}

export function storedUserDetails(): StoredUserDetails | null {
  const stored = read<StoredUserDetails>(local(), STORAGE_KEYS.userDetails)
  return stored && typeof stored.name === 'string' && typeof stored.email === 'string' && typeof stored.phone === 'string' ? stored : null
}

export function rememberEnquiry(car: StoredEnquiredCar | null, success: StoredSuccess) {
  if (car) write(local(), STORAGE_KEYS.enquiredCar, car)
  else remove(local(), STORAGE_KEYS.enquiredCar)
  write(local(), STORAGE_KEYS.successCategory, success)
}

export function storedEnquiry(): { car: StoredEnquiredCar | null; success: StoredSuccess | null } {
  return { car: read<StoredEnquiredCar>(local(), STORAGE_KEYS.enquiredCar), success: read<StoredSuccess>(local(), STORAGE_KEYS.successCategory) }
}

/** Called on every page view: the last pages of this visit, and the campaign parameters it started with. */
export function rememberVisit(url: URL) {
  const store = session()
  const pages = read<string[]>(store, STORAGE_KEYS.visitedPages) ?? []
  const path = url.pathname + url.search
  if (pages[pages.length - 1] !== path) write(store, STORAGE_KEYS.visitedPages, [...pages, path].slice(-MAX_VISITED))
  const campaign = Object.fromEntries([...url.searchParams].filter(([key]) => CAMPAIGN_PARAM.test(key)).map(([key, value]) => [key, value.slice(0, 500)]))
  if (Object.keys(campaign).length)
    write(store, STORAGE_KEYS.linkedQueryParams, { ...(read<Record<string, string>>(store, STORAGE_KEYS.linkedQueryParams) ?? {}), ...campaign })
}

/** Sent with every lead: the visit's pages, its campaign parameters, and what brought the shopper (Insights). */
export async function visitContext(): Promise<{ visitedPages: string[]; linkedQueryParams: Record<string, string>; attribution: LeadAttribution }> {
  const store = session()
  return {
    visitedPages: read<string[]>(store, STORAGE_KEYS.visitedPages) ?? [],
    linkedQueryParams: read<Record<string, string>>(store, STORAGE_KEYS.linkedQueryParams) ?? {},
    attribution: await insightsAttributionLater(),
  }
}
