import type { Metadata } from 'next'
import localFont from 'next/font/local'
import type React from 'react'

import './styles.css'

// Self-hosted variable fonts (no third-party requests): Inter for every template's text, Outfit for
// Showroom's headings. Only Inter is preloaded: a Classic page never uses Outfit, and preloading it
// spent a slow phone's bandwidth (33 KB) ahead of the page's first paint; a Showroom page fetches it
// with its first heading, over a metric-matched fallback. Both are cut to the weights the stylesheets
// use (scripts/lib/font-subsets.ts, npm run fonts:build). Both are `optional`: a page that paints before
// a font arrives keeps the fallback rather than wait or shift its text, and the next page has it from
// the cache. Outfit as `swap` held a Showroom page's first paint until it came (the hero heading is the
// largest paint): 4.0 s LCP in Lighthouse on Ridgeline's home page. Each falls back to a face sized to
// its metrics (site.css): next/font's own sizes Arial alone, which Android and Linux lack, so there
// the text was set in a wider font until the web font came, and a font arriving in `optional`'s short
// wait moved the header (its menu wrapped to a second row) and the page under it (issue 42). The
// options are literals: next/font reads them at build time.
const inter = localFont({
  src: './fonts/inter-latin-wght-400-800.woff2',
  variable: '--font-inter',
  display: 'optional',
  weight: '400 800',
  adjustFontFallback: false,
  fallback: ['Inter fallback', 'system-ui', 'sans-serif'],
})
const outfit = localFont({
  src: './fonts/outfit-latin-wght-600-700.woff2',
  variable: '--font-outfit',
  display: 'optional',
  weight: '600 700',
  preload: false,
  adjustFontFallback: false,
  fallback: ['Outfit fallback', 'system-ui', 'sans-serif'],
})

/** A neutral icon until a site uploads its own; /favicon.ico is there for browsers that ask for it anyway. */
export const metadata: Metadata = {
  icons: {
    icon: [
      { url: '/favicon.svg', type: 'image/svg+xml' },
      { url: '/favicon.ico', sizes: '32x32' },
    ],
  },
}

export default function SiteRootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-AU" className={`${inter.variable} ${outfit.variable}`}>
      <body>{children}</body>
    </html>
  )
}
