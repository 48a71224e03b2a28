import type { CollectionConfig } from 'payload'

import { siteContent } from './fields/site-content'

/** Images for pages, promos, locations and logos; resized by sharp, cropped around the focal point. */
export const Media: CollectionConfig = siteContent({
  slug: 'media',
  upload: {
    // Local disk by default (git-ignored); the S3 storage plugin takes over when S3_BUCKET is set.
    staticDir: '.data/media',
    mimeTypes: ['image/*'],
    focalPoint: true,
    formatOptions: { format: 'webp', options: { quality: 78 } },
    imageSizes: [
      { name: 'thumbnail', width: 200, height: 133, position: 'centre', formatOptions: { format: 'webp', options: { quality: 75 } } },
      { name: 'card', width: 600, height: 400, formatOptions: { format: 'webp', options: { quality: 75 } } },
      { name: 'hero', width: 1600, height: 640, formatOptions: { format: 'webp', options: { quality: 75 } } },
    ],
    adminThumbnail: 'thumbnail',
  },
  fields: [{ name: 'alt', type: 'text', required: true, admin: { description: 'Describe the image for shoppers using screen readers.' } }],
})
