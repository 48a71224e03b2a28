/**
 * The offline mail adapter: every message nodemailer would send is written as a standard RFC 822
 * .eml file into a folder (default .data/mailbox, git-ignored), named by its delivery key, so a
 * retried delivery overwrites its own file instead of adding a second one. The admin lists and
 * opens these files with mailbox-reader.ts; any mail client opens them too.
 */
import { randomUUID } from 'node:crypto'
import { mkdir, open, rename, rm } from 'node:fs/promises'
import path from 'node:path'

import nodemailer from 'nodemailer'

import { checkedDeliveryKey, nodemailerMessage, type MailAdapter } from './mail'

/** Writes each message to {dir}/{key}.eml atomically (temporary file, flushed, then renamed over the old one). */
export function mailboxMailAdapter(dir: string): MailAdapter {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    name: 'mailbox',
    async send(message) {
      const info = await transport.sendMail(nodemailerMessage(message))
      const file = path.join(dir, `${checkedDeliveryKey(message.key)}.eml`)
      // Starts with a dot and ends in .tmp, so listMailbox never shows a half-written file.
      const temporary = path.join(dir, `.${message.key}.${randomUUID()}.tmp`)
      await mkdir(dir, { recursive: true })
      try {
        const handle = await open(temporary, 'wx')
        try {
          await handle.writeFile(info.message as Buffer)
          await handle.sync()
        } finally {
          await handle.close()
        }
        await rename(temporary, file)
      } catch (error) {
        await rm(temporary, { force: true })
        throw error
      }
      return { messageId: info.messageId }
    },
  }
}
