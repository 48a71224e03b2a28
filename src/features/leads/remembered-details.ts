'use client'

import { useSyncExternalStore } from 'react'

import { storedUserDetails } from './shopper-storage'

export type ContactPrefill = Record<string, string | undefined>

const noChanges = () => () => undefined
const snapshot = () => JSON.stringify(storedUserDetails())

/**
 * A flow's contact details to start from: the signed-in account's, else the details an earlier lead
 * form remembered in this browser (spec §3 "Stored browser data"), named as the flows' fields.
 */
export function useContactPrefill(accountPrefill: ContactPrefill | null): ContactPrefill | null {
  // The stored text is the snapshot, so the parse below runs only when it changes; null on the server.
  const stored = JSON.parse(useSyncExternalStore(noChanges, snapshot, () => 'null')) as ReturnType<typeof storedUserDetails>
  if (accountPrefill) return accountPrefill
  return stored ? { firstName: stored.name, lastName: stored.last_name, email: stored.email, phone: stored.phone, postcode: stored.postcode } : null
}
