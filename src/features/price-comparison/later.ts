'use client'

import { laterIsland } from '@/components/later-island.client'

// The gauge sits below the vehicle page's first screen: its code loads once the page has settled (later-island.client.tsx).
export const PriceComparison = laterIsland(() => import('./PriceComparison.client').then((module) => module.PriceComparison))
