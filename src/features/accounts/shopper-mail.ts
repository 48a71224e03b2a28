import 'server-only'

import { randomUUID } from 'node:crypto'

import { escapeHtml } from '@/domain/html'
import { mailAdapterFromEnv, mailFrom, type OutgoingMail } from '@/features/leads'

/**
 * Mail to shoppers (sign-in codes, alerts) through the same mail port as lead mail: SMTP when set,
 * else the offline mailbox the admin shows. From the dealer site's name at the platform's address.
 */
export const shopperMailFrom = (siteName: string): string => {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim()
  return `"${siteName.replaceAll('"', "'")}" <${address}>`
}

export async function sendShopperMail(message: Omit<OutgoingMail, 'key' | 'from'> & { key?: string; siteName: string }): Promise<void> {
  const { siteName, key, ...rest } = message
  await mailAdapterFromEnv().send({ ...rest, key: key ?? `shopper-${Date.now()}-${randomUUID()}`, from: shopperMailFrom(siteName) })
}

/** The sign-in mail: the code in the subject and body, and the one-click link. */
export function signInMail({
  siteName,
  code,
  link,
  minutes,
}: {
  siteName: string
  code: string
  link: string
  minutes: number
}): Pick<OutgoingMail, 'subject' | 'text' | 'html'> {
  const text = [
    `Your ${siteName} sign-in code is ${code}.`,
    '',
    `Type it on the sign-in page, or open this link to sign in straight away:`,
    link,
    '',
    `The code and the link work once, for ${minutes} minutes. If you did not ask to sign in, ignore this email: nobody can sign in without it.`,
  ].join('\n')
  const html = `<p>Your ${escapeHtml(siteName)} sign-in code is</p><p style="font-size:28px;letter-spacing:6px;font-weight:bold">${code}</p><p><a href="${escapeHtml(link)}">Sign in to ${escapeHtml(siteName)}</a></p><p>The code and the link work once, for ${minutes} minutes. If you did not ask to sign in, ignore this email.</p>`
  return { subject: `${code} is your ${siteName} sign-in code`, text, html }
}
