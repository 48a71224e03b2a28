'use client'
/**
 * The reservation screen's actions (issue 19 "Admin"): Mark paid, Extend hold, Complete sale, Cancel
 * and refund, each offered only from the statuses it applies to (src/domain/reservation.ts). Each
 * posts to POST /api/reservations/:id/action, which checks the editor's site and records who did it.
 */
import { useConfig, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useState } from 'react'

import { RESERVATION_ACTIONS, reservationActionsFor, type ReservationAction, type ReservationStatus } from '@/domain/reservation'

export function ReservationActions() {
  const { id } = useDocumentInfo()
  const { config } = useConfig()
  const status = useFormFields(([fields]) => fields.status?.value) as ReservationStatus | undefined
  const [state, setState] = useState<{ busy: ReservationAction | null; message: string | null }>({ busy: null, message: null })
  if (!id || !status) return null
  const actions = reservationActionsFor(status)
  if (actions.length === 0) return null

  const run = async (action: ReservationAction) => {
    if (
      action === 'cancel' &&
      !window.confirm('Cancel this reservation? A deposit paid online is refunded, the car goes back on sale and the shopper is emailed.')
    )
      return
    setState({ busy: action, message: null })
    const response = await fetch(`${config.routes.api}/reservations/${id}/action`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action }),
    }).catch(() => null)
    const body = ((await response?.json().catch(() => null)) ?? {}) as { message?: string }
    if (response?.ok) {
      setState({ busy: null, message: `${RESERVATION_ACTIONS[action].label}: done.` })
      // The form holds the document as loaded: reload it with the new status and history.
      window.location.reload()
    } else setState({ busy: null, message: body.message ?? 'That did not work. Please try again.' })
  }

  return (
    <div
      className="reservation-actions"
      role="group"
      aria-label="Reservation actions"
      style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'center', marginBottom: '1.5rem' }}
    >
      {actions.map((action) => (
        <button
          key={action}
          type="button"
          className={`btn btn--size-small ${action === 'cancel' ? 'btn--style-secondary' : 'btn--style-primary'}`}
          disabled={state.busy !== null}
          aria-busy={state.busy === action || undefined}
          onClick={() => void run(action)}
        >
          {RESERVATION_ACTIONS[action].label}
        </button>
      ))}
      <p role="status" style={{ margin: 0 }}>
        {state.message}
      </p>
    </div>
  )
}
