import { notFound } from 'next/navigation'

import { loadModelPage, modelPageMeta } from '@/features/models'
import { ModelPage } from '@/features/models/ui'
import { allowRenderCache } from '@/platform/render-cache'
import { siteDetailRoute } from '@/platform/site-detail-route'

type Props = { params: Promise<{ host: string; slug: string }> }

const route = siteDetailRoute(loadModelPage, modelPageMeta)

export const generateMetadata = route.generateMetadata

/**
 * /models/{slug}: one new-car model (issue 22). The same for every shopper until the site's content
 * or stock changes (its cars in stock come from the search index), so it is kept by the render cache.
 */
export default async function ModelRoute({ params }: Props) {
  await allowRenderCache()
  const found = await route.load(params)
  if (!found) notFound()
  return <ModelPage {...found} />
}
