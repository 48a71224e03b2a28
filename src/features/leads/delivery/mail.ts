/**
 * The mail port lead delivery sends through, and its SMTP adapter (nodemailer). The offline default,
 * which writes each message as a .eml file, is in mailbox.ts; mailAdapterFromEnv (index.ts) picks one.
 */
import nodemailer, { type SendMailOptions } from 'nodemailer'

export interface OutgoingMail {
  /** Unique per delivery and stable across its retries: the Message-ID and the mailbox file name come from it. Letters, digits, ".", "_" and "-". */
  key: string
  from: string
  to: string[]
  replyTo?: string
  subject: string
  text: string
  html?: string
  headers?: Record<string, string>
}

export interface MailAdapter {
  name: string
  /** Resolves once the message is handed over (SMTP server accepted it for every recipient, or the file is written); throws otherwise. */
  send(message: OutgoingMail): Promise<{ messageId: string }>
}

const DELIVERY_KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/

/** The key as given when it is safe as a file name and a Message-ID's local part; throws otherwise. */
export function checkedDeliveryKey(key: string): string {
  if (!DELIVERY_KEY.test(key) || key.includes('..')) throw new Error(`Invalid mail delivery key "${key}": use 1 to 200 letters, digits, ".", "_" or "-".`)
  return key
}

/** "<lead-12-crm-adf@harbour.test>": the same id on every retry, so mail systems and CRMs can drop a duplicate. */
export function messageIdFor(key: string, from: string): string {
  const domain = /@([^\s@<>]+)>?\s*$/.exec(from.trim())?.[1] ?? 'localhost'
  return `<${checkedDeliveryKey(key)}@${domain}>`
}

/** Nodemailer's message for an outgoing mail: the same for the SMTP and the mailbox adapters. */
export function nodemailerMessage(message: OutgoingMail): SendMailOptions {
  if (message.to.length === 0) throw new Error(`Mail ${message.key} has no recipients.`)
  return {
    messageId: messageIdFor(message.key, message.from),
    from: message.from,
    to: message.to,
    replyTo: message.replyTo,
    subject: message.subject,
    text: message.text,
    html: message.html,
    headers: message.headers,
  }
}

export interface SmtpOptions {
  /** Connection, greeting and socket timeouts in milliseconds (default 15 s each, nodemailer's are minutes). */
  timeoutMs?: number
}

/**
 * SMTP through nodemailer, from a URL such as smtp://user:pass@smtp.example.com:587 (STARTTLS when
 * offered) or smtps://...:465. Throws when the server refuses the message or any recipient, so the
 * outbox retries; the fixed Message-ID lets the receiving side recognise a resent message.
 */
export function smtpMailAdapter(smtpUrl: string, options: SmtpOptions = {}): MailAdapter {
  const timeout = options.timeoutMs ?? 15_000
  const transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: timeout, greetingTimeout: timeout, socketTimeout: timeout })
  return {
    name: 'smtp',
    async send(message) {
      const info = await transport.sendMail(nodemailerMessage(message))
      const rejected = (info.rejected ?? []).map(String)
      if (rejected.length > 0) throw new Error(`SMTP server refused ${rejected.join(', ')} for mail ${message.key}: ${info.response ?? 'no response'}`)
      return { messageId: info.messageId }
    },
  }
}
