import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { RenderBlocks } from '@blocks/RenderBlocks'
import { loadLivePreview } from '@/features/publishing'
import { LivePreviewPage } from '@/features/publishing/ui'
import { queryParam } from '@/platform/page-query'
import { siteFromParams } from '@/platform/sites'

type Props = { params: Promise<{ host: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export const metadata: Metadata = { title: 'Preview', robots: { index: false, follow: false } }

/** /preview?token=: the admin's live preview of a draft (issue 23); a token for another site or past its time is a 404. */
export default async function PreviewRoute({ params, searchParams }: Props) {
  const site = await siteFromParams(params)
  const query = await searchParams
  const preview = site ? await loadLivePreview(site, queryParam(query.token) ?? undefined) : null
  if (!site || !preview) notFound()
  return <LivePreviewPage site={site} preview={preview} searchParams={query} Blocks={RenderBlocks} />
}
