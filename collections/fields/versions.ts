import type { CollectionConfig } from 'payload'

/**
 * Drafts, a version history and scheduled publish and unpublish (Payload's jobs queue, run by
 * src/features/publishing on every app server): an editor prepares a sale page or promo ahead and
 * it goes live, and comes down, at the time they chose in the site's time zone. The Publish button
 * says "Save draft to schedule" while the form has unsaved changes, when Payload hides Schedule Publish.
 */
export const withScheduledPublishing = (config: CollectionConfig): CollectionConfig => ({
  ...config,
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 20 },
  admin: {
    ...config.admin,
    components: {
      ...config.admin?.components,
      edit: { ...config.admin?.components?.edit, PublishButton: '/src/features/publishing/admin/SchedulablePublishButton.client#SchedulablePublishButton' },
    },
  },
})
