import type { PayloadRequest } from 'payload'

import { leadDeliveryStatus, leadDeliveryTargets, type LeadDeliverySettings } from '@/domain/lead-delivery'
import { LEAD_FORMS } from '@/domain/lead-form-catalogue'
import { relationId } from '@/platform/relation'
import type { Lead } from '../../payload-types'

type Ref = number | { id: number } | null | undefined

async function deliverySettings(req: PayloadRequest, locationRef: Ref, dealershipRef: Ref) {
  const locationId = relationId(locationRef)
  const location = locationId ? await req.payload.findByID({ collection: 'locations', id: locationId, depth: 0, overrideAccess: true, req }) : null
  const dealershipId = relationId(dealershipRef) ?? relationId(location?.dealership as Ref)
  const dealership = dealershipId ? await req.payload.findByID({ collection: 'dealerships', id: dealershipId, depth: 0, overrideAccess: true, req }) : null
  return {
    location: (location?.leadDelivery ?? null) as LeadDeliverySettings | null,
    dealership: dealership ? { ...dealership.leadDelivery, email: dealership.email } : null,
  }
}

/**
 * The outbox write for a new lead (the Leads collection's afterChange hook calls it on create): its
 * deliveries are created with `req`, so inside the lead's own transaction. Either the lead and every
 * delivery it needs are stored, or nothing is. Returns the lead with the delivery status they give it.
 */
export async function queueLeadDeliveries(req: PayloadRequest, lead: Lead): Promise<Lead> {
  const targets = leadDeliveryTargets({
    ...(await deliverySettings(req, lead.location, lead.dealership)),
    shopperEmail: LEAD_FORMS[lead.form].confirmsToShopper ? lead.email : null,
  })
  const now = new Date().toISOString()
  for (const { channel, target } of targets) {
    await req.payload.create({
      collection: 'lead-deliveries',
      data: { lead: lead.id, site: relationId(lead.site)!, channel, target, status: 'pending', attempts: 0, nextAttemptAt: now, history: [] },
      overrideAccess: true,
      req,
    })
  }
  const deliveryStatus = leadDeliveryStatus(targets.map(() => 'pending'))
  if (deliveryStatus !== lead.deliveryStatus) {
    await req.payload.db.updateOne({ collection: 'leads', id: lead.id, data: { deliveryStatus }, req })
    return { ...lead, deliveryStatus }
  }
  return lead
}
