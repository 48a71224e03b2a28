'use client'

import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type React from 'react'

/** The admin has no query client of its own: the stock choosers' requests share this one. */
const adminStockQueries = new QueryClient()

export function AdminStockQueries({ children }: { children: React.ReactNode }) {
  return <QueryClientProvider client={adminStockQueries}>{children}</QueryClientProvider>
}

/** GET one of the admin's stock endpoints (src/features/publishing/admin-stock.ts) for the page's site; a refusal throws its own message. */
export async function fetchAdminStock<T>(path: 'stock-picker' | 'stock-facets', siteId: unknown, query: Record<string, string> = {}): Promise<T> {
  const params = new URLSearchParams({ site: String(siteId ?? ''), ...query })
  const response = await fetch(`/api/pages/${path}?${params}`, { credentials: 'include' })
  if (!response.ok)
    throw new Error(((await response.json()) as { errors?: { message: string }[] }).errors?.[0]?.message ?? "This site's stock could not be read.")
  return (await response.json()) as T
}
