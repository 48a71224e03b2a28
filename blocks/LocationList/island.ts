'use client'

import { laterIsland } from '@/components/later-island.client'

// Its own chunk, loaded only by pages that show the block; as the page hydrates, not later: the list
// is often a page's first screen. A tap or text typed before its code is there is held and done then.
export const LocationList = laterIsland(() => import('./LocationList.client').then((module) => module.LocationList), { loadAt: 'hydration' })
