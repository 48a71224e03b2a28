/**
 * Where a lead goes and how its deliveries are retried (the leads outbox). Pure rules: the outbox
 * (src/features/leads/outbox.ts) does the I/O.
 */
/** shopper-email: the shopper's own confirmation (a reservation's number, what happens next), sent through the same outbox so it is never lost. */
export const DELIVERY_CHANNELS = ['crm-adf', 'staff-email', 'webhook', 'shopper-email'] as const
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number]

/** One delivery: waiting, claimed by a worker, waiting to retry after a failure, done, or given up. */
export const DELIVERY_STATES = ['pending', 'sending', 'retrying', 'sent', 'failed'] as const
export type DeliveryState = (typeof DELIVERY_STATES)[number]

/** A lead's deliveries taken together, as the admin's Leads list shows them. */
export const LEAD_DELIVERY_STATUSES = ['pending', 'retrying', 'delivered', 'failed', 'not-configured'] as const
export type LeadDeliveryStatus = (typeof LEAD_DELIVERY_STATUSES)[number]

/** Attempts before a delivery is given up and shown as failed: the ten waits below add up to about 32 hours, so a CRM down over a night and a day still gets its leads. */
export const MAX_DELIVERY_ATTEMPTS = 11

const MINUTE = 60_000
// 1, 2, 5, 10, 30 minutes, then 1, 2, 4, 8, 16 hours: quick retries for a blip, patient ones for an outage.
const BACKOFF_MS = [1, 2, 5, 10, 30, 60, 120, 240, 480, 960].map((minutes) => minutes * MINUTE)

/**
 * How long to wait before retrying after the given number of failed attempts (1 = the first failure),
 * or null when the delivery should be given up. `jitter` in [0, 1) spreads retries of many leads
 * after an outage by up to a fifth of the wait.
 */
export function deliveryRetryDelayMs(failedAttempts: number, jitter = 0): number | null {
  if (failedAttempts >= MAX_DELIVERY_ATTEMPTS) return null
  const base = BACKOFF_MS[Math.max(0, Math.min(failedAttempts - 1, BACKOFF_MS.length - 1))]!
  return Math.round(base * (1 + Math.min(Math.max(jitter, 0), 0.999) / 5))
}

/** A location's or dealership's delivery settings as the admin stores them. */
export interface LeadDeliverySettings {
  /** The dealer CRM's lead intake address: receives ADF XML. */
  crmEmail?: string | null
  /** Staff who get a readable notification email. */
  notifyEmails?: readonly (string | null | undefined)[] | null
}

export interface LeadDeliveryConfig {
  location?: LeadDeliverySettings | null
  dealership?: (LeadDeliverySettings & { email?: string | null; webhookUrl?: string | null }) | null
  /** The shopper's address when the lead confirms itself to the shopper (a reservation). */
  shopperEmail?: string | null
}

export interface DeliveryTarget {
  channel: DeliveryChannel
  target: string
}

const cleanList = (list: LeadDeliverySettings['notifyEmails']) => [
  ...new Set((list ?? []).map((e) => e?.trim().toLowerCase()).filter((e): e is string => Boolean(e))),
]

/**
 * The deliveries a new lead needs: the location's own CRM address and staff list win over the
 * dealership's; staff fall back to the dealership's main email; a webhook when the dealership has one;
 * the shopper's own confirmation when the lead sends one.
 */
export function leadDeliveryTargets({ location, dealership, shopperEmail }: LeadDeliveryConfig): DeliveryTarget[] {
  const crm = location?.crmEmail?.trim() || dealership?.crmEmail?.trim()
  const locationStaff = cleanList(location?.notifyEmails)
  const dealershipStaff = cleanList(dealership?.notifyEmails)
  const staff = locationStaff.length ? locationStaff : dealershipStaff.length ? dealershipStaff : cleanList([dealership?.email])
  const webhook = dealership?.webhookUrl?.trim()
  return [
    ...(crm ? [{ channel: 'crm-adf' as const, target: crm.toLowerCase() }] : []),
    ...staff.map((target) => ({ channel: 'staff-email' as const, target })),
    ...(webhook ? [{ channel: 'webhook' as const, target: webhook }] : []),
    ...(shopperEmail?.trim() ? [{ channel: 'shopper-email' as const, target: shopperEmail.trim().toLowerCase() }] : []),
  ]
}

/** The lead's status from its deliveries' states. */
export function leadDeliveryStatus(states: readonly DeliveryState[]): LeadDeliveryStatus {
  if (states.length === 0) return 'not-configured'
  if (states.includes('failed')) return 'failed'
  if (states.includes('retrying')) return 'retrying'
  if (states.every((state) => state === 'sent')) return 'delivered'
  return 'pending'
}
