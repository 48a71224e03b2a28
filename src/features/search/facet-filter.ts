/**
 * One Algolia facet filter (`attribute:value`). A value that starts with a minus sign is escaped,
 * which Algolia (and the embedded engine) would otherwise read as "not value".
 */
export const facetFilter = (attribute: string, value: string): string => `${attribute}:${value.startsWith('-') ? `\\${value}` : value}`
