import type { TextField } from 'payload'

/** URL-safe lower-case slug; unique per site through the collection's compound index, not globally. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
/** Page paths may nest (e.g. pages/capped-price-servicing, pages/eofy-sale). */
export const PAGE_PATH_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/

export const slugField = (overrides: Partial<TextField> = {}, pattern: RegExp = SLUG_PATTERN): TextField =>
  ({
    name: 'slug',
    type: 'text',
    required: true,
    index: true,
    admin: { position: 'sidebar', description: 'Lower-case words joined by hyphens, e.g. main-street. Unique within this site.' },
    validate: (value: unknown) =>
      typeof value === 'string' && pattern.test(value)
        ? true
        : pattern === SLUG_PATTERN
          ? 'Use lower-case letters, numbers and single hyphens only.'
          : 'Use lower-case words joined by hyphens, with / between parts (e.g. pages/eofy-sale).',
    ...overrides,
  }) as TextField

/** Natural keys that two dealers may share: unique per (key, site) rather than across the platform. */
export const uniquePerSite = (...fields: string[]) => [{ fields: [...fields, 'site'], unique: true }]
