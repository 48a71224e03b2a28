/** The three car types in the spec's order (§9 "Car type order new, demo, used"). */
export const CAR_TYPES = ['new', 'demo', 'used'] as const
export type CarType = (typeof CAR_TYPES)[number]

/** How each car type reads to a shopper (search filters, vehicle cards). */
export const CAR_TYPE_LABELS: Readonly<Record<CarType, string>> = { new: 'New', demo: 'Demo', used: 'Used' }

export function isCarType(value: unknown): value is CarType {
  return typeof value === 'string' && (CAR_TYPES as readonly string[]).includes(value)
}
