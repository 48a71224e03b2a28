'use client'

import { useRouter } from 'next/navigation'

import { DetailsForm } from '../sign-in/DetailsForm.client'
import type { DetailsValues } from '../sign-in/details-values'

/** My garage's My details: the first sign-in's form with the alert switch; saved details re-render the page. */
export function MyDetails({ initial, siteName }: { initial: DetailsValues; siteName: string }) {
  const router = useRouter()
  return (
    <DetailsForm
      initial={initial}
      siteName={siteName}
      submitLabel="Save my details"
      savedMessage="Your details are saved."
      withAlerts
      onSaved={() => router.refresh()}
    />
  )
}
