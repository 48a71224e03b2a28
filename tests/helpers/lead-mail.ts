import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { simpleParser } from 'mailparser'

/** The lead's ADF and staff emails from the test server's mailbox, parsed, once both have arrived; throws saying what did when the wait runs out. */
export async function leadMail(mailboxDir: string, leadId: number, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const files = existsSync(mailboxDir) ? readdirSync(mailboxDir).filter((f) => f.startsWith(`lead-${leadId}-`) && f.endsWith('.eml')) : []
    if (files.length >= 2) return Promise.all(files.map((f) => simpleParser(readFileSync(path.join(mailboxDir, f)))))
    if (Date.now() > deadline)
      throw new Error(
        `Lead ${leadId}'s two emails (ADF and staff) did not both arrive in ${mailboxDir} within ${timeoutMs / 1000} s; found: ${files.join(', ') || 'none'}`,
      )
    await new Promise((r) => setTimeout(r, 250))
  }
}
