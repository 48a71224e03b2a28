import type { Pool } from 'pg'
import { after } from 'next/server'

import { getPayloadClient } from '@/platform/payload'
import { enquiryResponse, deliverLeadSoon } from '@/features/leads'
import { siteForRequest } from '@/platform/site-api'

export const dynamic = 'force-dynamic'

/** POST /api/enquiries: every lead form (see src/features/leads/enquiry-endpoint.ts). */
export async function POST(request: Request): Promise<Response> {
  const [site, payload] = await Promise.all([siteForRequest(request), getPayloadClient()])
  return enquiryResponse(request, { site, payload, pool: (payload.db as unknown as { pool: Pool }).pool, afterResponse: after, deliverSoon: deliverLeadSoon })
}
