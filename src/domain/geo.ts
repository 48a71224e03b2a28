/** Great-circle distance (spec §9 "Earth radius 6371 km"). Light on purpose: browser islands import it without the postcode table. */
export interface LatLong {
  lat: number
  long: number
}

export const EARTH_RADIUS_KM = 6371

/** Great-circle (haversine) distance in km. */
export function distanceKm(from: LatLong, to: LatLong): number {
  const rad = Math.PI / 180
  const dLat = (to.lat - from.lat) * rad
  const dLong = (to.long - from.long) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(from.lat * rad) * Math.cos(to.lat * rad) * Math.sin(dLong / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}
