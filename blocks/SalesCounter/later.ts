'use client'

import { laterIsland } from '@/components/later-island.client'

// The server renders the figure of the moment; its count-up starts once the page has settled (later-island.client.tsx).
export const SalesCounterFigure = laterIsland(() => import('./SalesCounterFigure.client').then((module) => module.SalesCounterFigure))
