/**
 * The new car a shopper orders at /models/order-now (spec §2 "/models/order-now?model_id={slug}&
 * model_name={name}&vehicle={full name}"): the model from the site's range and, when the link names
 * one of its variants, that variant. What the page shows and the lead stores comes from the range,
 * never from the link's text.
 */
import { makeDisplayName, modelDisplayName } from './naming'

/** A model of the site's range as the order reads it (the Models collection, its make resolved). */
export interface RangeModel {
  slug: string
  name: string
  make: string
  variants?: ReadonlyArray<{ name: string; fullName?: string | null; dapMinPrice?: number | null }> | null
}

export interface OrderedNewCar {
  modelSlug: string
  make: string
  model: string
  /** The variant's own name (the lead's badge), when the link named one of the model's variants. */
  variant: string | null
  /** "Toyota HiLux SR5": what "You're ordering:" shows. */
  name: string
  /** The variant's drive-away price from, when set. */
  price: number | null
}

const normalised = (text: string | null | undefined) => (text ?? '').trim().replace(/\s+/g, ' ').toLowerCase()

/**
 * The model and variant a link orders. The vehicle matches a variant by its full name, its name, or
 * the model's name and the variant's (with or without the make), case and spacing aside; a vehicle
 * that matches none orders the model without a variant.
 */
export function orderedNewCar(model: RangeModel, vehicle: string | null | undefined): OrderedNewCar {
  const asked = normalised(vehicle)
  const make = makeDisplayName(model.make)
  const shown = modelDisplayName(model.make, model.name)
  // "Toyota HiLux", but "Mazda3" rather than "Mazda Mazda3".
  const modelName = normalised(shown).startsWith(normalised(make)) ? shown : `${make} ${shown}`
  const names = (variant: string) => [`${model.name} ${variant}`, `${model.make} ${model.name} ${variant}`, `${shown} ${variant}`, `${modelName} ${variant}`]
  const variant = asked
    ? model.variants?.find((candidate) => [candidate.fullName, candidate.name, ...names(candidate.name)].some((name) => name && normalised(name) === asked))
    : undefined
  return {
    modelSlug: model.slug,
    make,
    model: model.name,
    variant: variant?.name ?? null,
    name: variant ? variant.fullName?.trim() || `${modelName} ${variant.name}` : modelName,
    price: typeof variant?.dapMinPrice === 'number' && variant.dapMinPrice > 0 ? variant.dapMinPrice : null,
  }
}

/** The ordered car as the lead stores it (the Leads collection's car group): a new car, no stock car. */
export const newCarLeadRecord = (car: OrderedNewCar) => ({ carType: 'new' as const, make: car.make, model: car.model, badge: car.variant, price: car.price })
