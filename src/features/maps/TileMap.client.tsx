'use client'

import { useEffect, useRef, useState } from 'react'

import type { InteractiveMapSettings } from '@/features/maps/port'

export interface TileMapPin {
  id: string
  lat: number
  long: number
  /** The pin's accessible name: "Kia Newstead, 48 Breakfast Creek Road, ... (opens a map)". */
  label: string
  href: string
}

type State = 'static' | 'loading' | 'interactive' | 'failed'

/**
 * The production map (issue 9 "Maps"): a MapLibre GL tile map laid over the server-drawn SVG. Nothing
 * loads until the map comes within 200 px of the viewport; then maplibre-gl (its own chunk, never in
 * the page's first-load JavaScript) and its stylesheet are imported, and the SVG is hidden once the
 * tiles have drawn. Without WebGL, or if anything fails, the SVG map stays (the failure is logged).
 * Pins are links with the same names as the SVG's.
 */
export function TileMap({ settings, pins }: { settings: InteractiveMapSettings; pins: TileMapPin[] }) {
  const container = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<State>('static')

  useEffect(() => {
    const element = container.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    let cancelled = false
    let remove: (() => void) | null = null

    const load = async () => {
      try {
        const [maplibre] = await Promise.all([import('maplibre-gl'), import('maplibre-gl/dist/maplibre-gl.css')])
        if (cancelled) return
        maplibre.setWorkerUrl(`/api/maps/maplibre-worker?v=${maplibre.getVersion()}`)
        const map = new maplibre.Map({
          container: element,
          style: settings.styleUrl ?? {
            version: 8,
            sources: { tiles: { type: 'raster', tiles: [settings.tileUrl!], tileSize: 256, attribution: settings.attribution } },
            layers: [{ id: 'tiles', type: 'raster', source: 'tiles' }],
          },
          bounds: settings.bounds,
          fitBoundsOptions: { padding: 56, maxZoom: 14 },
          attributionControl: { compact: true, customAttribution: settings.styleUrl ? settings.attribution : undefined },
          cooperativeGestures: true,
        })
        remove = () => map.remove()
        for (const pin of pins) {
          const link = document.createElement('a')
          link.href = pin.href
          link.target = '_blank'
          link.rel = 'noopener'
          link.className = 'location-map__tile-pin'
          link.setAttribute('aria-label', pin.label)
          new maplibre.Marker({ element: link }).setLngLat([pin.long, pin.lat]).addTo(map)
        }
        map.once('load', () => !cancelled && setState('interactive'))
        map.on('error', (event) => console.warn('[map] tile map error', event.error))
      } catch (error) {
        console.warn('[map] the tile map could not load; the drawn map stays', error)
        if (!cancelled) setState('failed')
      }
    }

    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        setState('loading')
        void load()
      },
      { rootMargin: '200px' },
    )
    observer.observe(element)
    return () => {
      cancelled = true
      observer.disconnect()
      remove?.()
    }
  }, [settings, pins])

  return <div ref={container} className="location-map__tiles" data-state={state} aria-hidden={state === 'interactive' ? undefined : true} />
}
