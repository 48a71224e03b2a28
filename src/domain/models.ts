/**
 * New-car model pages (issue 22; spec §2 /models?body=, "Other screens"; §3 Model, Variant, Colour;
 * §4 colour picker; §9 slider arrows, body-type sort, renamed models): which models a body filter
 * lists, the drive-away price range, how the variants are laid out, the colour picker's state, which
 * cars in stock lead and the side view a model is drawn as.
 */
import type { CarType } from './car-types'
import { formatMoney } from './money'
import { compareBodyTypes, makeDisplayName, MAKE_DISPLAY_NAMES, MODEL_DISPLAY_NAMES, modelDisplayName, pathSlug } from './naming'

/** The parts of a Models document these rules read (the collection's own field names). */
export interface ModelVariantFacts {
  name: string
  fullName?: string | null
  series?: string | null
  dapMinPrice?: number | null
  dapMaxPrice?: number | null
  features?: readonly string[] | null
}
export interface ModelColourFacts {
  name: string
  hexCode?: string | null
  /** The variant the colour belongs to; empty means every variant. */
  variantName?: string | null
  /** Body-type key (the maker's id) for models sold in several body styles. */
  bodyType?: string | null
}
export interface ModelFacts {
  slug: string
  name: string
  body?: string | null
  variants?: readonly ModelVariantFacts[] | null
  colours?: readonly ModelColourFacts[] | null
}

// ---- /models grouped by body (spec §2 /models?body={body}) ----

/** Where models without a body are listed, after every named body. */
export const OTHER_BODY = 'Other'

export interface BodyGroup<M> {
  body: string
  /** As /models?body= writes it: "Cab Chassis" -> "cab-chassis". */
  slug: string
  models: M[]
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en-AU', { numeric: true })

/** Models by body ("SUV" and "suv" are one body), bodies in the spec's body-type order then by name, models by name. */
export function groupModelsByBody<M extends ModelFacts>(models: readonly M[]): BodyGroup<M>[] {
  const groups = new Map<string, BodyGroup<M>>()
  for (const model of models) {
    const named = model.body?.trim() ?? ''
    const body = pathSlug(named) ? named : OTHER_BODY
    const slug = pathSlug(body)
    const group = groups.get(slug) ?? { body, slug, models: [] }
    group.models.push(model)
    groups.set(slug, group)
  }
  const isOther = (group: BodyGroup<M>) => (group.body === OTHER_BODY ? 1 : 0)
  return [...groups.values()]
    .map((group) => ({ ...group, models: [...group.models].sort(byName) }))
    .sort((a, b) => isOther(a) - isOther(b) || compareBodyTypes(a.body, b.body))
}

export interface BodyFilter<M> {
  /** The groups to show: the chosen body's, or all. */
  groups: BodyGroup<M>[]
  /** The chosen body's slug, null for all. */
  selected: string | null
  /** What the shopper asked for when no model has that body (the page then lists all). */
  unknownBody: string | null
}

/** `?body=suv` (any case or spacing) keeps that body's models; no or an empty body lists all; a body no model has lists all, and says so. */
export function filterModelsByBody<M>(groups: BodyGroup<M>[], requested: string | readonly string[] | null | undefined): BodyFilter<M> {
  const raw = (Array.isArray(requested) ? requested[0] : requested)?.trim().slice(0, 60) ?? ''
  const slug = pathSlug(raw)
  if (!slug) return { groups, selected: null, unknownBody: null }
  const group = groups.find((g) => g.slug === slug)
  return group ? { groups: [group], selected: slug, unknownBody: null } : { groups, selected: null, unknownBody: raw }
}

// ---- Names (spec §9 groupings and renamed numeric models) ----

/** "Mazda" and "3" -> "Mazda3"; "Toyota" and "RAV4" -> "RAV4". */
export const modelTitle = (make: string, model: string) => modelDisplayName(make, model)

/** How a shopper or another system may spell a model: case, spaces and hyphens aside ("rav-4", "RAV4"). */
const nameKey = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '')

/** The model called `name` (its name, display name or slug, e.g. "Mazda 3" for Mazda3), or null. */
export function findModelByName<M extends ModelFacts>(models: readonly M[], name: string, makeOf: (model: M) => string): M | null {
  const wanted = nameKey(name)
  if (!wanted) return null
  return models.find((model) => [model.name, modelTitle(makeOf(model), model.name), model.slug].some((spelling) => nameKey(spelling) === wanted)) ?? null
}

/**
 * The make and model spellings a stock feed may use for this model (facet values match case-insensitively):
 * "Suzuki" is also "Suzuki Australia"; Mazda's "Mazda3" is also "3" and "Mazda 3".
 */
export function stockSpellings(make: string, model: string): { makes: string[]; models: string[] } {
  const shownMake = makeDisplayName(make)
  const makes = [make.trim(), ...Object.keys(MAKE_DISPLAY_NAMES).filter((spelling) => MAKE_DISPLAY_NAMES[spelling] === shownMake)]
  const renamed = Object.entries(MODEL_DISPLAY_NAMES[shownMake.toLowerCase()] ?? {}).filter(([, shown]) => nameKey(shown) === nameKey(model))
  const models = [model.trim(), ...renamed.flatMap(([bare]) => [bare, `${shownMake} ${bare}`])]
  return { makes: [...new Set(makes)], models: [...new Set(models)] }
}

// ---- Cars in stock ----

/**
 * A new-model page sells the model new: its new and demo cars lead, used ones of the model fill the
 * rest (issue 41). Each group is one search, in this order.
 */
export const MODEL_STOCK_CAR_TYPES: readonly (readonly CarType[])[] = [['new', 'demo'], ['used']]

/** The first `limit` cars of the groups in order, and how many the groups hold in all ("See all N in stock"). */
export function modelStockCards<C>(groups: readonly { cars: readonly C[]; total: number }[], limit: number): { cars: C[]; total: number } {
  return { cars: groups.flatMap((group) => group.cars).slice(0, limit), total: groups.reduce((sum, group) => sum + group.total, 0) }
}

// ---- Prices ----

export interface PriceRange {
  min: number
  max: number
}

const prices = (values: ReadonlyArray<number | null | undefined>) => values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0)

/** From the lowest drive-away minimum to the highest drive-away maximum (each standing in for the other when missing); null without prices. */
export function driveAwayPriceRange(variants: readonly Pick<ModelVariantFacts, 'dapMinPrice' | 'dapMaxPrice'>[] | null | undefined): PriceRange | null {
  const mins = prices((variants ?? []).map((v) => v.dapMinPrice))
  const maxes = prices((variants ?? []).map((v) => v.dapMaxPrice))
  const lows = mins.length ? mins : maxes
  const highs = maxes.length ? maxes : mins
  if (!lows.length) return null
  const min = Math.min(...lows)
  return { min, max: Math.max(min, ...highs) }
}

/** "From $44,990 to $60,150 drive away", or "$44,990 drive away" when both ends are the same. */
export function driveAwayPriceText(range: PriceRange): string {
  return range.min === range.max ? `${formatMoney(range.min)} drive away` : `From ${formatMoney(range.min)} to ${formatMoney(range.max)} drive away`
}

// ---- Variants (spec §2 "Other screens", §4, §9) ----

/** A slider from 3 variants (more than 2), its arrows from 4; 8 features before View more. */
export const VARIANT_SLIDER_FROM = 3
export const VARIANT_ARROWS_FROM = 4
export const FEATURES_BEFORE_VIEW_MORE = 8

export interface VariantLayout {
  heading: string
  kind: 'slider' | 'grid'
  arrows: boolean
}

export function variantLayout(modelName: string, variantCount: number): VariantLayout {
  return {
    heading: variantCount < 2 ? `${modelName} Features` : `Which ${modelName} will you choose?`,
    kind: variantCount >= VARIANT_SLIDER_FROM ? 'slider' : 'grid',
    arrows: variantCount >= VARIANT_ARROWS_FROM,
  }
}

/** The features a variant card lists (each once), and its toggle's text (null when all fit). */
export function variantFeatures(
  features: readonly string[] | null | undefined,
  expanded: boolean,
): { shown: string[]; toggle: 'View more' | 'View less' | null } {
  const all = [...new Set((features ?? []).map((f) => f.trim()).filter(Boolean))]
  if (all.length <= FEATURES_BEFORE_VIEW_MORE) return { shown: all, toggle: null }
  return expanded ? { shown: all, toggle: 'View less' } : { shown: all.slice(0, FEATURES_BEFORE_VIEW_MORE), toggle: 'View more' }
}

/** The name an order uses: the variant's full name ("Toyota RAV4 GX"), else make, model and variant. */
export function vehicleName(make: string, modelName: string, variant?: Pick<ModelVariantFacts, 'name' | 'fullName'> | null): string {
  return variant?.fullName?.trim() || [makeDisplayName(make), modelName, variant?.name].filter(Boolean).join(' ')
}

/** /models/order-now?model_id={slug}&model_name={name}&vehicle={full name} (spec §2). */
export function orderNowHref(model: Pick<ModelFacts, 'slug' | 'name'>, vehicle: string): string {
  return `/models/order-now?${new URLSearchParams({ model_id: model.slug, model_name: model.name, vehicle })}`
}

// ---- The drawn car (models have no photos yet) ----

export type CarShape = 'sedan' | 'hatch' | 'suv' | 'ute' | 'van'

// First match wins: "Cab Chassis" is a ute, "Caravan" is not a van.
const SHAPE_WORDS: ReadonlyArray<readonly [CarShape, RegExp]> = [
  ['ute', /\b(ute|pick-?up|cab|chassis)\b/],
  ['van', /\b(van|people mover|bus)\b/],
  ['suv', /\b(suv|wagon|crossover|4x4)\b/],
  ['hatch', /\bhatch(back)?\b/],
]

/** The side view a model's body is drawn as ("Ute" a cab and tray, "People Mover" a van); a sedan for any other body or none. */
export function carShape(body: string | null | undefined): CarShape {
  const words = body?.toLowerCase() ?? ''
  return SHAPE_WORDS.find(([, pattern]) => pattern.test(words))?.[0] ?? 'sedan'
}

// ---- Colour picker (spec §4) ----

/** A second-level body-type tab from 3 body types and more than 15 colours. */
export const BODY_TYPE_TABS_FROM_TYPES = 3
export const BODY_TYPE_TABS_OVER_COLOURS = 15

/** A swatch's colour: the stored hex code, or a neutral grey when it is missing or malformed. */
export const swatchHex = (hexCode: string | null | undefined) => (hexCode && /^#[0-9a-fA-F]{6}$/.test(hexCode.trim()) ? hexCode.trim() : '#9AA4B1')

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/** The colours a variant comes in: its own and those for every variant (no variant name); all colours when there is no variant. */
export function coloursForVariant<C extends ModelColourFacts>(colours: readonly C[], variantName: string | null): C[] {
  return colours.filter((c) => !variantName || !c.variantName?.trim() || sameName(c.variantName, variantName))
}

/** The body-type tabs for these colours, in the spec's body-type order; null when the second-level tab does not appear. */
export function bodyTypeTabs(colours: readonly ModelColourFacts[]): string[] | null {
  const types = [...new Set(colours.map((c) => c.bodyType?.trim()).filter((t): t is string => Boolean(t)))]
  if (types.length < BODY_TYPE_TABS_FROM_TYPES || colours.length <= BODY_TYPE_TABS_OVER_COLOURS) return null
  return types.sort(compareBodyTypes)
}

export interface ColourPickerState {
  variantIndex: number
  bodyTypeIndex: number
  colourIndex: number
}
export type ColourPickerAction =
  | { type: 'selectVariant'; index: number }
  | { type: 'selectBodyType'; index: number }
  | { type: 'selectColour'; index: number }
  | { type: 'nextColour' }
  | { type: 'previousColour' }

export const INITIAL_COLOUR_PICKER: ColourPickerState = { variantIndex: 0, bodyTypeIndex: 0, colourIndex: 0 }

export interface ColourPickerModel<C extends ModelColourFacts = ModelColourFacts> {
  variants: readonly { name: string }[]
  colours: readonly C[]
}

/** What the picker shows in a state: the variant, the body-type tabs (or null), the colours to pick from and the chosen one. */
export function colourPickerView<C extends ModelColourFacts>(model: ColourPickerModel<C>, state: ColourPickerState) {
  const variant = model.variants[state.variantIndex] ?? null
  const ofVariant = coloursForVariant(model.colours, variant?.name ?? null)
  const bodyTypes = bodyTypeTabs(ofVariant)
  const bodyType = bodyTypes ? (bodyTypes[state.bodyTypeIndex] ?? bodyTypes[0]!) : null
  const colours = bodyType ? ofVariant.filter((c) => !c.bodyType?.trim() || sameName(c.bodyType, bodyType)) : ofVariant
  const colourIndex = Math.min(state.colourIndex, Math.max(colours.length - 1, 0))
  return { variant, bodyTypes, bodyType, colours, colourIndex, colour: colours[colourIndex] ?? null }
}

const inRange = (index: number, length: number) => Number.isInteger(index) && index >= 0 && index < length

/** The picker's next state: a new variant or body type starts from its first colour; the arrows wrap around. */
export function reduceColourPicker(model: ColourPickerModel, state: ColourPickerState, action: ColourPickerAction): ColourPickerState {
  const view = colourPickerView(model, state)
  const count = view.colours.length
  switch (action.type) {
    case 'selectVariant':
      return inRange(action.index, model.variants.length) ? { variantIndex: action.index, bodyTypeIndex: 0, colourIndex: 0 } : state
    case 'selectBodyType':
      return inRange(action.index, view.bodyTypes?.length ?? 0) ? { ...state, bodyTypeIndex: action.index, colourIndex: 0 } : state
    case 'selectColour':
      return inRange(action.index, count) ? { ...state, colourIndex: action.index } : state
    case 'nextColour':
      return count ? { ...state, colourIndex: (view.colourIndex + 1) % count } : state
    case 'previousColour':
      return count ? { ...state, colourIndex: (view.colourIndex - 1 + count) % count } : state
  }
}
