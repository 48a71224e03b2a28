'use client'

import { useEffect, useRef, useSyncExternalStore } from 'react'
import { createRoot } from 'react-dom/client'

/** A toast: spec §4 "Toast limit: 1 at a time", so a new one replaces the one showing. */
export interface ShopperToast {
  title: string
  text: string
  link?: { href: string; label: string }
}

const SHOW_MS = 6000
let current: { toast: ShopperToast; id: number } | null = null
let nextId = 0
const listeners = new Set<() => void>()
const notify = () => listeners.forEach((listener) => listener())

export function showShopperToast(toast: ShopperToast): void {
  current = { toast, id: ++nextId }
  notify()
}

const dismiss = (id: number) => {
  if (current?.id !== id) return
  current = null
  notify()
}

function ToastRegion() {
  const shown = useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => current,
    () => null,
  )
  const region = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!shown) return
    // Stays while the shopper is in it (reading, or about to follow View List).
    const timer = window.setInterval(() => {
      if (!region.current?.matches(':hover, :focus-within')) dismiss(shown.id)
    }, SHOW_MS)
    return () => window.clearInterval(timer)
  }, [shown])
  return (
    <div ref={region} className="shopper-toast-region" role="status" aria-live="polite">
      {shown ? (
        <div className="shopper-toast" key={shown.id}>
          <p className="shopper-toast__title">{shown.toast.title}</p>
          <p className="shopper-toast__text">{shown.toast.text}</p>
          <div className="shopper-toast__actions">
            {shown.toast.link ? <a href={shown.toast.link.href}>{shown.toast.link.label}</a> : null}
            <button type="button" className="link-button" onClick={() => dismiss(shown.id)}>
              Dismiss
            </button>
          </div>
        </div>
      ) : null}
    </div>
  )
}

// The live region is put on the page when this module first loads, before any toast, so screen
// readers announce the first one too. Outside the page React renders, dressed in the site's theme.
if (typeof document !== 'undefined') {
  const host = document.createElement('div')
  host.className = 'site-theme'
  const template = document.querySelector<HTMLElement>('.site')?.dataset.template
  if (template) host.dataset.template = template
  document.body.append(host)
  createRoot(host).render(<ToastRegion />)
}
