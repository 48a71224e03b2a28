/**
 * The mailbox view's markup (issue 8): the message list and one message. Plain server components
 * without Payload's admin imports, so tests can render them.
 */
import Link from 'next/link'
import type { ReactNode } from 'react'

import { DEFAULT_TIME_ZONE } from '@/domain/time'
import type { MailboxEntry, MailboxMessage } from '../delivery/mailbox-reader'
import { adminDateTime } from '../../../domain/lead-csv'
import { mailboxNameIds } from './mailbox-access'

/** "812 B", "2.4 KB", "1.1 MB". */
export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}

// The HTML body is the mail as sent: no scripts (sandbox), nothing fetched but images.
const HTML_BODY_POLICY = `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data: https:; style-src 'unsafe-inline'">`

const when = (entry: MailboxEntry) => adminDateTime((entry.date ?? entry.modifiedAt).toISOString(), DEFAULT_TIME_ZONE)

/** The message list's columns: each heading beside what its cells show, so the two cannot drift apart. */
const LIST_COLUMNS: { heading: string; cell: (entry: MailboxEntry, adminRoute: string) => ReactNode }[] = [
  { heading: 'Date', cell: (entry) => when(entry) },
  { heading: 'To', cell: (entry) => entry.to },
  {
    heading: 'Subject',
    cell: (entry, adminRoute) => <Link href={`${adminRoute}/mailbox/${encodeURIComponent(entry.name)}`}>{entry.subject || '(no subject)'}</Link>,
  },
  { heading: 'Size', cell: (entry) => sizeText(entry.size) },
]

export function MessageList({ entries, adminRoute }: { entries: MailboxEntry[]; adminRoute: string }) {
  if (entries.length === 0) return <p>No messages yet. Lead mail appears here as soon as the outbox sends it.</p>
  return (
    <table className="admin-mailbox__table">
      <caption className="admin-mailbox__caption">Newest first, times in {DEFAULT_TIME_ZONE}</caption>
      <thead>
        <tr>
          {LIST_COLUMNS.map((column) => (
            <th key={column.heading} scope="col">
              {column.heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.name}>
            {LIST_COLUMNS.map((column) => (
              <td key={column.heading}>{column.cell(entry, adminRoute)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

export function MessageDetail({ message, adminRoute, apiRoute }: { message: MailboxMessage; adminRoute: string; apiRoute: string }) {
  const ids = mailboxNameIds(message.name)
  const headers: [string, string][] = [
    ['Date', when(message)],
    ['From', message.from],
    ['To', message.to],
    ['Reply-To', message.replyTo],
    ['Subject', message.subject],
    ['Message-ID', message.messageId ?? ''],
    ['Size', sizeText(message.size)],
  ]
  return (
    <>
      <p className="admin-mailbox__actions">
        <Link href={`${adminRoute}/mailbox`}>Back to the mailbox</Link>
        <a href={`${apiRoute}/lead-deliveries/mailbox/${encodeURIComponent(message.name)}`} download>
          Download .eml
        </a>
        {ids ? <Link href={`${adminRoute}/collections/leads/${ids.leadId}`}>Open lead {ids.leadId}</Link> : null}
      </p>
      <dl className="admin-mailbox__headers">
        {headers
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <h2>Text body</h2>
      <pre className="admin-mailbox__text">{message.text}</pre>
      {message.html ? (
        <>
          <h2>HTML body</h2>
          <iframe className="admin-mailbox__html" sandbox="" title={`HTML body of "${message.subject}"`} srcDoc={`${HTML_BODY_POLICY}${message.html}`} />
        </>
      ) : null}
    </>
  )
}
