import { ThreeFeatureBanner } from '@/components/ThreeFeatureBanner'
import type { ThreeFeatureBannerBlock as ThreeFeatureBannerData } from '@/payload-types'

import type { BlockProps } from '../types'

export function ThreeFeatureBannerBlock({ block }: BlockProps<ThreeFeatureBannerData>) {
  return <ThreeFeatureBanner features={block.features} />
}
