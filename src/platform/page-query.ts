/** A page's query parameters as Next.js hands them to a route. */
export type PageQuery = Record<string, string | string[] | undefined>

/** A query parameter's first value, trimmed; null when it is missing or blank. */
export const queryParam = (value: string | string[] | undefined): string | null => (Array.isArray(value) ? value[0] : value)?.trim() || null

/** `path` with the page's query, every value of every parameter kept (a sign-in or redirect target). */
export function withQuery(path: string, query: PageQuery): string {
  const search = new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : (Array.isArray(value) ? value : [value]).map((v) => [key, v]))),
  )
  return search.size ? `${path}?${search}` : path
}
