import type { AddressInfo } from 'node:net'

import { simpleParser } from 'mailparser'
import { SMTPServer, type SMTPServerOptions } from 'smtp-server'
import { afterEach, describe, expect, it } from 'vitest'

import { checkedDeliveryKey, messageIdFor, smtpMailAdapter, type OutgoingMail } from './mail'

const message: OutgoingMail = {
  key: 'lead-101-staff-email-7',
  from: 'Harbour Leads <leads@harbour-city-auto.test>',
  to: ['sales@harbour-toyota.test', 'manager@harbour-toyota.test'],
  replyTo: 'jane@example.test',
  subject: 'New vehicle enquiry: 2021 Toyota Corolla – Zoë 山田 😀',
  text: 'Plain text & <markup>',
  html: '<p>HTML</p>',
  headers: { 'X-Lead-Id': '101' },
}

function smtpError(text: string, responseCode: number): Error {
  return Object.assign(new Error(text), { responseCode })
}

interface Received {
  envelopeTo: string[]
  raw: string
  user: string | null
}

let server: SMTPServer | null = null

/** A real SMTP server on a free local port, recording every message it accepts. */
async function startSmtpServer(options: Partial<SMTPServerOptions> = {}) {
  const received: Received[] = []
  server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push({
          envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          user: (session.user as string | undefined) ?? null,
        })
        callback()
      })
    },
    ...options,
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return { port, received }
}

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
  server = null
})

describe('messageIdFor / checkedDeliveryKey', () => {
  it('builds the Message-ID from the delivery key and the From domain, the same on every retry', () => {
    expect(messageIdFor('lead-12-crm-adf', 'Leads <leads@harbour.test>')).toBe('<lead-12-crm-adf@harbour.test>')
    expect(messageIdFor('lead-12-crm-adf', 'leads@harbour.test')).toBe('<lead-12-crm-adf@harbour.test>')
  })

  it.each(['', '../etc/passwd', 'a/b', 'a..b', '.hidden', 'with space', 'x'.repeat(201), 'semi;colon'])(
    'refuses %j as a key (file name and Message-ID safety)',
    (key) => {
      expect(() => checkedDeliveryKey(key)).toThrow(/Invalid mail delivery key/)
    },
  )
})

// Issue 8 "Mail goes through an adapter: SMTP (nodemailer) when configured".
describe('smtpMailAdapter against a real SMTP server', () => {
  it('delivers the message with the fixed Message-ID, reply-to, headers and both bodies', async () => {
    const { port, received } = await startSmtpServer()
    const adapter = smtpMailAdapter(`smtp://127.0.0.1:${port}`)
    const sent = await adapter.send(message)
    expect(sent.messageId).toBe('<lead-101-staff-email-7@harbour-city-auto.test>')
    expect(received).toHaveLength(1)
    expect(received[0]!.envelopeTo).toEqual(message.to)
    const mail = await simpleParser(received[0]!.raw)
    expect(mail.messageId).toBe('<lead-101-staff-email-7@harbour-city-auto.test>')
    expect(mail.subject).toBe(message.subject)
    expect(mail.from?.value).toEqual([{ name: 'Harbour Leads', address: 'leads@harbour-city-auto.test' }])
    expect(mail.replyTo?.text).toBe('jane@example.test')
    expect(mail.headers.get('x-lead-id')).toBe('101')
    expect(mail.text?.trim()).toBe('Plain text & <markup>')
    expect(mail.html).toBe('<p>HTML</p>')
  })

  it('a retry of the same delivery carries the same Message-ID', async () => {
    const { port, received } = await startSmtpServer()
    const adapter = smtpMailAdapter(`smtp://127.0.0.1:${port}`)
    await adapter.send(message)
    await adapter.send(message)
    const ids = await Promise.all(received.map(async (mail) => (await simpleParser(mail.raw)).messageId))
    expect(ids).toEqual(['<lead-101-staff-email-7@harbour-city-auto.test>', '<lead-101-staff-email-7@harbour-city-auto.test>'])
  })

  it('logs in with the credentials in the URL', async () => {
    const { port, received } = await startSmtpServer({
      authOptional: false,
      onAuth(auth, _session, callback) {
        if (auth.username === 'leads' && auth.password === 's3cret/pass') callback(null, { user: auth.username })
        else callback(smtpError('Invalid username or password', 535))
      },
    })
    await smtpMailAdapter(`smtp://leads:${encodeURIComponent('s3cret/pass')}@127.0.0.1:${port}`).send(message)
    expect(received[0]!.user).toBe('leads')
    await expect(smtpMailAdapter(`smtp://leads:wrong@127.0.0.1:${port}`).send(message)).rejects.toThrow(/Invalid username or password/)
  })

  it('throws when the server rejects the message', async () => {
    const { port, received } = await startSmtpServer({
      onData(stream, _session, callback) {
        stream.resume()
        stream.on('end', () => callback(smtpError('Message rejected as spam', 554)))
      },
    })
    await expect(smtpMailAdapter(`smtp://127.0.0.1:${port}`).send(message)).rejects.toThrow(/Message rejected as spam/)
    expect(received).toHaveLength(0)
  })

  it('throws when the server refuses a recipient, even if it accepts the others', async () => {
    const { port, received } = await startSmtpServer({
      onRcptTo(address, _session, callback) {
        callback(address.address.startsWith('manager@') ? smtpError('Mailbox unavailable', 550) : null)
      },
    })
    await expect(smtpMailAdapter(`smtp://127.0.0.1:${port}`).send(message)).rejects.toThrow(/refused manager@harbour-toyota\.test/)
    await expect(smtpMailAdapter(`smtp://127.0.0.1:${port}`).send({ ...message, to: ['manager@harbour-toyota.test'] })).rejects.toThrow(/Mailbox unavailable/)
    expect(received.map((mail) => mail.envelopeTo)).toEqual([['sales@harbour-toyota.test']])
  })

  it('throws when no server answers', async () => {
    const { port } = await startSmtpServer()
    await new Promise<void>((resolve) => server!.close(() => resolve()))
    server = null
    await expect(smtpMailAdapter(`smtp://127.0.0.1:${port}`, { timeoutMs: 2000 }).send(message)).rejects.toThrow()
  })

  it('refuses a message without recipients before connecting', async () => {
    const { port, received } = await startSmtpServer()
    await expect(smtpMailAdapter(`smtp://127.0.0.1:${port}`).send({ ...message, to: [] })).rejects.toThrow(/no recipients/)
    expect(received).toHaveLength(0)
  })
})
