import type { Field } from 'payload'

import { isAdminUserField } from '../../access'

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const validEmail = (value: unknown) =>
  !value || (typeof value === 'string' && emailPattern.test(value.trim())) || 'Enter an email address, e.g. leads@crm.example.com.au.'
const validEmails = (value: unknown) =>
  !Array.isArray(value) || value.every((entry) => typeof entry === 'string' && emailPattern.test(entry.trim())) || 'Each entry must be an email address.'
const validHttpsUrl = (value: unknown) => {
  if (!value) return true
  try {
    const url = new URL(String(value))
    return url.protocol === 'https:' || url.hostname === 'localhost' || url.hostname === '127.0.0.1' ? true : 'Use an https:// address.'
  } catch {
    return 'Enter a full address, e.g. https://crm.example.com/leads.'
  }
}

/**
 * Where leads are delivered (the leads outbox): a dealer CRM intake address that reads ADF XML and staff
 * who get a readable email. Only admin users can read these fields; shoppers never see them.
 */
export function leadDeliveryGroup({ webhook, description }: { webhook: boolean; description: string }): Field {
  return {
    name: 'leadDelivery',
    type: 'group',
    access: { read: isAdminUserField },
    admin: { description },
    fields: [
      {
        name: 'crmEmail',
        type: 'text',
        validate: validEmail,
        admin: { description: 'CRM lead intake address: receives every lead as ADF XML (the format dealer CRMs read).' },
      },
      { name: 'notifyEmails', type: 'text', hasMany: true, validate: validEmails, admin: { description: 'Staff who get a readable email for every lead.' } },
      ...(webhook
        ? ([
            {
              name: 'webhookUrl',
              type: 'text',
              validate: validHttpsUrl,
              admin: { description: 'Also post each lead as JSON to this address (e.g. a CRM or Zapier webhook).' },
            },
            {
              name: 'webhookSecret',
              type: 'text',
              admin: { description: 'Signs each webhook post (X-Lead-Signature: sha256 HMAC of the body) so the receiver can trust it.' },
            },
          ] satisfies Field[])
        : []),
    ],
  }
}
