'use client'

import { laterIsland } from './later-island.client'

// Its own chunk, loaded as the page hydrates, only by a page that shows a location's type tabs (the
// locator, a location block, a location's hours). A page that can show a marketer's blocks but shows
// no locations (a step flow) carries none of it.
export const LocationTabs = laterIsland(() => import('./LocationTabs.client').then((module) => module.LocationTabs), { loadAt: 'hydration' })
