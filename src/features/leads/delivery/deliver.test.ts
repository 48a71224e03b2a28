import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { adfDtdErrors, xmlText } from '../../../../tests/helpers/adf'
import { financeLead, testDriveLead } from '../../../../tests/fixtures/leads-for-delivery'
import { leadAdfXml } from './adf'
import { deliverLead, mailTargets, type DeliveryChannel } from './deliver'
import type { MailAdapter } from './mail'
import { mailboxMailAdapter } from './mailbox'
import { readMailboxMessage } from './mailbox-reader'
import { staffNotificationEmail } from './staff-email'

let dir: string
let server: Server | null = null

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'deliver-test-'))
})

afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
  server = null
})

const from = 'leads@dealer-platform.test'

const failingMail: MailAdapter = {
  name: 'failing',
  send: () => Promise.reject(new Error('SMTP server unavailable')),
}

// Issue 8 "Delivery": the outbox calls deliverLead per delivery row and retries when it throws.
describe('deliverLead', () => {
  it('crm-adf mails the ADF XML as the only, plain-text body to every intake address', async () => {
    const result = await deliverLead('crm-adf', 'crm@harbour-toyota.test; leads@crm.test', testDriveLead, {
      mail: mailboxMailAdapter(dir),
      from,
      key: 'lead-102-crm-adf-1',
    })
    expect(result).toEqual({ reference: '<lead-102-crm-adf-1@dealer-platform.test>' })
    const message = await readMailboxMessage(dir, 'lead-102-crm-adf-1.eml')
    expect(message?.subject).toBe('ADF lead 102')
    expect(message?.to).toBe('crm@harbour-toyota.test, leads@crm.test')
    expect(message?.html).toBeNull()
    expect(message?.text).toBe(leadAdfXml(testDriveLead))
    expect(adfDtdErrors(message!.text)).toEqual([])
    expect(xmlText(message!.text, '/adf/prospect/id')).toBe('102')
  })

  it('staff-email sends the readable email with the text alternative, replying to the shopper', async () => {
    const result = await deliverLead('staff-email', 'sales@harbour-toyota.test', testDriveLead, {
      mail: mailboxMailAdapter(dir),
      from,
      key: 'lead-102-staff-email-2',
    })
    expect(result.reference).toBe('<lead-102-staff-email-2@dealer-platform.test>')
    const message = await readMailboxMessage(dir, 'lead-102-staff-email-2.eml')
    const email = staffNotificationEmail(testDriveLead)
    expect(message?.subject).toBe(email.subject)
    expect(message?.replyTo).toBe('jane@example.test')
    expect(message?.text.trim()).toBe(email.text)
    expect(message?.html).toContain('New test drive booking')
  })

  it('a retried delivery (same key) leaves one message in the mailbox', async () => {
    const deps = { mail: mailboxMailAdapter(dir), from, key: 'lead-103-crm-adf-4' }
    await deliverLead('crm-adf', 'crm@harbour-toyota.test', financeLead, deps)
    await deliverLead('crm-adf', 'crm@harbour-toyota.test', financeLead, deps)
    expect(await readdir(dir)).toEqual(['lead-103-crm-adf-4.eml'])
  })

  it.each<DeliveryChannel>(['crm-adf', 'staff-email'])('%s throws when the mail adapter fails, so the outbox retries', async (channel) => {
    await expect(deliverLead(channel, 'crm@harbour-toyota.test', testDriveLead, { mail: failingMail, from, key: 'k' })).rejects.toThrow(
      'SMTP server unavailable',
    )
  })

  it('throws for an empty address list', async () => {
    await expect(deliverLead('crm-adf', ' , ', testDriveLead, { mail: mailboxMailAdapter(dir), from, key: 'k' })).rejects.toThrow('No delivery address.')
    expect(mailTargets('a@x.test, b@x.test;c@x.test')).toEqual(['a@x.test', 'b@x.test', 'c@x.test'])
  })

  it('webhook posts the lead with the delivery key and the secret, and reports the status', async () => {
    const received: { headers: IncomingHttpHeaders; body: string }[] = []
    server = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
      request.on('end', () => {
        received.push({ headers: request.headers, body })
        response.writeHead(received.length === 1 ? 500 : 200).end()
      })
    })
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/lead`
    const deps = { mail: failingMail, from, key: 'lead-102-webhook-5', webhookSecret: 'dealer-secret' }
    await expect(deliverLead('webhook', url, testDriveLead, deps)).rejects.toThrow(/answered 500/)
    expect(await deliverLead('webhook', url, testDriveLead, deps)).toEqual({ reference: 'HTTP 200' })
    expect(received.map((request) => request.headers['idempotency-key'])).toEqual(['lead-102-webhook-5', 'lead-102-webhook-5'])
    expect(received[1]!.headers['x-lead-signature']).toMatch(/^sha256=[0-9a-f]{64}$/)
    expect(JSON.parse(received[1]!.body).lead.id).toBe(102)
  })

  it('webhook refuses a target that is not a web address', async () => {
    await expect(deliverLead('webhook', 'ftp://example.test/x', testDriveLead, { mail: failingMail, from, key: 'k' })).rejects.toThrow(/not a web address/)
  })
})
