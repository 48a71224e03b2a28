import { pathSlug } from './naming'
import type { SearchVocabulary } from './search-route'

/**
 * A site's search vocabulary as the search page sends it to the browser: make and model names only,
 * their path slugs being pathSlug of the name (how the server builds them). About a third of the
 * JSON, on a page that carries it in every copy of its HTML.
 */
export interface PackedSearchVocabulary {
  makes: Array<[make: string, models: string[]]>
  dealerships: SearchVocabulary['dealerships']
  locations: SearchVocabulary['locations']
}

export function packSearchVocabulary({ makes, dealerships, locations }: SearchVocabulary): PackedSearchVocabulary {
  return { makes: makes.map((make) => [make.name, make.models.map((model) => model.name)]), dealerships, locations }
}

export function unpackSearchVocabulary({ makes, dealerships, locations }: PackedSearchVocabulary): SearchVocabulary {
  const named = (name: string) => ({ slug: pathSlug(name), name })
  return { makes: makes.map(([make, models]) => ({ ...named(make), models: models.map(named) })), dealerships, locations }
}
