'use client'

// A client component: every page's payload then names it instead of describing its markup.
/** Shown when the host matches no dealer site (or a page is missing before a site is known). */
export default function UnknownSiteNotFound() {
  return (
    <main className="unknown-site" data-testid="unknown-site">
      <title>Site not found</title>
      <meta name="robots" content="noindex" />
      <h1>Site not found</h1>
      <p>There is no dealer website at this address. Check the address, or contact the dealership you were looking for.</p>
    </main>
  )
}
