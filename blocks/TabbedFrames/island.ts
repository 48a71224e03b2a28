'use client'

import dynamic from 'next/dynamic'

// Its own chunk, loaded only by pages that show the block, with the page: its tabs answer arrow keys from the first moment.
export const FrameTabs = dynamic(() => import('./FrameTabs.client').then((module) => module.FrameTabs))
