'use client'

import { laterIsland } from '@/components/later-island.client'

/**
 * The lead form dialog as a later island (later-island.client.tsx): its code and the modal's load
 * once the page has settled, or at the first touch in its button (the click is held and done again).
 * For pages where the dialog is one enquiry among many (a location list's Send Enquiry buttons); the
 * vehicle page, whose buttons are all dialogs, loads LeadFormDialog with the page itself.
 */
export const LaterLeadFormDialog = laterIsland(() => import('./LeadFormDialog.client').then((module) => module.LeadFormDialog))
