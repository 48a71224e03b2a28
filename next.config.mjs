import { readFileSync } from 'node:fs'

import { withPayload } from '@payloadcms/next/withPayload'

// The optimiser's widths, shared with the car photos' own <img> markup (src/components/optimised-image.ts).
const imageWidths = JSON.parse(readFileSync(new URL('./src/platform/image-widths.json', import.meta.url), 'utf8'))
// Security headers shared with the proxy, which adds shopper pages' own policy (src/platform/security-headers.ts).
const securityHeaders = JSON.parse(readFileSync(new URL('./src/platform/security-headers.json', import.meta.url), 'utf8'))
const asHeaders = (pairs) => pairs.map(([key, value]) => ({ key, value }))

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Every app server is stateless: pages are rendered per request from PostgreSQL (see docs/deploying-and-scaling.md).
  images: {
    // WebP only: encoding AVIF on request costs an app server hundreds of milliseconds of CPU per image.
    formats: ['image/webp'],
    // Stock photos are 600x400 (spec §9) and thumbnails 200 px: no srcset entry needs to be wider
    // than a 2x card, and fewer entries keep a search page's 21 cards light.
    deviceSizes: imageWidths.deviceSizes,
    imageSizes: imageWidths.imageSizes,
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/brand-logos/**' }, { pathname: '/demo-stock/**', search: '' }],
  },
  // Type checking is its own step of the test command (npm run typecheck); the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  // pdfkit reads its font metrics from its own package folder at run time; bundled, those paths break.
  serverExternalPackages: ['pdfkit'],
  async headers() {
    const overHttps = [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }]
    return [
      { source: '/:area(admin|api|_next)/:path*', headers: asHeaders(securityHeaders.common) },
      { source: '/:area(admin|api|_next)/:path*', has: overHttps, headers: asHeaders([securityHeaders.hsts]) },
      // The admin is never framed (clickjacking); its scripts are Payload's own, so no script policy here.
      { source: '/admin', headers: asHeaders(securityHeaders.adminFraming) },
      { source: '/admin/:path*', headers: asHeaders(securityHeaders.adminFraming) },
    ]
  },
  experimental: {
    optimizePackageImports: ['@payloadcms/ui'],
    // The build cache speeds a developer's next build; CI builds a clean checkout once, where writing it cost 33 s.
    turbopackFileSystemCacheForBuild: !process.env.CI,
  },
  // InstantSearch's default URL router is replaced (src/features/search/page/search-url-router.ts); its
  // query-string library stays out of the browser bundle.
  // The search view is server-rendered into the page and loaded in the browser on first touch
  // (src/features/search/page/StockSearch.client.tsx): the browser bundle gets a stand-in.
  turbopack: {
    resolveAlias: {
      qs: { browser: './src/features/search/page/qs-not-bundled.ts' },
      '@/features/search/page/server-stock-search-view': { browser: './src/features/search/page/no-server-view.ts' },
    },
  },
}

const withPayloadConfig = withPayload(nextConfig, { devBundleServerPackages: false })

/**
 * Payload asks every address for the colour-scheme client hint, which only its admin theme reads, as a
 * Critical-CH: a browser that did not send it requests the page again with it. On a shopper's first
 * visit that is a second round trip before the page starts, so only the admin asks for it.
 */
const isPayloadClientHintRule = (rule) => rule.source === '/:path*' && rule.headers.some(({ key }) => key === 'Critical-CH')

export default {
  ...withPayloadConfig,
  async headers() {
    const rules = await withPayloadConfig.headers()
    return rules.flatMap((rule) => (isPayloadClientHintRule(rule) ? ['/admin', '/admin/:path*'].map((source) => ({ ...rule, source })) : [rule]))
  },
}
