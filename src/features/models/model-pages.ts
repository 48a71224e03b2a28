import 'server-only'

import { makeDisplayName, pathSlug } from '@/domain/naming'
import { driveAwayPriceRange, filterModelsByBody, groupModelsByBody, MODEL_STOCK_CAR_TYPES, modelStockCards, modelTitle, stockSpellings } from '@/domain/models'
import { facetFilter, loadStockCards } from '@/features/search'
import type { Model } from '@/payload-types'
import { getModel, getModels } from '@/platform/content'
import type { ResolvedSite } from '@/platform/sites'

/** In-stock cars a model page shows before "See all N in stock" (as many as similar cars, spec §9). */
const STOCK_CARDS = 6

/** A model's make as shoppers read it ("Suzuki Australia" is Suzuki), from its manufacturer. */
export const makeOf = (model: Model): string => makeDisplayName(typeof model.manufacturer === 'object' ? model.manufacturer.name : '')

/** What every model tile and page shows of a model. */
export function modelSummary(model: Model) {
  const make = makeOf(model)
  const title = modelTitle(make, model.name)
  return {
    model,
    make,
    /** "RAV4", or "Mazda3" for a Mazda called "3" (spec §9 renamed models). */
    title,
    comingSoon: model.status === 'coming_soon',
    priceRange: driveAwayPriceRange(model.variants),
    /** The first colour's hex code, for the drawn car (models have no photos yet). */
    hexCode: model.colours?.[0]?.hexCode ?? null,
  }
}
export type ModelSummary = ReturnType<typeof modelSummary>

/** "New Toyota models", "New Toyota and Lexus models", or "New models" for more makes or none. */
function listingHeading(makes: string[]): string {
  return makes.length > 0 && makes.length <= 2 ? `New ${makes.join(' and ')} models` : 'New models'
}

/** /models and /models?body={body}: the site's models by body, and the bodies a shopper can pick. */
export async function loadModelsPage(site: ResolvedSite, body: string | string[] | undefined) {
  const summaries = (await getModels(site.id)).map(modelSummary)
  const groups = groupModelsByBody(summaries.map((summary) => ({ ...summary, slug: summary.model.slug, name: summary.title, body: summary.model.body })))
  const makes = [...new Set(summaries.map((s) => s.make).filter(Boolean))].sort()
  return {
    site,
    heading: listingHeading(makes),
    bodies: groups.map(({ body, slug, models }) => ({ body, slug, count: models.length })),
    ...filterModelsByBody(groups, body),
  }
}
export type ModelsPageData = Awaited<ReturnType<typeof loadModelsPage>>

export function modelsPageMeta({ heading, selected, groups }: ModelsPageData) {
  const body = selected ? groups[0]?.body : null
  return {
    // A known body is a page of its own; an unknown one is the full list, so it points at /models.
    path: selected ? `/models?body=${selected}` : '/models',
    title: body ? `${heading}: ${body}` : heading,
    description: `${heading}${body ? ` (${body})` : ''}: drive-away prices, variants, colours and the cars in stock.`,
  }
}

/**
 * The site's cars of this model, through the stock search like a shopper's search: new and demo cars
 * first, then used (one search each, sent together). The total is what /search/{make}/{model} lists,
 * and that path is written from the cars' own make and model (the names the search path knows) so
 * the link never leads to a 404.
 */
async function loadModelStock(site: ResolvedSite, make: string, model: Model) {
  const { makes, models } = stockSpellings(make, model.name)
  const ofModel = [makes.map((m) => facetFilter('make', m)), models.map((m) => facetFilter('model', m))]
  const groups = await Promise.all(
    MODEL_STOCK_CAR_TYPES.map((carTypes) =>
      loadStockCards(site, { facetFilters: [...ofModel, carTypes.map((type) => facetFilter('car_type', type))], limit: STOCK_CARDS }),
    ),
  )
  const { cars, total } = modelStockCards(groups, STOCK_CARDS)
  const first = cars[0]
  return { cars, total, card: groups[0]!.card, searchHref: total > 0 && first ? `/search/${pathSlug(first.make)}/${pathSlug(first.model)}` : null }
}

/** /models/{slug}: the model, its summary and its cars in stock; null for a slug the site does not have. */
export async function loadModelPage(site: ResolvedSite, slug: string) {
  const model = await getModel(site.id, slug)
  if (!model) return null
  const summary = modelSummary(model)
  return { site, ...summary, stock: await loadModelStock(site, summary.make, model) }
}
export type ModelPageData = NonNullable<Awaited<ReturnType<typeof loadModelPage>>>

export function modelPageMeta({ model, make, title }: ModelPageData) {
  return {
    path: `/models/${model.slug}`,
    title: `${make} ${title}`.trim(),
    description: model.shortDescription || `The ${make} ${title}: drive-away prices, variants, colours and the cars in stock.`,
    image: model.image ?? null,
  }
}

/** The site's models as menus list them (the header's New Vehicles dropdown, the footer's Models column). */
export async function siteModels(siteId: number): Promise<Array<{ name: string; slug: string; make: string }>> {
  return (await getModels(siteId)).map((model) => ({ name: model.name, slug: model.slug, make: makeOf(model) }))
}
