import type { JSONField } from 'payload'

/**
 * A record only the platform writes (a reservation's history, a delivery's attempts, a lead's campaign
 * tags), read by staff in the admin as rows and tables (src/components/admin/RecordField.client.tsx).
 * Payload's own JSON field is a code editor that fetches its code from a CDN, and the admin loads
 * nothing from another host (issue 41).
 */
export const storedRecord = ({ name, description }: { name: string; description: string }): JSONField => ({
  name,
  type: 'json',
  admin: { readOnly: true, description, components: { Field: '/src/components/admin/RecordField.client#RecordField' } },
})
