'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'

/** Renders the preview again each time the editor saves in the admin that framed it (and only that admin: `adminOrigin`). */
export function LivePreviewRefresh({ adminOrigin }: { adminOrigin: string }) {
  const router = useRouter()
  return <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={adminOrigin} />
}
