'use client'

import dynamic from 'next/dynamic'

// Its own chunk, loaded only by pages that draw a map with a tile service configured: every other
// page showing a map block's list (and the offline demo) carries none of its code.
export const TileMap = dynamic(() => import('./TileMap.client').then((module) => module.TileMap))
