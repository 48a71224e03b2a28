import Link from 'next/link'

import { loadModelsPage } from '@/features/models'
import { ModelTile } from '@/features/models/ui'
import type { ModelRangeBlock as ModelRangeData } from '@/payload-types'

import { BlockSection } from '../BlockSection'
import type { BlockProps } from '../types'

/**
 * The site's models (issue 23) from the same data as /models, in its order: a body type the range
 * does not have today shows nothing rather than the whole range under the wrong heading.
 */
export async function ModelRangeBlock({ block, site }: BlockProps<ModelRangeData>) {
  const range = await loadModelsPage(site, block.body ?? undefined)
  if (range.unknownBody) return null
  const models = range.groups.flatMap((group) => group.models).slice(0, block.count ?? 8)
  if (models.length === 0) return null
  return (
    <BlockSection id={`model-range-${block.id}`} heading={block.heading} className="model-list">
      <ul className="model-list__tiles">
        {models.map((summary) => (
          <li key={summary.model.id}>
            <ModelTile summary={summary} />
          </li>
        ))}
      </ul>
      <p>
        <Link className="button button--secondary" href={range.selected ? `/models?body=${range.selected}` : '/models'}>
          See the whole range
        </Link>
      </p>
    </BlockSection>
  )
}
