/**
 * The share bar's rules (spec §2 share bar, §4 "Share copy", "PDF print", §8, §9 share window):
 * the share URLs per network, the centred 550x400 share window, the print and PDF links, and the
 * PDF download with its error message. No React, so it is tested on its own.
 */
export const SHARE_WINDOW = { width: 550, height: 400 } as const
/** How often an open share window is checked for being closed (spec §9). */
export const SHARE_WINDOW_POLL_MS = 1000
/** How long the copy button says Copied (spec §4). */
export const COPIED_MS = 1500

export type ShareNetwork = 'facebook' | 'x' | 'linkedin' | 'whatsapp' | 'email'

export interface ShareLink {
  network: ShareNetwork
  /** The button's visible name. */
  label: string
  href: string
  /** Social networks open in a share window; email opens the mail app. */
  popup: boolean
}

/** Spec §8: share links with a missing url are a programming error, raised as an assertion. */
export function assertShareUrl(url: string | null | undefined): asserts url is string {
  if (typeof url !== 'string' || url.trim() === '') throw new Error('Assertion failed: share links need the page url')
}

const q = encodeURIComponent

export function shareLinks(url: string, title: string): ShareLink[] {
  assertShareUrl(url)
  return [
    { network: 'facebook', label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${q(url)}`, popup: true },
    { network: 'x', label: 'X', href: `https://x.com/intent/tweet?url=${q(url)}&text=${q(title)}`, popup: true },
    { network: 'linkedin', label: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${q(url)}`, popup: true },
    { network: 'whatsapp', label: 'WhatsApp', href: `https://api.whatsapp.com/send?text=${q(`${title} ${url}`)}`, popup: true },
    { network: 'email', label: 'Email', href: `mailto:?subject=${q(title)}&body=${q(`${title}\n${url}`)}`, popup: false },
  ]
}

export interface ScreenBox {
  left: number
  top: number
  width: number
  height: number
}

/** window.open features for a 550x400 window centred on the browser window. */
export function shareWindowFeatures(box: ScreenBox): string {
  const left = Math.max(0, Math.round(box.left + (box.width - SHARE_WINDOW.width) / 2))
  const top = Math.max(0, Math.round(box.top + (box.height - SHARE_WINDOW.height) / 2))
  // No "noopener" here: with it window.open returns null, so a blocked popup could not be told apart.
  return `popup=yes,width=${SHARE_WINDOW.width},height=${SHARE_WINDOW.height},left=${left},top=${top}`
}

/** The print-friendly page, opened in a new tab (spec §2 routes). */
export const printPageHref = (slug: string) => `/print?car_id=${q(slug)}`
export const vehiclePdfHref = (slug: string) => `/api/cars/${q(slug)}/pdf`
export const vehiclePdfFileName = (slug: string) => `${slug}.pdf`

const FALLBACK_PDF_ERROR = 'The PDF could not be downloaded. Please try again.'

/**
 * Fetches the car's PDF. A failure throws an Error whose message the share bar alerts (spec §8):
 * the endpoint's own message when it sent one, else a plain sentence.
 */
export async function fetchVehiclePdf(slug: string, fetchImpl: typeof fetch = fetch): Promise<Blob> {
  let response: Response
  try {
    response = await fetchImpl(vehiclePdfHref(slug), { headers: { accept: 'application/pdf' } })
  } catch {
    throw new Error(FALLBACK_PDF_ERROR)
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null)
    const message =
      body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message.trim() ? body.message : FALLBACK_PDF_ERROR
    throw new Error(message)
  }
  const blob = await response.blob()
  if (blob.size === 0) throw new Error(FALLBACK_PDF_ERROR)
  return blob
}
