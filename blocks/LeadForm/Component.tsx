import { leadFormRouteFor } from '@/features/leads'
import { LeadFormSection } from '@/features/leads/ui'
import type { LeadFormBlock as LeadFormData } from '@/payload-types'

import type { BlockProps } from '../types'

/** A lead form a marketer places on any page (its code loads once the page has settled); ?car_id= and the finance link's parameters fill it in. */
export function LeadFormBlock({ block, site, searchParams = {} }: BlockProps<LeadFormData>) {
  return <LeadFormSection site={site} route={leadFormRouteFor(block.form, searchParams)} heading={block.heading} headingLevel={2} later />
}
