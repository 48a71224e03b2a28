import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { simpleParser } from 'mailparser'

/** The lead's ADF and staff emails from the test server's mailbox, parsed, once both have arrived (or the wait runs out). */
export async function leadMail(mailboxDir: string, leadId: number, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const files = existsSync(mailboxDir) ? readdirSync(mailboxDir).filter((f) => f.startsWith(`lead-${leadId}-`) && f.endsWith('.eml')) : []
    if (files.length >= 2 || Date.now() > deadline) return Promise.all(files.map((f) => simpleParser(readFileSync(path.join(mailboxDir, f)))))
    await new Promise((r) => setTimeout(r, 250))
  }
}
