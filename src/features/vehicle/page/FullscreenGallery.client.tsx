'use client'

import { useEffect, useRef, useState } from 'react'

import { CarImage } from '@/features/search/client'

const SWIPE_MIN_PX = 40

/**
 * The full-screen photo viewer (spec §2): a modal dialog, so focus stays inside and Escape closes it;
 * arrow keys and swipes move between photos; on closing, focus returns to what opened it and the
 * gallery moves to the photo the shopper stopped on. Loaded only when opened.
 */
export default function FullscreenGallery({
  photos,
  start,
  name,
  onClose,
}: {
  photos: Array<{ src: string | null; alt: string }>
  start: number
  name: string
  onClose: (index: number) => void
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const opener = useRef<Element | null>(null)
  const swipeFrom = useRef<number | null>(null)
  const [index, setIndex] = useState(start)
  const indexRef = useRef(start)
  useEffect(() => {
    indexRef.current = index
  }, [index])
  const count = photos.length
  const move = (step: number) => setIndex((current) => (current + step + count) % count)

  useEffect(() => {
    opener.current = document.activeElement
    const element = dialog.current
    element?.showModal()
    const close = () => {
      onClose(indexRef.current)
      if (opener.current instanceof HTMLElement) opener.current.focus()
    }
    element?.addEventListener('close', close)
    return () => element?.removeEventListener('close', close)
    // onClose is the parent's setter wrapper; the dialog opens once per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const photo = photos[index]
  return (
    <dialog
      ref={dialog}
      className="fullscreen-gallery"
      aria-label={`Photos of ${name}, full screen`}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') move(1)
        else if (event.key === 'ArrowLeft') move(-1)
        else return
        event.preventDefault()
      }}
      onPointerDown={(event) => {
        swipeFrom.current = event.clientX
      }}
      onPointerUp={(event) => {
        const from = swipeFrom.current
        swipeFrom.current = null
        if (from === null) return
        const distance = event.clientX - from
        if (Math.abs(distance) >= SWIPE_MIN_PX) move(distance < 0 ? 1 : -1)
      }}
    >
      <p className="fullscreen-gallery__count" aria-live="polite">
        Photo {index + 1} of {count}
      </p>
      <div className="fullscreen-gallery__stage">
        {photo ? <CarImage key={index} src={photo.src} alt={photo.alt} eager sizes="100vw" className="fullscreen-gallery__image" /> : null}
      </div>
      <button type="button" className="fullscreen-gallery__prev" onClick={() => move(-1)} aria-label="Previous photo">
        ‹
      </button>
      <button type="button" className="fullscreen-gallery__next" onClick={() => move(1)} aria-label="Next photo">
        ›
      </button>
      <button type="button" className="fullscreen-gallery__close" onClick={() => dialog.current?.close()} aria-label="Close full screen">
        ×
      </button>
    </dialog>
  )
}
