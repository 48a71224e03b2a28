'use client'

import { laterIsland } from '@/components/later-island.client'

// None of these is needed for the vehicle page's first paint: their code loads once the page has
// settled, or on the shopper's first touch inside one (later-island.client.tsx).
export const PhoneReveal = laterIsland(() => import('./PhoneReveal.client').then((module) => module.PhoneReveal))
export const ShareBar = laterIsland(() => import('./ShareBar.client').then((module) => module.ShareBar))
export const SimilarCars = laterIsland(() => import('../similar-cars/SimilarCars.client').then((module) => module.SimilarCars))
