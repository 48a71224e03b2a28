import type { PageQuery } from '@/platform/page-query'
import type { ResolvedSite } from '@/platform/sites'

/** The request's query parameters, as Next gives them to a page (blocks read e.g. locationQuery, vehiclePriceBudget, car_id). */
export type BlockSearchParams = Readonly<PageQuery>

/** Every block component receives its stored block, the site it renders for and, on a page, the request's query parameters. */
export type BlockProps<B> = { block: B; site: ResolvedSite; searchParams?: BlockSearchParams }
