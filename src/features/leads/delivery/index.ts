/**
 * Lead delivery (issue 8): formats (ADF XML, staff email, webhook JSON), the mail port with its SMTP
 * and offline mailbox adapters, and deliverLead, the one call the outbox makes per delivery row.
 * The admin reads the mailbox through './mailbox-reader' (listMailbox, readMailboxMessage), imported
 * directly so the submit endpoint's bundle never carries the MIME parser.
 */
import path from 'node:path'

import { env } from '@/platform/env'

import type { DeliverLead } from '../outbox'
import { deliverLead } from './deliver'
import { smtpMailAdapter, type MailAdapter } from './mail'
import { mailboxMailAdapter } from './mailbox'

export { leadAdfXml } from './adf'
export { deliverLead, mailTargets, type DeliveryChannel, type DeliveryDeps } from './deliver'
export { checkedDeliveryKey, messageIdFor, smtpMailAdapter, type MailAdapter, type OutgoingMail } from './mail'
export { mailboxMailAdapter } from './mailbox'
export { staffNotificationEmail, type StaffEmail } from './staff-email'
export { LEAD_WEBHOOK_SCHEMA_VERSION, postLeadWebhook, WEBHOOK_SIGNATURE_HEADER, webhookSignature } from './webhook'

/** The From address of lead mail (MAIL_FROM). */
export const mailFrom: string = env.MAIL_FROM

/** The offline mailbox folder (MAILBOX_DIR, relative to the working directory, i.e. the project root). */
export const mailboxDir: string = path.resolve(env.MAILBOX_DIR)

/** SMTP when SMTP_URL is set, else the offline mailbox in MAILBOX_DIR. */
export function mailAdapterFromEnv(timeoutMs?: number): MailAdapter {
  return env.SMTP_URL ? smtpMailAdapter(env.SMTP_URL, { timeoutMs }) : mailboxMailAdapter(mailboxDir)
}

/**
 * The production delivery: the configured mail adapter and webhooks. Here rather than beside the
 * outbox's app-server runner so the `npm run leads:deliver` script can use it outside Next.
 */
export const deliverThroughConfiguredChannels: DeliverLead = (channel, target, lead, { key, webhookSecret, timeoutMs }) =>
  deliverLead(channel, target, lead, { mail: mailAdapterFromEnv(timeoutMs), from: env.MAIL_FROM, key, webhookSecret, timeoutMs })
