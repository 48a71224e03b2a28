/** A valid stock-feed car (spec §3 Car) with sensible defaults; tests override what they check. */
export function feedCar(id: string | number, fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: String(id),
    slug: `2024-kia-sportage-s-${id}`.toLowerCase(),
    name: `2024 Kia Sportage S ${id}`,
    make: 'Kia',
    model: 'Sportage',
    badge: 'S',
    year: 2024,
    car_type: 'used',
    status: 'in_stock',
    price: 30_000 + Number(String(id).replace(/\D/g, '') || 0),
    km: 12_000,
    stocknum: `T${id}`,
    dealership_slug: 'harbour-city-kia',
    location_name: 'Harbour City Kia Newstead',
    city: 'Newstead',
    state: 'QLD',
    simple_body: 'SUV',
    images: [{ image: { url: `/demo-stock/suv-white-front.webp`, thumb: { url: `/demo-stock/suv-white-front.webp?w=200` } } }],
    ...fields,
  }
}
