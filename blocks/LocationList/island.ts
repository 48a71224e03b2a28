'use client'

import dynamic from 'next/dynamic'

// Its own chunk, loaded only by pages that show the block; with the page, not later: the list is
// often a page's first screen, and its tabs answer arrow keys from the first moment.
export const LocationList = dynamic(() => import('./LocationList.client').then((module) => module.LocationList))
