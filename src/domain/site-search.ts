import type { Synonym } from '@/features/search'

import { readSearchableFields, type SearchableField } from './search-attributes'
import { siteSynonyms, type StoredSynonyms } from './search-synonyms'

/** A site's stock search settings (Sites → Search), with the defaults filled in. */
export interface SiteSearch {
  searchableFields: SearchableField[]
  synonyms: Synonym[]
}

/** The Sites `search` group as stored (it and its fields may be null). */
export interface StoredSiteSearch extends StoredSynonyms {
  searchableFields?: readonly unknown[] | null
}

export function readSiteSearch(stored: StoredSiteSearch | null | undefined): SiteSearch {
  return { searchableFields: readSearchableFields(stored?.searchableFields), synonyms: siteSynonyms(stored) }
}

/** What a site that never opened its search settings searches with. */
export const DEFAULT_SITE_SEARCH: SiteSearch = readSiteSearch(undefined)
