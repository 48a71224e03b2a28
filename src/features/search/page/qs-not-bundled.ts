/**
 * Stands in for the `qs` package in browser bundles (see next.config.mjs). InstantSearch imports it
 * only for its default history router, which the search page replaces with its own
 * (src/features/search/page/search-url-router.ts); leaving `qs` and its dependencies out saves about
 * 14 KB of gzipped JavaScript on every search page. Anything that really calls it fails loudly.
 */
function notBundled(): never {
  throw new Error('qs is not bundled for the browser: use src/domain/search-route.ts for search URLs.')
}

const qs = { parse: notBundled, stringify: notBundled }
export default qs
