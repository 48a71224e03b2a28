import { RichText } from '@/components/RichText'
import type { RichTextBlock as RichTextBlockData } from '@/payload-types'

import type { BlockProps } from '../types'

export function RichTextBlock({ block }: BlockProps<RichTextBlockData>) {
  return (
    <section className="container section">
      <RichText data={block.content} />
    </section>
  )
}
