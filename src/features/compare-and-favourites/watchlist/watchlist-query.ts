import { QueryClient } from '@tanstack/react-query'

/** One cache for every heart on the page: the list is asked for once and each change shows everywhere. */
export const watchlistQueryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: true } } })

export const WATCHLIST_QUERY_KEY = ['watchlist'] as const
