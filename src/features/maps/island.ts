'use client'

import { laterIsland } from '@/components/later-island.client'

// Its own chunk, loaded only by pages that draw a map with a tile service configured, as the page
// hydrates: every other page showing a map block's list (and the offline demo) carries none of its code.
export const TileMap = laterIsland(() => import('./TileMap.client').then((module) => module.TileMap), { loadAt: 'hydration' })
