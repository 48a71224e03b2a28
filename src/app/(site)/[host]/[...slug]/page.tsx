import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { RenderBlocks } from '@blocks/RenderBlocks'
import { guardGatedPage } from '@/features/accounts'
import { brandOverviewSlug, loadBrandOverview } from '@/features/brands'
import { BrandOverviewPage } from '@/features/brands/ui'
import { GATED_PATHS } from '@/domain/sign-in'
import { leadFormRoute } from '@/features/leads'
import { LEAD_FORMS } from '@/domain/lead-form-catalogue'
import { FinancePrivacyNotice } from '@/features/finance/ui'
import { LeadFormSection } from '@/features/leads/ui'
import { RichText } from '@/components/RichText'
import { LEGAL_TEXT_ROUTES } from '@/platform/options'
import { getLegalText, getPublishedPage } from '@/platform/content'
import { buildPageMetadata } from '@/platform/page-metadata'
import { allowRenderCache } from '@/platform/render-cache'
import { siteFromParams } from '@/platform/sites'
import { withQuery } from '@/platform/page-query'

type Props = { params: Promise<{ host: string; slug: string[] }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * A CMS page by path; /privacy-policy and /terms-and-conditions fall back to the site's legal text,
 * the lead form paths (/contact, /finance, /contact-us/{location}...) to the platform's form page, and
 * /{brand}/overview to the brand's page built from the site's data. The site's redirects answer
 * before this page does, in the proxy (src/platform/site-redirects.ts). Kept by the render cache: a
 * gated page reads the shopper's session, which keeps it out (refuseRenderCache).
 */
async function loadContent(params: Props['params'], searchParams: Props['searchParams']) {
  const { host, slug } = await params
  const site = await siteFromParams({ host })
  if (!site) return null
  const path = slug.map(decodeURIComponent).join('/')
  const form = leadFormRoute(path, await searchParams)
  const page = await getPublishedPage(site.id, path)
  if (page) return { site, path, page, legal: null, form }
  const legalKind = LEGAL_TEXT_ROUTES[path]
  const legal = legalKind ? await getLegalText(site.id, legalKind) : null
  if (legal) return { site, path, page: null, legal, form: null }
  if (form) return { site, path, page: null, legal: null, form }
  const brand = brandOverviewSlug(path)
  const brandOverview = brand ? await loadBrandOverview(site, brand) : null
  return brandOverview ? { site, path, page: null, legal: null, form: null, brandOverview } : null
}

// Metadata never throws notFound(): the page itself does, so the 404 is rendered on the server.
export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const found = await loadContent(params, searchParams)
  if (!found) return {}
  const { site, path, page, legal, form } = found
  if (found.brandOverview) {
    const { manufacturer } = found.brandOverview
    return buildPageMetadata(site, `/${path}`, {
      title: `${manufacturer.name} at ${site.name}`,
      description: `${manufacturer.name} cars in stock, dealerships, service and parts at ${site.name}.`,
    })
  }
  if (page) return buildPageMetadata(site, `/${path}`, { title: page.meta?.title ?? page.title, description: page.meta?.description, image: page.meta?.image })
  return buildPageMetadata(site, `/${path}`, { title: legal?.title ?? LEAD_FORMS[form!.form].label })
}

export default async function CmsPage({ params, searchParams }: Props) {
  await allowRenderCache()
  const found = await loadContent(params, searchParams)
  if (!found) notFound()
  const { site, path, page, form } = found
  const gate = GATED_PATHS[path]
  if (gate) await guardGatedPage(site, gate, withQuery(`/${path}`, await searchParams))
  if (page) {
    const placed = page.layout?.some((block) => block.blockType === 'leadForm')
    return (
      <>
        <RenderBlocks blocks={page.layout} site={site} searchParams={await searchParams} />
        {form && !placed ? <LeadFormSection site={site} route={form} headingLevel={2} pageId={String(page.id)} /> : null}
      </>
    )
  }
  if (form) return <LeadFormSection site={site} route={form} />
  if (found.brandOverview) return <BrandOverviewPage overview={found.brandOverview} />
  return (
    <article className="container prose legal-text">
      <h1>{found.legal!.title}</h1>
      <RichText data={found.legal!.body} />
      {found.legal!.kind === 'privacy-policy' ? <FinancePrivacyNotice site={site} /> : null}
    </article>
  )
}
