import { stringify } from 'qs-esm'

/**
 * The CSV export's address for the Leads list's current query: where, search and sort, written with
 * qs-esm as the admin list writes its own URL (paging is left out: the file holds every page).
 */
export function leadsExportHref(apiRoute: string, query: { where?: unknown; search?: unknown; sort?: unknown }): string {
  const params = stringify({ where: query.where, search: query.search || undefined, sort: query.sort || undefined }, { addQueryPrefix: true })
  return `${apiRoute}/leads/export.csv${params}`
}
