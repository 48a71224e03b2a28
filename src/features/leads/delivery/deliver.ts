/**
 * The one entry point the lead outbox calls for each delivery row: send the stored lead over one
 * channel to one target. Resolves with a reference for the admin (Message-ID or HTTP status) and
 * throws on any failure, so the outbox keeps the row and retries it with the same key.
 */
import type { DeliveryChannel } from '@/domain/lead-delivery'
import type { LeadForDelivery } from '@/domain/lead-for-delivery'

import { leadAdfXml } from './adf'
import type { MailAdapter } from './mail'
import { shopperEmail } from './shopper-email'
import { staffNotificationEmail } from './staff-email'
import { postLeadWebhook } from './webhook'

/** The channels are the domain's (DELIVERY_CHANNELS in src/domain/lead-delivery): crm-adf, ADF XML as the plain-text body to a CRM intake address; staff-email, the readable email; webhook, a JSON POST. */
export type { DeliveryChannel }

export interface DeliveryDeps {
  mail: MailAdapter
  /** The From address (MAIL_FROM). */
  from: string
  /** Unique per delivery row and stable across its retries (letters, digits, ".", "_", "-"). */
  key: string
  webhookSecret?: string | null
  /** Bounds a webhook post (mail adapters carry their own). */
  timeoutMs?: number
  fetch?: typeof fetch
}

/** "crm@a.test, sales@b.test; x@c.test" -> three addresses; throws when there is none. */
export function mailTargets(target: string): string[] {
  const addresses = target
    .split(/[,;]/)
    .map((address) => address.trim())
    .filter(Boolean)
  if (addresses.length === 0) throw new Error('No delivery address.')
  return addresses
}

export async function deliverLead(channel: DeliveryChannel, target: string, lead: LeadForDelivery, deps: DeliveryDeps): Promise<{ reference: string }> {
  const headers = { 'X-Lead-Id': String(lead.id), 'X-Lead-Site': lead.site.slug }
  switch (channel) {
    case 'crm-adf': {
      // CRMs read the lead from a plain-text body holding only the XML: no HTML part, nothing around it.
      const sent = await deps.mail.send({
        key: deps.key,
        from: deps.from,
        to: mailTargets(target),
        subject: `ADF lead ${lead.id}`,
        text: leadAdfXml(lead),
        headers,
      })
      return { reference: sent.messageId }
    }
    case 'staff-email': {
      const email = staffNotificationEmail(lead)
      const replyTo = lead.customer.email.trim() || undefined
      const sent = await deps.mail.send({
        key: deps.key,
        from: deps.from,
        to: mailTargets(target),
        replyTo,
        subject: email.subject,
        text: email.text,
        html: email.html,
        headers,
      })
      return { reference: sent.messageId }
    }
    case 'shopper-email': {
      const email = shopperEmail(lead)
      const replyTo = lead.dealership?.email?.trim() || undefined
      const sent = await deps.mail.send({
        key: deps.key,
        from: deps.from,
        to: mailTargets(target),
        replyTo,
        subject: email.subject,
        text: email.text,
        html: email.html,
        headers,
      })
      return { reference: sent.messageId }
    }
    case 'webhook': {
      if (!/^https?:\/\//i.test(target.trim())) throw new Error(`Lead webhook target is not a web address: ${target}`)
      const { status } = await postLeadWebhook(target.trim(), lead, { key: deps.key, secret: deps.webhookSecret, timeoutMs: deps.timeoutMs, fetch: deps.fetch })
      return { reference: `HTTP ${status}` }
    }
    default: {
      const unknown: never = channel
      throw new Error(`Unknown delivery channel: ${String(unknown)}`)
    }
  }
}
