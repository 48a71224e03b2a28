/**
 * Reading the offline mailbox (mailbox.ts writes it) for the admin: the messages newest first and
 * one message parsed. Kept apart from the adapter so sending never loads the MIME parser.
 */
import { lstat, readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

import { simpleParser, type AddressObject } from 'mailparser'

export interface MailboxEntry {
  /** The file name, e.g. "lead-12-crm-adf.eml"; pass it to readMailboxMessage. */
  name: string
  size: number
  modifiedAt: Date
  subject: string
  to: string
  from: string
  /** The message's Date header; null when missing or unreadable. */
  date: Date | null
}

export interface MailboxMessage extends MailboxEntry {
  messageId: string | null
  replyTo: string
  /** The plain-text body (for CRM mail: the ADF XML). */
  text: string
  /** The HTML body, when the message has one (show it sandboxed: it is the mail as sent). */
  html: string | null
  /** The whole .eml file. */
  raw: string
}

const MAILBOX_FILE = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}\.eml$/

/**
 * Thrown for a name that is not a mailbox file name (path traversal, other folders, other files).
 * Match it by its code (hasErrorCode(error, MAILBOX_NAME_ERROR)), not instanceof: see src/platform/error-code.ts.
 */
export const MAILBOX_NAME_ERROR = 'mailbox-name-invalid'

export class MailboxNameError extends Error {
  readonly code = MAILBOX_NAME_ERROR
  constructor(name: string) {
    super(`Not a mailbox message name: ${JSON.stringify(name)}`)
    this.name = 'MailboxNameError'
  }
}

function addressText(address: AddressObject | AddressObject[] | undefined): string {
  if (!address) return ''
  return (Array.isArray(address) ? address : [address]).map((entry) => entry.text).join(', ')
}

// The header block ends at the first empty line; parsing only it keeps listing cheap whatever the bodies hold.
function headerBlock(raw: string): string {
  const end = raw.search(/\r?\n\r?\n/)
  return end === -1 ? raw : raw.slice(0, end)
}

async function entryFor(name: string, raw: string, size: number, modifiedAt: Date): Promise<MailboxEntry> {
  const headers = await simpleParser(`${headerBlock(raw)}\n\n`)
  return { name, size, modifiedAt, subject: headers.subject ?? '', to: addressText(headers.to), from: addressText(headers.from), date: headers.date ?? null }
}

async function fileStats(file: string) {
  try {
    const stats = await lstat(file)
    return stats.isFile() ? stats : null
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}

/** The mailbox's messages, newest first (at most `limit`, default 200); empty when the folder does not exist yet. */
export async function listMailbox(dir: string, options: { limit?: number } = {}): Promise<MailboxEntry[]> {
  let names: string[]
  try {
    names = (await readdir(dir)).filter((name) => MAILBOX_FILE.test(name))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
  const files = await Promise.all(names.map(async (name) => ({ name, stats: await fileStats(path.join(dir, name)) })))
  const newest = files
    .filter((file) => file.stats !== null)
    .sort((a, b) => b.stats!.mtimeMs - a.stats!.mtimeMs || b.name.localeCompare(a.name))
    .slice(0, options.limit ?? 200)
  const entries = await Promise.all(
    newest.map(async ({ name, stats }) => {
      try {
        return await entryFor(name, await readFile(path.join(dir, name), 'utf8'), stats!.size, stats!.mtime)
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null // deleted while listing
        throw error
      }
    }),
  )
  return entries.filter((entry): entry is MailboxEntry => entry !== null)
}

/** One message, parsed; null when there is no such file. Throws MailboxNameError for anything but a plain .eml name in the folder. */
export async function readMailboxMessage(dir: string, name: string): Promise<MailboxMessage | null> {
  if (!MAILBOX_FILE.test(name) || name.includes('..') || path.basename(name) !== name) throw new MailboxNameError(name)
  const file = path.resolve(dir, name)
  if (path.dirname(file) !== path.resolve(dir)) throw new MailboxNameError(name)
  const stats = await fileStats(file)
  if (!stats) return null
  const raw = await readFile(file, 'utf8')
  const mail = await simpleParser(raw)
  return {
    name,
    size: stats.size,
    modifiedAt: stats.mtime,
    subject: mail.subject ?? '',
    to: addressText(mail.to),
    from: addressText(mail.from),
    date: mail.date ?? null,
    messageId: mail.messageId ?? null,
    replyTo: addressText(mail.replyTo),
    text: mail.text ?? '',
    html: typeof mail.html === 'string' ? mail.html : null,
    raw,
  }
}
