'use client'

import { laterIsland } from '@/components/later-island.client'

// The form engine (react-hook-form, zod, phone metadata) is its own chunk, rendered on the server as
// usual and loaded only by pages that show a form. Text typed and a submit made before it is live are
// held and done again once it is (held-actions.ts), so nothing the shopper entered is lost.

/**
 * A form that is the page's purpose (/contact, a test drive, a new-car order): its code is asked for
 * as the page hydrates, so it is prefilled from remembered details at once, without being part of
 * the page's first-load scripts.
 */
export const LeadFormLoader = laterIsland(() => import('./LeadForm.client').then((module) => module.LeadForm), { loadAt: 'hydration' })

/** A form placed lower on a page (a lead form block): its code loads once the page has settled, or at the shopper's first touch in the form. */
export const LaterLeadForm = laterIsland(() => import('./LeadForm.client').then((module) => module.LeadForm))
