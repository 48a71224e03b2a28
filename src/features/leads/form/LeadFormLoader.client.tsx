'use client'

import dynamic from 'next/dynamic'

import { laterIsland } from '@/components/later-island.client'

// The form engine (react-hook-form, zod, phone metadata) is its own chunk, rendered on the server as
// usual and loaded only by pages that show a form.

/** A form that is the page's purpose (/contact, a test drive): its code loads with the page, so it is prefilled at once. */
export const LeadFormLoader = dynamic(() => import('./LeadForm.client').then((module) => module.LeadForm))

/**
 * A form placed lower on a page (a lead form block): its code loads once the page has settled, or
 * at the shopper's first touch in the form. Text typed and a submit made before then are held and
 * done again once it is live (held-actions.ts), so nothing the shopper entered is lost.
 */
export const LaterLeadForm = laterIsland(() => import('./LeadForm.client').then((module) => module.LeadForm))
