'use client'

import { laterIsland } from '@/components/later-island.client'

// For cards the server renders in a page's own grid (StockCardGrid: stock blocks, offers, model pages):
// the save and compare buttons, with the favourites, compare and watchlist stores they read, are a
// chunk of their own, loaded as the page hydrates, only by a page that shows such a grid. A page that
// can show a marketer's blocks but lists no cars (a step flow under a CMS page) carries none of it.
export const VehicleCardSaveButtons = laterIsland(() => import('./VehicleCardSaveButtons.client').then((module) => module.VehicleCardSaveButtons), {
  loadAt: 'hydration',
})
