import type { Metadata } from 'next'
import localFont from 'next/font/local'
import type React from 'react'

import './site.css'

// Self-hosted variable fonts (no third-party requests): Inter for Classic, Outfit for Showroom.
const inter = localFont({ src: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', variable: '--font-inter', display: 'swap', weight: '100 900' })
const outfit = localFont({ src: '../../../node_modules/@fontsource-variable/outfit/files/outfit-latin-wght-normal.woff2', variable: '--font-outfit', display: 'swap', weight: '100 900' })

/** A neutral icon until a site uploads its own; /favicon.ico is there for browsers that ask for it anyway. */
export const metadata: Metadata = { icons: { icon: [{ url: '/favicon.svg', type: 'image/svg+xml' }, { url: '/favicon.ico', sizes: '32x32' }] } }

export default function SiteRootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-AU" className={`${inter.variable} ${outfit.variable}`}>
      <body>{children}</body>
    </html>
  )
}
