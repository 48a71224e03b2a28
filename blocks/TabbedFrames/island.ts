'use client'

import { laterIsland } from '@/components/later-island.client'

// Its own chunk, loaded only by pages that show the block, as the page hydrates; a tab chosen before its code is there is held and chosen then.
export const FrameTabs = laterIsland(() => import('./FrameTabs.client').then((module) => module.FrameTabs), { loadAt: 'hydration' })
