'use client'

import { useRouter } from 'next/navigation'

import { suggestionHref } from '@/domain/search-suggestions'

import { SearchSuggestBox } from './SearchSuggestBox.client'
import type { SuggestionSource } from './use-suggestions'

/** The header's box: a picked suggestion opens the search for it. */
export function HeaderSearchBox({ id, source, searchPath, placeholder }: { id: string; source: SuggestionSource; searchPath: string; placeholder: string }) {
  const router = useRouter()
  return (
    <SearchSuggestBox
      id={id}
      name="query"
      className="header-search__input"
      placeholder={placeholder}
      maxLength={100}
      source={source}
      onPick={(suggestion) => router.push(suggestionHref(searchPath, suggestion))}
    />
  )
}
