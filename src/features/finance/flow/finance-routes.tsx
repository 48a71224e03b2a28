import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'

import { GATED_PATHS } from '@/domain/sign-in'
import { guardGatedPage } from '@/features/accounts'
import { getPublishedPage, type PageBlocksView } from '@/platform/content'
import { buildPageMetadata } from '@/platform/page-metadata'
import { withQuery } from '@/platform/page-query'
import { siteFromParams, type ResolvedSite } from '@/platform/sites'
import { allowRenderCache } from '@/platform/render-cache'

type Query = Record<string, string | string[] | undefined>
type CmsPage = NonNullable<Awaited<ReturnType<typeof getPublishedPage>>>
type Block = CmsPage['layout'][number]

/** The finance addresses (spec §2) this capability answers; /finance-enquiry stays the plain lead form page. */
export type FinancePath = 'finance' | 'finance-pre-approval' | 'apply-for-finance' | 'instant-price' | 'personalised/finance'

export const FINANCE_PAGES: Record<FinancePath, { title: string; description: string }> = {
  finance: {
    title: 'Car finance',
    description: 'Car finance: work out your repayments, get an instant price or an indicative pre-approval, or ask our finance team.',
  },
  'finance-pre-approval': {
    title: 'Get pre-approved for car finance',
    description: 'Get an indicative car finance answer in about five minutes: how much you could borrow and your weekly repayment.',
  },
  'apply-for-finance': { title: 'Apply for finance', description: 'Apply for car finance with our finance team.' },
  'instant-price': { title: 'Instant price', description: 'Your weekly car loan repayment and rate, straight away.' },
  'personalised/finance': {
    title: 'Personalised finance',
    description: "Every lender's quote for this car, side by side, for your deposit, term and balloon.",
  },
}

export const isFinanceForm = (block: Block) => block.blockType === 'leadForm' && block.form === 'finance'

/** What a finance address's view gets: the site, the query, the CMS page at the same path, its blocks' renderer (from the route) and the path. */
export type FinanceViewProps = { site: ResolvedSite; query: Query; page: CmsPage | null; Blocks: PageBlocksView | null; path: FinancePath }

/**
 * What one finance address shows under its gate. Each address's page module names its own view, so a
 * page's module graph, and the browser code it loads, holds that view alone (issue 42).
 */
export type FinanceView = (props: FinanceViewProps) => ReactNode | Promise<ReactNode>

/** The marketer's blocks at the same path, without the finance form where this page renders its own. */
export function CmsBlocks({ page, site, query, Blocks, keep = (block) => !isFinanceForm(block) }: FinanceViewProps & { keep?: (block: Block) => boolean }) {
  const blocks = page?.layout?.filter(keep) ?? []
  return blocks.length && Blocks ? <Blocks blocks={blocks} site={site} searchParams={query} /> : null
}

export async function financeMetadata(site: ResolvedSite, path: FinancePath, withCmsPage: boolean): Promise<Metadata> {
  const page = withCmsPage ? await getPublishedPage(site.id, path) : null
  return buildPageMetadata(site, `/${path}`, {
    title: page?.meta?.title ?? page?.title ?? FINANCE_PAGES[path].title,
    description: page?.meta?.description ?? FINANCE_PAGES[path].description,
  })
}

type RouteProps = { params: Promise<{ host: string }>; searchParams: Promise<Query> }

/**
 * The page module of a finance address (issue 21): the sign-in gate where the site set one
 * (GATED_PATHS), the CMS page a marketer made at the same path, then the address's view. `Blocks`
 * null: the address has no CMS page (its page module then carries no block's browser code).
 */
export function financeRoute(path: FinancePath, Blocks: PageBlocksView | null, View: FinanceView) {
  return {
    async generateMetadata({ params }: RouteProps): Promise<Metadata> {
      const site = await siteFromParams(params)
      return site ? financeMetadata(site, path, Blocks !== null) : {}
    },
    async Page({ params, searchParams }: RouteProps) {
      const [site, query] = await Promise.all([siteFromParams(params), searchParams])
      if (!site) notFound()
      // The same for every signed-out shopper (a session keeps it out: currentShopper).
      await allowRenderCache()
      const gate = GATED_PATHS[path]
      if (gate) await guardGatedPage(site, gate, withQuery(`/${path}`, query))
      const page = Blocks ? await getPublishedPage(site.id, path) : null
      return <View site={site} query={query} page={page} Blocks={Blocks} path={path} />
    },
  }
}
