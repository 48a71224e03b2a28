import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { garagePathOf, GATED_PATHS } from '@/domain/sign-in'
import { currentShopper, guardGatedPage } from '@/features/accounts'
import { leadFormRouteFor } from '@/features/leads'
import { LeadFormSection } from '@/features/leads/ui'
import { getPublishedPage, type PageBlocksView } from '@/platform/content'
import { buildPageMetadata } from '@/platform/page-metadata'
import { siteFromParams, type ResolvedSite } from '@/platform/sites'

import { loadFinanceCar, loadPersonalisedFinance, loadPreApprovalPage } from '../finance-pages'
import { financeSiteSettings } from '../finance-settings'
import { FinanceHub, InstantPriceSection } from './FinanceHub'
import { PersonalisedFinancePage } from './PersonalisedFinancePage'
import { PreApprovalPage } from './PreApprovalPage'
import { queryParam, withQuery } from '@/platform/page-query'

type Query = Record<string, string | string[] | undefined>
type CmsPage = NonNullable<Awaited<ReturnType<typeof getPublishedPage>>>
type Block = CmsPage['layout'][number]

/** The finance addresses (spec §2) this capability answers; /finance-enquiry stays the plain lead form page. */
export type FinancePath = 'finance' | 'finance-pre-approval' | 'apply-for-finance' | 'instant-price' | 'personalised/finance'

const PAGES: Record<FinancePath, { title: string; description: string }> = {
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

const isFinanceForm = (block: Block) => block.blockType === 'leadForm' && block.form === 'finance'

/** What each page here gets: the site, the query, the CMS page at the same path and its blocks' renderer (from the route). */
type PageProps = { site: ResolvedSite; query: Query; page: CmsPage | null; Blocks: PageBlocksView }

/** The marketer's blocks at the same path, without the finance form where this page renders its own. */
function CmsBlocks({ page, site, query, Blocks, keep = (block) => !isFinanceForm(block) }: PageProps & { keep?: (block: Block) => boolean }) {
  const blocks = page?.layout?.filter(keep) ?? []
  return blocks.length ? <Blocks blocks={blocks} site={site} searchParams={query} /> : null
}

async function PreApproval({ path, ...props }: PageProps & { path: FinancePath }) {
  const { site, query } = props
  const [data, shopper] = await Promise.all([loadPreApprovalPage(site, query), currentShopper(site)])
  return (
    <>
      <CmsBlocks {...props} keep={(block) => block.blockType !== 'leadForm'} />
      {/* #finance-form: the spec's finance links land on the application whichever form it is. */}
      <div className="container section" id="finance-form">
        <PreApprovalPage
          data={data}
          heading={PAGES[path].title}
          lenderChosen={queryParam(query.lender) !== null}
          place={{ signedIn: shopper !== null, garagePath: garagePathOf(site) }}
        />
      </div>
    </>
  )
}

/** The enquiry form as /apply-for-finance always showed it: the page's blocks, the form where a block placed it or after them. */
function FinanceEnquiry({ site, query, page, Blocks }: PageProps) {
  const route = leadFormRouteFor('finance', query)
  if (!page) return <LeadFormSection site={site} route={route} />
  const placed = page.layout?.some((block) => block.blockType === 'leadForm')
  return (
    <>
      <Blocks blocks={page.layout} site={site} searchParams={query} />
      {placed ? null : <LeadFormSection site={site} route={route} headingLevel={2} pageId={String(page.id)} />}
    </>
  )
}

/**
 * One finance address (issue 21): the sign-in gate where the site set one (GATED_PATHS), the CMS
 * page a marketer made at the same path above, then the capability's own page.
 */
export async function FinanceRoute({ site, path, query, Blocks }: { site: ResolvedSite; path: FinancePath; query: Query; Blocks: PageBlocksView }) {
  const gate = GATED_PATHS[path]
  if (gate) await guardGatedPage(site, gate, withQuery(`/${path}`, query))
  const page = path === 'personalised/finance' ? null : await getPublishedPage(site.id, path)
  const props: PageProps = { site, query, page, Blocks }
  if (path === 'finance-pre-approval' || (path === 'apply-for-finance' && financeSiteSettings(site).preApprovalAtApplyForFinance))
    return <PreApproval {...props} path={path} />
  if (path === 'apply-for-finance') return <FinanceEnquiry {...props} />
  if (path === 'personalised/finance') {
    const data = await loadPersonalisedFinance(site, query)
    return (
      <div className="container section">
        <PersonalisedFinancePage data={data} carId={queryParam(query.car_id)} />
      </div>
    )
  }
  if (path === 'instant-price') {
    const named = await loadFinanceCar(site, query)
    return (
      <>
        <CmsBlocks {...props} />
        {/* #finance-form: the spec's finance links land on the instant price, this page's form. */}
        <section className="container section finance-instant-page" id="finance-form" aria-labelledby="instant-price-heading">
          <h1 id="instant-price-heading">{PAGES['instant-price'].title}</h1>
          <p>Your weekly repayment and rate for an amount, a term and your credit history. For an answer on how much you could borrow, get pre-approved.</p>
          <InstantPriceSection site={site} query={query} headingId="instant-price-heading" named={named} />
        </section>
      </>
    )
  }
  const blocks = page?.layout ?? []
  const placedForm = blocks.find(isFinanceForm)
  return (
    <>
      <CmsBlocks {...props} />
      <FinanceHub
        site={site}
        query={query}
        heading={blocks.some((block) => block.blockType === 'hero') ? null : (page?.title ?? PAGES.finance.title)}
        withCalculator={!blocks.some((block) => block.blockType === 'financeCalculator')}
        formHeading={placedForm?.blockType === 'leadForm' ? (placedForm.heading ?? null) : null}
        pageId={page ? String(page.id) : undefined}
      />
    </>
  )
}

export async function financeMetadata(site: ResolvedSite, path: FinancePath): Promise<Metadata> {
  const page = path === 'personalised/finance' ? null : await getPublishedPage(site.id, path)
  return buildPageMetadata(site, `/${path}`, {
    title: page?.meta?.title ?? page?.title ?? PAGES[path].title,
    description: page?.meta?.description ?? PAGES[path].description,
  })
}

type RouteProps = { params: Promise<{ host: string }>; searchParams: Promise<Query> }

/** The page module of each finance address: one for all, told which path it answers and how the route renders CMS blocks. */
export function financeRoute(path: FinancePath, Blocks: PageBlocksView) {
  return {
    async generateMetadata({ params }: RouteProps): Promise<Metadata> {
      const site = await siteFromParams(params)
      return site ? financeMetadata(site, path) : {}
    },
    async Page({ params, searchParams }: RouteProps) {
      const [site, query] = await Promise.all([siteFromParams(params), searchParams])
      if (!site) notFound()
      return <FinanceRoute site={site} path={path} query={query} Blocks={Blocks} />
    },
  }
}
