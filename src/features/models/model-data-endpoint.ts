import 'server-only'

import { z } from 'zod'

import { findModelByName } from '@/domain/models'
import { plainText } from '@/domain/text'
import type { Model } from '@/payload-types'
import { getModels } from '@/platform/content'
import { problem, rateLimited } from '@/platform/site-api'
import type { ResolvedSite } from '@/platform/sites'

import { makeOf } from './model-pages'

const querySchema = z.object({
  name: plainText('Give a model name, e.g. ?name=RAV4.').trim().min(1, 'Give a model name, e.g. ?name=RAV4.').max(100, 'That model name is too long.'),
})

/** Spec §7 "Model data by model name": the variants' names and the colours with the variant each belongs to (null: every variant). */
export function modelData(model: Model) {
  return {
    model_variants: (model.variants ?? []).map((variant) => ({ name: variant.name, full_name: variant.fullName ?? null, series: variant.series ?? null })),
    colours: (model.colours ?? []).map((colour) => ({
      name: colour.name,
      hexCode: colour.hexCode ?? null,
      model_variant_name: colour.variantName?.trim() || null,
    })),
  }
}

/**
 * GET /api/models/by-name?name=RAV4: one of the site's models by name ("rav-4", "Mazda 3" and the
 * model's slug work too). 404 when the host is no site or the site has no such model, 400 without a
 * name, 429 too many. Public content, so it may be cached briefly; it shares the public search's
 * rate limit (a read of the site's catalogue, like a search).
 */
export async function modelDataResponse(request: Request, { site }: { site: ResolvedSite | null }): Promise<Response> {
  if (!site) return problem(404, 'Site not found.')
  const limited = await rateLimited(request, 'modelData', 'Too many requests. Please wait a minute and try again.')
  if (limited) return limited
  const parsed = querySchema.safeParse({ name: new URL(request.url).searchParams.get('name') ?? undefined })
  if (!parsed.success) return problem(400, parsed.error.issues[0]?.message ?? 'Give a model name.')
  const model = findModelByName(await getModels(site.id), parsed.data.name, makeOf)
  if (!model) return problem(404, `This site has no model called ${JSON.stringify(parsed.data.name)}.`)
  return Response.json(modelData(model), { headers: { 'cache-control': 'public, max-age=60' } })
}
