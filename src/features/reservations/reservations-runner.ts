import type { PayloadRequest } from 'payload'
import { z } from 'zod'

import { RESERVATION_ACTIONS, type ReservationAction } from '@/domain/reservation'
import { deliverLeadSoon } from '@/features/leads'
import { isDatabaseUnavailable } from '@/platform/database'
import { getPayloadClient } from '@/platform/payload'
import { problem } from '@/platform/site-api'
import { startSweep } from '@/platform/sweep'

import { configuredPayments } from './checkout-settings'
import { applyReservationAction, runReservationExpiry, type ChangeDeps } from './reservation-changes'

async function changeDeps(): Promise<ChangeDeps> {
  return { payload: await getPayloadClient(), payments: configuredPayments(), deliverSoon: deliverLeadSoon }
}

/**
 * Every app server releases reservations past their time on an interval; each release is one
 * conditional update, so servers running together release a car once (no timer holds state).
 */
export function startReservationExpirySweep(intervalMs = 30_000): void {
  startSweep('reservation expiry', intervalMs, async () => runReservationExpiry(await changeDeps()))
}

const actionSchema = z.object({ action: z.enum(Object.keys(RESERVATION_ACTIONS) as [ReservationAction]) })

/**
 * POST /api/reservations/:id/action `{ action }` from the admin's reservation screen: only staff who
 * can read the reservation (editors of its site) may change it; the change is recorded with their email.
 */
export async function reservationActionEndpoint(req: PayloadRequest): Promise<Response> {
  if (!req.user) return problem(401, 'Sign in to change reservations.')
  const id = Number(req.routeParams?.id)
  const parsed = actionSchema.safeParse(await req.json?.().catch(() => null))
  if (!Number.isInteger(id) || !parsed.success) return problem(400, 'Choose one of the actions shown.')
  const visible = await req.payload.findByID({ collection: 'reservations', id, depth: 0, overrideAccess: false, user: req.user, disableErrors: true })
  if (!visible) return problem(404, 'Reservation not found.')
  try {
    const result = await applyReservationAction(
      { ...(await changeDeps()), payload: req.payload },
      id,
      parsed.data.action,
      String((req.user as { email?: string }).email ?? `user ${req.user.id}`),
    )
    return result.ok ? Response.json({ status: result.status }) : problem(result.status, result.message)
  } catch (error) {
    // A database that could not do it in time is Payload's 503 (afterError), not the payment provider's fault.
    if (isDatabaseUnavailable(error)) throw error
    console.error(`[reservations] ${parsed.data.action} on reservation ${id} failed`, error)
    return problem(502, 'The payment provider did not answer. Nothing was changed; please try again.')
  }
}
