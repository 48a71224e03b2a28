import path from 'node:path'

import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

async function freshModule() {
  vi.resetModules()
  return import('./index')
}

describe('mailAdapterFromEnv', () => {
  it('writes to the offline mailbox in .data/mailbox when SMTP_URL is not set', async () => {
    vi.stubEnv('SMTP_URL', undefined)
    vi.stubEnv('MAILBOX_DIR', undefined)
    vi.stubEnv('MAIL_FROM', undefined)
    const delivery = await freshModule()
    expect(delivery.mailAdapterFromEnv().name).toBe('mailbox')
    expect(delivery.mailboxDir).toBe(path.resolve('.data', 'mailbox'))
    expect(delivery.mailFrom).toBe('leads@dealer-platform.test')
  })

  it('sends by SMTP when SMTP_URL is set, and takes MAILBOX_DIR and MAIL_FROM from the environment', async () => {
    vi.stubEnv('SMTP_URL', 'smtp://user:pass@smtp.example.test:587')
    vi.stubEnv('MAILBOX_DIR', '/var/mail/leads')
    vi.stubEnv('MAIL_FROM', 'Leads <leads@harbour.test>')
    const delivery = await freshModule()
    expect(delivery.mailAdapterFromEnv().name).toBe('smtp')
    expect(delivery.mailboxDir).toBe('/var/mail/leads')
    expect(delivery.mailFrom).toBe('Leads <leads@harbour.test>')
  })
})
