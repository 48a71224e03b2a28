import type { Metadata } from 'next'

import { getPublishedPage, type PageBlocksView } from '@/platform/content'
import { buildPageMetadata } from '@/platform/page-metadata'
import type { ResolvedSite } from '@/platform/sites'
import { siteFromParams } from '@/platform/sites'
import { notFound } from 'next/navigation'

import { loadTradeInPage } from '../trade-in-page'
import { TradeInPage } from './TradeInPage'
import { allowRenderCache } from '@/platform/render-cache'

type Query = Record<string, string | string[] | undefined>

const HEADINGS: Record<string, string> = {
  'trade-in': 'Value your trade-in',
  'sell-my-car': 'Sell your car',
  'sell-your-car': 'Sell your car',
  'cars/trade-in': 'Value your trade-in',
}

/**
 * /trade-in, /sell-my-car, /sell-your-car and /cars/trade-in?car_id= (spec §2): the valuation flow;
 * a CMS page a marketer made at the same path shows its blocks above it (rendered by `Blocks`, from the route;
 * null where the address has no CMS page, /cars/trade-in).
 */
export async function TradeInRoute({ site, path, query, Blocks }: { site: ResolvedSite; path: string; query: Query; Blocks: PageBlocksView | null }) {
  const [data, page] = await Promise.all([loadTradeInPage(site, query), Blocks ? getPublishedPage(site.id, path) : null])
  const search = new URLSearchParams(Object.entries(query).flatMap(([key, value]) => (typeof value === 'string' ? [[key, value]] : [])))
  return (
    <>
      {page?.layout?.length && Blocks ? (
        <Blocks blocks={page.layout.filter((block) => block.blockType !== 'leadForm')} site={site} searchParams={query} />
      ) : null}
      <div className="container">
        <TradeInPage data={data} heading={HEADINGS[path] ?? 'Value your trade-in'} path={search.size ? `/${path}?${search}` : `/${path}`} />
      </div>
    </>
  )
}

export async function tradeInMetadata(site: ResolvedSite, path: string, withCmsPage: boolean): Promise<Metadata> {
  const page = withCmsPage ? await getPublishedPage(site.id, path) : null
  return buildPageMetadata(site, `/${path}`, {
    title: page?.meta?.title ?? page?.title ?? HEADINGS[path] ?? 'Value your trade-in',
    description:
      page?.meta?.description ??
      'Value your car online in a few minutes: identify it by its registration, tell us its condition and get an offer valid for 7 days.',
  })
}

type RouteProps = { params: Promise<{ host: string }>; searchParams: Promise<Query> }

/** The page module of each trade-in address: one for all, told which path it answers and how the route renders CMS blocks. */
export function tradeInRoute(path: string, Blocks: PageBlocksView | null) {
  return {
    async generateMetadata({ params }: RouteProps): Promise<Metadata> {
      const site = await siteFromParams(params)
      return site ? tradeInMetadata(site, path, Blocks !== null) : {}
    },
    async Page({ params, searchParams }: RouteProps) {
      const [site, query] = await Promise.all([siteFromParams(params), searchParams])
      if (!site) notFound()
      // The same for every signed-out shopper (a session keeps it out: currentShopper).
      await allowRenderCache()
      return <TradeInRoute site={site} path={path} query={query} Blocks={Blocks} />
    },
  }
}
