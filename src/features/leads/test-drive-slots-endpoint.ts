import { z } from 'zod'

import { getPayloadClient } from '@/platform/payload'
import { getVisibleLocations } from '@/platform/content'
import { problem, rateLimited, siteForRequest } from '@/platform/site-api'
import { testDriveSlots } from '@/domain/test-drive-slots'

import { bookedTestDriveTimes } from './submit-enquiry'
import { testDriveSettings } from './form-setup'

const querySchema = z.object({ location: z.coerce.number().int().positive() })

/**
 * GET /api/test-drive-slots?location={id}: the free test-drive times at one of the site's locations,
 * `{ days: [{ date, label, slots: [{ startsAt, label }] }] }` (src/domain/test-drive-slots.ts).
 */
export async function testDriveSlotsResponse(request: Request): Promise<Response> {
  const site = await siteForRequest(request)
  if (!site) return problem(404, 'Site not found.')
  const limited = await rateLimited(request, 'testDriveSlots', 'Too many requests. Please try again shortly.')
  if (limited) return limited
  const parsed = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!parsed.success) return problem(400, "location: give the id of one of this site's locations.")
  const location = (await getVisibleLocations(site.id)).find((l) => l.id === parsed.data.location)
  if (!location) return problem(404, 'That location is not part of this site.')
  const now = new Date()
  const days = testDriveSlots(location, testDriveSettings(site), now, await bookedTestDriveTimes(await getPayloadClient(), location.id, now))
  return Response.json({ days }, { headers: { 'cache-control': 'no-store' } })
}
