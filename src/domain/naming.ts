/** Make, model, body-type and car-type groupings and orders (spec §9). */
import { CAR_TYPES, type CarType } from './car-types'

/** Feed spellings shown under one make (spec §9 "Body-type groupings"), keyed lower case. */
export const MAKE_DISPLAY_NAMES: Readonly<Record<string, string>> = {
  'suzuki australia': 'Suzuki',
  'mercedes benz': 'Mercedes-Benz',
  'isuzu ute': 'Isuzu',
  'viscount caravans': 'Viscount',
}

/** Numeric models that carry the make in their name, keyed by make then model (lower case). */
export const MODEL_DISPLAY_NAMES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  mazda: { '2': 'Mazda2', '3': 'Mazda3', '6': 'Mazda6' },
  mg: { '3': 'MG3', '4': 'MG4', '5': 'MG5' },
}

/** "Suzuki Australia" -> "Suzuki", "Mercedes Benz" -> "Mercedes-Benz"; other makes unchanged. */
export function makeDisplayName(make: string): string {
  const trimmed = make.trim()
  return MAKE_DISPLAY_NAMES[trimmed.toLowerCase()] ?? trimmed
}

/** "Mazda 2" or "2" of a Mazda -> "Mazda2", "MG 3" -> "MG3"; other models unchanged. */
export function modelDisplayName(make: string, model: string): string {
  const makeKey = makeDisplayName(make).toLowerCase()
  const renames = MODEL_DISPLAY_NAMES[makeKey]
  if (!renames) return model.trim()
  const bare = model
    .trim()
    .toLowerCase()
    .replace(new RegExp(`^${makeKey}\\s*`), '')
  return renames[bare] ?? model.trim()
}

/** Sort rank within a body family: wagon, sedan, hatch; dual, extra, single cab; 2 then 4 doors. */
export const BODY_TYPE_SORT_ORDER: Readonly<Record<string, number>> = {
  wagon: 1,
  sedan: 2,
  hatch: 3,
  dual_cab: 1,
  extra_cab: 2,
  single_cab: 3,
  '2_door': 1,
  '4_door': 2,
}

/** "Dual Cab" and "dual-cab" both read as dual_cab; unknown body types sort last. */
export function bodyTypeSortOrder(bodyType: string): number {
  const key = bodyType
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_')
  return BODY_TYPE_SORT_ORDER[key] ?? Number.MAX_SAFE_INTEGER
}

export function compareBodyTypes(a: string, b: string): number {
  return bodyTypeSortOrder(a) - bodyTypeSortOrder(b) || a.localeCompare(b)
}

/** Car types in the spec's order new, demo, used; unknown values are dropped. */
export function sortCarTypes(carTypes: readonly string[]): CarType[] {
  return CAR_TYPES.filter((type) => carTypes.includes(type))
}

/** A name as a URL path segment: "Land Rover" -> "land-rover", "HiLux" -> "hilux" (makes, models, bodies). */
export function pathSlug(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/** A car's slug as stock feeds write it and URLs carry it: lower-case words joined by hyphens. */
export const CAR_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
