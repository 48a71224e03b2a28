'use client'

import Script from 'next/script'
import { useEffect } from 'react'

import { configureAnalytics } from '@/analytics/track'

/**
 * Points the analytics module at the site's Google tag when the site has a GA4 measurement id;
 * otherwise events go to the console only. The Google tag loads after the page is idle, so it
 * never delays a shopper (and sites without an id load no third-party script at all).
 */
export function AnalyticsSetup({ measurementId }: { measurementId: string | null }) {
  useEffect(() => {
    configureAnalytics({ measurementId })
  }, [measurementId])
  if (!measurementId) return null
  return (
    <>
      <Script id="google-tag-init" strategy="lazyOnload">
        {`window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}window.gtag=gtag;gtag('js',new Date());gtag('config',${JSON.stringify(measurementId)},{send_page_view:false});`}
      </Script>
      <Script src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`} strategy="lazyOnload" />
    </>
  )
}
