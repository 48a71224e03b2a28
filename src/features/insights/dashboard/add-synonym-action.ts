'use server'

/**
 * The dashboard's "Add a synonym" form posts here (a server action, so it works before scripts load):
 * the signed-in admin user from the request's cookie, then addSearchSynonym with their own access.
 */
import { headers } from 'next/headers'

import { getPayloadClient } from '@/platform/payload'

import { addSearchSynonym, type AddSynonymResult } from './add-synonym'

export type AddSynonymState = AddSynonymResult | null

const field = (form: FormData, name: string): string => {
  const value = form.get(name)
  return typeof value === 'string' ? value.slice(0, 2000) : ''
}

export async function addSynonymAction(_previous: AddSynonymState, form: FormData): Promise<AddSynonymState> {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  return addSearchSynonym({ payload, user }, { siteId: field(form, 'site'), word: field(form, 'word'), alsoFind: field(form, 'alsoFind') })
}
