'use client'

import { useEffect, useRef, useState, type MouseEvent } from 'react'

import { type TrackedCar, trackEvent } from '@/features/analytics/client'
import { DEFAULT_TEXTS } from '@/domain/texts'

import {
  assertShareUrl,
  COPIED_MS,
  fetchVehiclePdf,
  printPageHref,
  SHARE_WINDOW_POLL_MS,
  shareLinks,
  shareWindowFeatures,
  vehiclePdfFileName,
  type ShareLink,
} from './share-links'

type Props = { url: string; title: string; slug: string; car?: TrackedCar }

/** Copies text, with the old selection-based copy for browsers without the async clipboard. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    const field = document.createElement('textarea')
    field.value = text
    field.setAttribute('readonly', '')
    field.style.position = 'fixed'
    field.style.opacity = '0'
    document.body.append(field)
    field.select()
    const copied = document.execCommand('copy')
    field.remove()
    return copied
  }
}

/** Share bar of the vehicle page (spec §2, §4 "Share copy" and "PDF print", §8, §9). */
export function ShareBar({ url, title, slug, car }: Props) {
  // Spec §8: a missing url is a programming error; production leaves the share links out instead.
  if (process.env.NODE_ENV !== 'production') assertShareUrl(url)
  const links = url?.trim() ? shareLinks(url, title) : []
  const [copied, setCopied] = useState(false)
  const [preparing, setPreparing] = useState(false)
  const timers = useRef<Array<ReturnType<typeof setTimeout>>>([])

  useEffect(() => {
    const pending = timers.current
    return () => pending.forEach(clearTimeout)
  }, [])

  async function copy() {
    if (!(await copyText(url))) {
      window.prompt('Copy this link', url)
      return
    }
    setCopied(true)
    timers.current.push(setTimeout(() => setCopied(false), COPIED_MS))
  }

  function openShareWindow(event: MouseEvent<HTMLAnchorElement>, link: ShareLink) {
    const opener = event.currentTarget
    const popup = window.open(
      link.href,
      `share-${link.network}`,
      shareWindowFeatures({ left: window.screenX, top: window.screenY, width: window.outerWidth, height: window.outerHeight }),
    )
    // Blocked: the link follows its href into a new tab instead.
    if (!popup) return
    event.preventDefault()
    popup.opener = null
    // Spec §9: the window is checked every second; once closed, focus comes back to its button.
    const poll = setInterval(() => {
      if (!popup.closed) return
      clearInterval(poll)
      opener.focus()
    }, SHARE_WINDOW_POLL_MS)
    timers.current.push(poll)
  }

  async function downloadPdf() {
    if (preparing) return
    setPreparing(true)
    try {
      const blob = await fetchVehiclePdf(slug)
      const href = URL.createObjectURL(blob)
      const anchor = document.createElement('a')
      anchor.href = href
      anchor.download = vehiclePdfFileName(slug)
      document.body.append(anchor)
      anchor.click()
      anchor.remove()
      timers.current.push(setTimeout(() => URL.revokeObjectURL(href), 10_000))
      trackEvent('printPdf', { car })
    } catch (error) {
      window.alert(error instanceof Error ? error.message : String(error))
    } finally {
      setPreparing(false)
    }
  }

  return (
    <section className="share-bar" aria-label="Share and print">
      <ul className="share-bar__list">
        <li>
          <button type="button" className="share-bar__button" onClick={copy}>
            {copied ? DEFAULT_TEXTS.copied : 'Copy link'}
          </button>
        </li>
        {links.map((link) => (
          <li key={link.network}>
            <a
              className="share-bar__button"
              href={link.href}
              {...(link.popup
                ? { target: '_blank', rel: 'noopener noreferrer', onClick: (event: MouseEvent<HTMLAnchorElement>) => openShareWindow(event, link) }
                : {})}
            >
              {link.label}
              {link.popup ? <span className="visually-hidden"> (opens a new window)</span> : null}
            </a>
          </li>
        ))}
        <li>
          <a className="share-bar__button" href={printPageHref(slug)} target="_blank" rel="noopener">
            Print<span className="visually-hidden"> (opens a new tab)</span>
          </a>
        </li>
        <li>
          <button type="button" className="share-bar__button" onClick={downloadPdf} aria-busy={preparing} aria-disabled={preparing}>
            {preparing ? 'Preparing PDF…' : 'Download PDF'}
          </button>
        </li>
      </ul>
      <p className="visually-hidden" aria-live="polite">
        {copied ? 'Link copied' : preparing ? 'Preparing PDF' : ''}
      </p>
    </section>
  )
}
