'use client'

import { laterIsland } from '@/components/later-island.client'

// The wheel is server HTML; its code loads once the page has settled, or at the shopper's first touch (later-island.client.tsx).
export const SpinWheel = laterIsland(() => import('./SpinWheel.client').then((module) => module.SpinWheel))
