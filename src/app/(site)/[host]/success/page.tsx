import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import type { LeadFormType } from '@/domain/lead-for-delivery'
import { LEAD_FORM_TYPES, LEAD_FORMS } from '@/domain/lead-form-catalogue'
import { SuccessDetails } from '@/features/leads/ui'
import { buildPageMetadata } from '@/platform/page-metadata'
import { siteFromParams } from '@/platform/sites'

type Props = { params: Promise<{ host: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await siteFromParams(params)
  if (!site) return {}
  return { ...(await buildPageMetadata(site, '/success', { title: 'Thank you' })), robots: { index: false } }
}

/**
 * /success (spec §2, §4 "Multi-step forms"): thanks the shopper, shows the car they enquired on and
 * what happens next for the form they sent, in the site's own words when its marketers wrote them.
 * What was sent is read from the browser (the enquired car and success category), never the URL.
 */
export default async function SuccessPage({ params }: Props) {
  const site = await siteFromParams(params)
  if (!site) notFound()
  const nextSteps = Object.fromEntries(
    LEAD_FORM_TYPES.map((form) => [
      form,
      { kind: LEAD_FORMS[form].kind, message: site.leadForms?.find((row) => row.form === form)?.successMessage?.trim() || LEAD_FORMS[form].successMessage },
    ]),
  ) as Record<LeadFormType, { kind: string; message: string }>
  return (
    <section className="container section success-page">
      <SuccessDetails nextSteps={nextSteps} phone={site.phone ?? null} />
    </section>
  )
}
