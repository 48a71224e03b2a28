import type { CollectionConfig } from 'payload'

/**
 * Drafts, a version history and scheduled publish and unpublish (Payload's jobs queue, run by
 * src/features/publishing on every app server): an editor prepares a sale page or promo ahead and
 * it goes live, and comes down, at the time they chose in the site's time zone.
 */
export const scheduledDrafts = { drafts: { schedulePublish: true }, maxPerDoc: 20 } satisfies CollectionConfig['versions']
