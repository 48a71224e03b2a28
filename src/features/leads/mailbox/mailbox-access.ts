/**
 * Who sees which message of the offline mailbox in the admin (issue 8). Super admins see every
 * message. An editor sees the messages of their own sites' leads: the outbox names each file after
 * its delivery ("lead-12-delivery-34.eml", src/features/leads/outbox.ts), and the editor sees the message
 * when the lead-deliveries access rule lets them read delivery 34. Files named otherwise are for
 * super admins only. Nothing here runs when SMTP is configured: the mailbox is not in use then.
 */
import type { Payload, PayloadRequest } from 'payload'

import { isAdminUser, userIsSuperAdmin } from '@/platform/admin-users'
import { env } from '../../../platform/env'
import { mailboxDir } from '../delivery'
import { listMailbox, readMailboxMessage, type MailboxEntry, type MailboxMessage } from '../delivery/mailbox-reader'

const DELIVERY_FILE = /^lead-(\d{1,15})-delivery-(\d{1,15})\.eml$/

/** The lead and lead-deliveries ids of an outbox message's file name; null for any other name. */
export function mailboxNameIds(name: string): { leadId: number; deliveryId: number } | null {
  const match = DELIVERY_FILE.exec(name)
  return match ? { leadId: Number(match[1]), deliveryId: Number(match[2]) } : null
}

const deliveryIdOf = (name: string): number | null => mailboxNameIds(name)?.deliveryId ?? null

/** Whether lead mail goes to the offline mailbox (no SMTP_URL), i.e. whether the admin's mailbox view has anything to show. */
export const mailboxInUse = (): boolean => !env.SMTP_URL

export interface MailboxReader {
  payload: Payload
  user: PayloadRequest['user']
  /** The mailbox folder; MAILBOX_DIR unless a test gives its own. */
  dir?: string
}

/** The delivery ids among `ids` that the user may read (lead-deliveries access, as in the admin). */
async function readableDeliveryIds({ payload, user }: MailboxReader, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set()
  const { docs } = await payload.find({
    collection: 'lead-deliveries',
    where: { id: { in: ids } },
    select: {},
    depth: 0,
    pagination: false,
    overrideAccess: false,
    user,
  })
  return new Set(docs.map((doc) => doc.id))
}

/** How many newest files an editor's list is picked from (other sites' messages are skipped). */
const EDITOR_SCAN_LIMIT = 2000

/** The messages the user may see, newest first: all for super admins, their sites' lead mail for editors, none for anyone else. */
export async function visibleMailboxEntries(reader: MailboxReader, options: { limit?: number } = {}): Promise<MailboxEntry[]> {
  const limit = options.limit ?? 200
  const dir = reader.dir ?? mailboxDir
  if (!isAdminUser(reader.user)) return []
  if (userIsSuperAdmin(reader.user)) return listMailbox(dir, { limit })
  const entries = await listMailbox(dir, { limit: EDITOR_SCAN_LIMIT })
  const readable = await readableDeliveryIds(
    reader,
    entries.map((entry) => deliveryIdOf(entry.name)).filter((id): id is number => id !== null),
  )
  return entries.filter((entry) => readable.has(deliveryIdOf(entry.name) ?? -1)).slice(0, limit)
}

/**
 * One message if the user may see it; null when there is no such message or it is not theirs (the
 * same answer, so other sites' file names are not given away). Throws MailboxNameError for a name
 * that is not a mailbox file name.
 */
export async function visibleMailboxMessage(reader: MailboxReader, name: string): Promise<MailboxMessage | null> {
  const dir = reader.dir ?? mailboxDir
  if (!isAdminUser(reader.user)) return null
  if (!userIsSuperAdmin(reader.user)) {
    const id = deliveryIdOf(name)
    if (id === null || !(await readableDeliveryIds(reader, [id])).has(id)) return null
  }
  return readMailboxMessage(dir, name)
}
