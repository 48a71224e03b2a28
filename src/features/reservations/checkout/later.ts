'use client'

import { laterIsland } from '@/components/later-island.client'

// A checkout step's form (its fields for every step, the step logic) is its own chunk, asked for as
// the page hydrates: the step page's first-load scripts stay under 150 KB (issue 42). The server's
// HTML shows the step meanwhile; what the shopper types or taps first is held and done once it is live.
export const CheckoutSteps = laterIsland(() => import('./CheckoutSteps.client').then((module) => module.CheckoutSteps), { loadAt: 'hydration' })
