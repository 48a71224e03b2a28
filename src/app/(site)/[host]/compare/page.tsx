import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { COMPARE_TABLE_TEXTS as TEXTS } from '@/domain/compare-table'
import { listPageMetadata, siteWithFeature } from '@/features/compare-and-favourites'
import { ComparePage } from '@/features/search/ui'

type Props = { params: Promise<{ host: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return listPageMetadata((await params).host, 'compareEnabled', '/compare', (site) => ({
    title: TEXTS.heading,
    description: `Compare cars side by side at ${site.name}.`,
  }))
}

/** /compare?cars=slug1,slug2,slug3: up to three of the site's cars side by side (features/search/compare/ComparePage.tsx). */
export default async function CompareRoute({ params, searchParams }: Props) {
  const site = await siteWithFeature((await params).host, 'compareEnabled')
  if (!site) notFound()
  return <ComparePage site={site} cars={(await searchParams).cars} />
}
