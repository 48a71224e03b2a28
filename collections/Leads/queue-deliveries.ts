import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'

import { relationId } from '../../src/platform/relation'
import { leadDeliveryStatus, leadDeliveryTargets, type LeadDeliverySettings } from '../../src/domain/lead-delivery'


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
 * The outbox write: a new lead's deliveries are created with `req`, so inside the lead's own
 * transaction. Either the lead and every delivery it needs are stored, or nothing is.
 */
export const queueLeadDeliveries: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  const targets = leadDeliveryTargets(await deliverySettings(req, doc.location, doc.dealership))
  const now = new Date().toISOString()
  for (const { channel, target } of targets) {
    await req.payload.create({
      collection: 'lead-deliveries',
      data: { lead: doc.id, site: relationId(doc.site)!, channel, target, status: 'pending', attempts: 0, nextAttemptAt: now, history: [] },
      overrideAccess: true,
      req,
    })
  }
  const deliveryStatus = leadDeliveryStatus(targets.map(() => 'pending'))
  if (deliveryStatus !== doc.deliveryStatus) {
    await req.payload.db.updateOne({ collection: 'leads', id: doc.id, data: { deliveryStatus }, req })
    return { ...doc, deliveryStatus }
  }
  return doc
}
