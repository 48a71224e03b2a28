import type { Field, GroupField } from 'payload'

/** A named group of settings with the line editors read above it; `options` adds the rest (e.g. who may change it). */
export const settingsGroup = (name: string, description: string, fields: Field[], options: Partial<GroupField> = {}): GroupField =>
  ({ name, type: 'group', ...options, admin: { description }, fields }) as GroupField
