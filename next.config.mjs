import { withPayload } from '@payloadcms/next/withPayload'

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Every app server is stateless: pages are rendered per request from PostgreSQL (see README "Scaling").
  images: {
    formats: ['image/avif', 'image/webp'],
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/brand-logos/**' }, { pathname: '/demo-stock/**', search: '' }],
  },
  // Type checking is its own step of the test command (npm run typecheck); the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  experimental: { optimizePackageImports: ['@payloadcms/ui'] },
  // InstantSearch's default URL router is replaced (src/components/search/search-url-router.ts); its
  // query-string library stays out of the browser bundle.
  turbopack: { resolveAlias: { qs: { browser: './src/search/qs-not-bundled.ts' } } },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
