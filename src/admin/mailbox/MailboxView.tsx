/**
 * /admin/mailbox: the offline mailbox (issue 8), every lead message the outbox wrote as a .eml file,
 * newest first; /admin/mailbox/{file} shows one (headers, text body, HTML body sandboxed) with its
 * .eml download. Super admins see all; editors their own sites' lead mail (mailbox-access.ts). With
 * SMTP configured the view says so instead.
 */
import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import Link from 'next/link'
import type { AdminViewServerProps } from 'payload'

import { DEFAULT_TIME_ZONE } from '../../domain/time'
import { MailboxNameError, type MailboxEntry, type MailboxMessage } from '../../lead-delivery/mailbox-reader'
import { adminDateTime } from '../../leads/lead-csv'
import { mailboxInUse, mailboxNameIds, visibleMailboxEntries, visibleMailboxMessage } from './mailbox-access'

import '../admin.css'

/** "812 B", "2.4 KB", "1.1 MB". */
export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}

// The HTML body is the mail as sent: no scripts (sandbox), nothing fetched but images.
const HTML_BODY_POLICY = `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data: https:; style-src 'unsafe-inline'">`

const when = (entry: MailboxEntry) => adminDateTime((entry.date ?? entry.modifiedAt).toISOString(), DEFAULT_TIME_ZONE)

function MessageList({ entries, adminRoute }: { entries: MailboxEntry[]; adminRoute: string }) {
  if (entries.length === 0) return <p>No messages yet. Lead mail appears here as soon as the outbox sends it.</p>
  return (
    <table className="admin-mailbox__table">
      <caption className="admin-mailbox__caption">Newest first, times in {DEFAULT_TIME_ZONE}</caption>
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">To</th>
          <th scope="col">Subject</th>
          <th scope="col">Size</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.name}>
            <td>{when(entry)}</td>
            <td>{entry.to}</td>
            <td>
              <Link href={`${adminRoute}/mailbox/${encodeURIComponent(entry.name)}`}>{entry.subject || '(no subject)'}</Link>
            </td>
            <td>{sizeText(entry.size)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function MessageDetail({ message, adminRoute, apiRoute }: { message: MailboxMessage; adminRoute: string; apiRoute: string }) {
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

async function mailboxContent({ initPageResult, params }: AdminViewServerProps) {
  const { req } = initPageResult
  const { admin: adminRoute, api: apiRoute } = req.payload.config.routes
  if (!mailboxInUse()) return <p>Lead mail goes out through the SMTP server (SMTP_URL is set), so there is no offline mailbox to show. Each lead&apos;s deliveries show what was sent.</p>
  const segments = Array.isArray(params?.segments) ? params.segments : []
  const name = segments[1] ? decodeURIComponent(segments[1]) : null
  const reader = { payload: req.payload, user: req.user }
  if (!name) return <MessageList entries={await visibleMailboxEntries(reader)} adminRoute={adminRoute} />
  let message: MailboxMessage | null = null
  try {
    message = await visibleMailboxMessage(reader, name)
  } catch (error) {
    if (!(error instanceof MailboxNameError)) throw error
  }
  if (!message) return <p role="alert">No such message in your mailbox. <Link href={`${adminRoute}/mailbox`}>Back to the mailbox</Link></p>
  return <MessageDetail message={message} adminRoute={adminRoute} apiRoute={apiRoute} />
}

export async function MailboxView(props: AdminViewServerProps) {
  const { initPageResult, params, searchParams } = props
  const { req, permissions, locale, visibleEntities } = initPageResult
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      req={req}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter className="admin-mailbox">
        <h1>Mailbox</h1>
        <p className="admin-mailbox__intro">Lead mail written by the offline mail adapter (MAILBOX_DIR), as the dealer&apos;s CRM and staff would receive it.</p>
        {await mailboxContent(props)}
      </Gutter>
    </DefaultTemplate>
  )
}
