import { mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { simpleParser } from 'mailparser'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { adfDtdErrors } from '../../../../tests/helpers/adf'
import { testDriveLead } from '../../../../tests/fixtures/leads-for-delivery'
import { leadAdfXml } from './adf'
import type { OutgoingMail } from './mail'
import { mailboxMailAdapter } from './mailbox'
import { listMailbox, MailboxNameError, readMailboxMessage } from './mailbox-reader'

let root: string
let dir: string

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'mailbox-test-'))
  dir = path.join(root, 'mailbox')
})

afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

const adfMail = (overrides: Partial<OutgoingMail> = {}): OutgoingMail => ({
  key: 'lead-102-crm-adf-1',
  from: 'leads@dealer-platform.test',
  to: ['crm@harbour-toyota.test'],
  subject: 'ADF lead 102',
  text: leadAdfXml(testDriveLead),
  ...overrides,
})

// Issue 8: "offline default writes each message as a standard .eml file into a git-ignored mailbox folder".
describe('mailboxMailAdapter', () => {
  it('writes {key}.eml, a standard message whose only body is the ADF XML as plain text', async () => {
    const sent = await mailboxMailAdapter(dir).send(adfMail())
    expect(await readdir(dir)).toEqual(['lead-102-crm-adf-1.eml'])
    const raw = await readFile(path.join(dir, 'lead-102-crm-adf-1.eml'), 'utf8')
    const mail = await simpleParser(raw)
    expect(mail.messageId).toBe('<lead-102-crm-adf-1@dealer-platform.test>')
    expect(sent.messageId).toBe(mail.messageId)
    expect(mail.subject).toBe('ADF lead 102')
    expect(mail.to).toMatchObject({ value: [{ address: 'crm@harbour-toyota.test' }] })
    expect(mail.headers.get('content-type')).toMatchObject({ value: 'text/plain' })
    expect(mail.html).toBe(false)
    expect(mail.attachments).toEqual([])
    expect(mail.text).toBe(leadAdfXml(testDriveLead))
    expect(adfDtdErrors(mail.text!)).toEqual([])
  })

  it('a second send with the same key replaces the file instead of adding one, and leaves no temporary files', async () => {
    const adapter = mailboxMailAdapter(dir)
    await adapter.send(adfMail({ subject: 'first attempt' }))
    await adapter.send(adfMail({ subject: 'retry' }))
    expect(await readdir(dir)).toEqual(['lead-102-crm-adf-1.eml'])
    expect((await simpleParser(await readFile(path.join(dir, 'lead-102-crm-adf-1.eml')))).subject).toBe('retry')
    await adapter.send(adfMail({ key: 'lead-102-staff-email-2' }))
    expect((await readdir(dir)).sort()).toEqual(['lead-102-crm-adf-1.eml', 'lead-102-staff-email-2.eml'])
  })

  it('refuses a key that is not a plain file name and writes nothing', async () => {
    await expect(mailboxMailAdapter(dir).send(adfMail({ key: '../escaped' }))).rejects.toThrow(/Invalid mail delivery key/)
    expect(await readdir(root)).toEqual([])
  })
})

describe('listMailbox', () => {
  it('lists messages newest first with decoded subject, addresses and date; other files are ignored', async () => {
    const adapter = mailboxMailAdapter(dir)
    await adapter.send(adfMail({ key: 'older', subject: 'Older ADF lead' }))
    await adapter.send(
      adfMail({
        key: 'newer',
        from: 'Harbour Leads <leads@harbour.test>',
        to: ['a@x.test', 'b@x.test'],
        subject: 'New test drive booking – Zoë 山田 😀',
        html: '<p>hi</p>',
      }),
    )
    await utimes(path.join(dir, 'older.eml'), new Date('2026-01-01T00:00:00Z'), new Date('2026-01-01T00:00:00Z'))
    await utimes(path.join(dir, 'newer.eml'), new Date('2026-01-02T00:00:00Z'), new Date('2026-01-02T00:00:00Z'))
    await writeFile(path.join(dir, 'notes.txt'), 'not mail')
    await writeFile(path.join(dir, '.half-written.tmp'), 'partial')

    const entries = await listMailbox(dir)
    expect(entries.map((entry) => entry.name)).toEqual(['newer.eml', 'older.eml'])
    const [newer] = entries
    expect(newer!.subject).toBe('New test drive booking – Zoë 山田 😀')
    expect(newer!.from).toContain('leads@harbour.test')
    expect(newer!.to).toBe('a@x.test, b@x.test')
    expect(newer!.date).toBeInstanceOf(Date)
    expect(newer!.modifiedAt.toISOString()).toBe('2026-01-02T00:00:00.000Z')
    expect(newer!.size).toBe((await readFile(path.join(dir, 'newer.eml'))).length)
    expect(await listMailbox(dir, { limit: 1 })).toHaveLength(1)
  })

  it('is empty before the first message creates the folder', async () => {
    expect(await listMailbox(dir)).toEqual([])
  })
})

describe('readMailboxMessage', () => {
  it('returns the parsed message and its raw text', async () => {
    await mailboxMailAdapter(dir).send(adfMail({ replyTo: 'jane@example.test' }))
    const message = await readMailboxMessage(dir, 'lead-102-crm-adf-1.eml')
    expect(message).toMatchObject({
      name: 'lead-102-crm-adf-1.eml',
      subject: 'ADF lead 102',
      replyTo: 'jane@example.test',
      messageId: '<lead-102-crm-adf-1@dealer-platform.test>',
      html: null,
    })
    expect(message!.text).toBe(leadAdfXml(testDriveLead))
    expect(message!.raw).toMatch(/^Content-Type: text\/plain/m)
  })

  it('is null for a message that does not exist', async () => {
    expect(await readMailboxMessage(dir, 'missing.eml')).toBeNull()
  })

  it.each([
    '../secret.eml',
    '..%2Fsecret.eml',
    'sub/../../secret.eml',
    '/etc/passwd',
    '..',
    'secret',
    'notes.txt',
    '.hidden.eml',
    'a\\..\\secret.eml',
    'x.eml\0',
  ])('refuses %j (no path traversal)', async (name) => {
    await writeFile(path.join(root, 'secret.eml'), 'Subject: outside the mailbox\n\nsecret')
    await mailboxMailAdapter(dir).send(adfMail())
    await expect(readMailboxMessage(dir, name)).rejects.toBeInstanceOf(MailboxNameError)
  })
})
