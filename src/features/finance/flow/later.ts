'use client'

import { laterIsland } from '@/components/later-island.client'

// The pre-approval's step form and personalised finance's quote table are each their own chunk, asked
// for as the page hydrates: each page's first-load scripts stay under 150 KB (issue 42). The server's
// HTML shows the form meanwhile; what the shopper types or taps first is held and done once it is live.
export const PreApprovalSteps = laterIsland(() => import('./PreApprovalSteps.client').then((module) => module.PreApprovalSteps), { loadAt: 'hydration' })
export const LenderQuotes = laterIsland(() => import('./LenderQuotes.client').then((module) => module.LenderQuotes), { loadAt: 'hydration' })
