'use client'

import dynamic from 'next/dynamic'

/**
 * The form engine (react-hook-form, zod, phone metadata) as its own chunk: rendered on the server as
 * usual, but its script is loaded only by pages that show a form, not by every CMS page that could.
 */
export const LeadFormLoader = dynamic(() => import('./LeadForm.client').then((m) => m.LeadForm))
