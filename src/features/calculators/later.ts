'use client'

import { laterIsland } from '@/components/later-island.client'

// Calculators sit below a page's first screen: their code loads once the page has settled (later-island.client.tsx).
export const FinanceCalculator = laterIsland(() => import('./FinanceCalculator.client').then((module) => module.FinanceCalculator))
export const FuelCostCalculator = laterIsland(() => import('./FuelCostCalculator.client').then((module) => module.FuelCostCalculator))
export const DeliveryCalculator = laterIsland(() => import('./DeliveryCalculator.client').then((module) => module.DeliveryCalculator))
