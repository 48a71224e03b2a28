import type { Feature, MultiPolygon, Polygon } from 'geojson'
import { feature } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
// Imported, not read from disk by path: the server bundle has no node_modules path to resolve at run time.
import landTopology from 'world-atlas/land-50m.json'

/** One land polygon of Natural Earth's 1:50m land (world-atlas) with its bounding box in degrees. */
export interface LandPolygon {
  polygon: Feature<Polygon>
  west: number
  south: number
  east: number
  north: number
}

let polygons: LandPolygon[] | undefined

/**
 * The world's land as separate polygons, built once per server from the world-atlas package
 * (Natural Earth 1:50m, about 1,400 polygons), so a map projects only the few that reach its view.
 */
export function worldLand(): LandPolygon[] {
  if (polygons) return polygons
  const topology = landTopology as unknown as Topology<{ land: GeometryCollection }>
  const land = feature(topology, topology.objects.land)
  polygons = land.features.flatMap((f) => {
    const geometry = f.geometry as Polygon | MultiPolygon
    const rings = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates
    return rings.map((coordinates) => {
      let [west, south, east, north] = [180, 90, -180, -90]
      for (const [long, lat] of coordinates[0]!) {
        west = Math.min(west, long!)
        east = Math.max(east, long!)
        south = Math.min(south, lat!)
        north = Math.max(north, lat!)
      }
      return { polygon: { type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates } } satisfies Feature<Polygon>, west, south, east, north }
    })
  })
  return polygons
}
