'use client'

import { lazy, Suspense, useEffect, useState } from 'react'
import { preload } from 'react-dom'

import { laterIsland, whenPageSettled } from '@/components/later-island.client'
import { TabList } from '@/components/TabList.client'
import type { GallerySlide, MediaView } from '@/domain/vehicle-page-media'

// Spin, interior and fullscreen code is fetched only when the shopper opens them (issue 7 budget), and
// the gallery's slider (swiper) when the shopper opens the gallery, or after the first paint of a page
// opening on it: its photos are server HTML (a later island; a Suspense boundary there was moved to
// the end of the page and revealed by script, first photo and all).
const VehicleGallery = laterIsland(() => import('./VehicleGallery.client').then((module) => module.default))
// React's lazy, not next/dynamic: both mount in the browser only (after the page settles, or on a tab).
const SpinViewer = lazy(() => import('../spin/SpinViewer.client'))
const InteriorViewer = lazy(() => import('../spin/InteriorViewer.client'))

/** The gallery: in the server HTML on a page opening on it, else loaded when the shopper opens it. */
function galleryPanel({ name, slides, thumbnails, start }: VehicleMediaProps) {
  const gallery = <VehicleGallery name={name} slides={slides} thumbnails={thumbnails} lead={start === 'gallery'} />
  return start === 'gallery' ? gallery : <Suspense fallback={<p className="vehicle-media__loading">Loading photos…</p>}>{gallery}</Suspense>
}

export interface Hotspot {
  x: number
  y: number
  frame?: number | null
  description: string
  anchor?: string | null
}

export interface VehicleMediaProps {
  name: string
  slides: GallerySlide[]
  thumbnails: boolean
  views: MediaView[]
  start: MediaView
  spin: { frames: string[]; hotspots: Hotspot[] } | null
  interior: { image: string; hotspots: Hotspot[] } | null
}

const TAB_LABELS: Record<MediaView, string> = { spin: 'Spin', gallery: 'Images', interior: 'Interior' }
/** How long a settled page shows the spin's first frame before loading the rest unasked (then it turns once by itself). */
const SPIN_UNASKED_AFTER_MS = 3_000
/**
 * The vehicle page's media (spec §2, §4 "Spin view"): tabs for the 360° spin, the photo gallery and
 * the interior when the car has them, starting where the view-model says. A page that opens on the
 * gallery renders it on the server, so the first photo paints before any script runs.
 */
export function VehicleMedia(props: VehicleMediaProps) {
  const [view, setView] = useState<MediaView>(props.start)
  // Once shown, the gallery stays mounted: the slider keeps its place when the shopper comes back to it.
  const [galleryShown, setGalleryShown] = useState(props.start === 'gallery')
  // The viewer's code and its 24 frames (about 230 KB) wait for the shopper to reach for the spin, or
  // for the spin to have shown a while after the page settled, while the server's first frame shows.
  // Mounted during hydration, the frames and their renders were the page's longest task after the
  // first paint; asked for as the page settled, they took a phone's bandwidth while the shopper was
  // reading the price (and a late first paint counted every frame into the largest one).
  const [spinWanted, setSpinWanted] = useState(false)
  const wantSpin = () => setSpinWanted(true)
  useEffect(() => {
    let stopped = false
    let timer: number | undefined
    void whenPageSettled().then(() => {
      if (!stopped) timer = window.setTimeout(() => setSpinWanted(true), SPIN_UNASKED_AFTER_MS)
    })
    return () => {
      stopped = true
      window.clearTimeout(timer)
    }
  }, [])
  // A page opening on the spin: its first frame is the largest paint, asked for from the page's <head>.
  const leadFrame = props.start === 'spin' ? props.spin?.frames[0] : undefined
  if (leadFrame) preload(leadFrame, { as: 'image', fetchPriority: 'high' })
  return (
    <section className="vehicle-media" aria-label={`Photos of ${props.name}`}>
      {props.views.length > 1 ? (
        <TabList
          aria-label="Media"
          className="vehicle-media__tabs"
          tabs={props.views.map((tab) => ({ key: tab, label: TAB_LABELS[tab], id: `media-tab-${tab}`, controls: `media-panel-${tab}` }))}
          selected={props.views.indexOf(view)}
          onSelect={(index) => {
            const chosen = props.views[index]!
            if (chosen === 'gallery') setGalleryShown(true)
            if (chosen === 'spin') wantSpin()
            setView(chosen)
          }}
        />
      ) : null}
      {props.views.map((tab) => (
        <div
          key={tab}
          role={props.views.length > 1 ? 'tabpanel' : undefined}
          id={`media-panel-${tab}`}
          aria-labelledby={props.views.length > 1 ? `media-tab-${tab}` : undefined}
          hidden={view !== tab}
          className="vehicle-media__panel"
        >
          {tab === 'gallery' && galleryShown ? galleryPanel(props) : null}
          {tab === 'spin' && props.spin ? (
            <div className="vehicle-media__spin" onPointerEnter={wantSpin} onTouchStart={wantSpin}>
              {/* The first frame paints from the server HTML while the viewer's code loads. */}
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img className="vehicle-media__poster" src={props.spin.frames[0]} alt="" width={600} height={400} fetchPriority={leadFrame ? 'high' : 'auto'} />
              {view === 'spin' && spinWanted ? (
                <Suspense fallback={null}>
                  <SpinViewer frames={props.spin.frames} hotspots={props.spin.hotspots} alt={props.name} />
                </Suspense>
              ) : null}
            </div>
          ) : null}
          {tab === 'interior' && props.interior && view === 'interior' ? (
            <Suspense fallback={<p className="vehicle-media__loading">Loading interior view…</p>}>
              <InteriorViewer image={props.interior.image} hotspots={props.interior.hotspots} alt={props.name} />
            </Suspense>
          ) : null}
        </div>
      ))}
    </section>
  )
}
