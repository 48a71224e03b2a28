'use client'

import { laterIsland } from '@/components/later-island.client'

// Every page's header has the box: as server HTML it is a plain search form that works before any
// script, so its suggestions' code loads once the page has settled, or at the shopper's first focus
// or key in it; what was typed by then is sent again (later-island.client.tsx).
export const HeaderSearchBox = laterIsland(() => import('./HeaderSearchBox.client').then((module) => module.HeaderSearchBox))
