'use client'

export function ReservationActions() {
  return null
}
