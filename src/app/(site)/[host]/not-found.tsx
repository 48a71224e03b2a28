'use client'

// A client component: every page's payload then names it instead of describing its markup.
import Link from 'next/link'

/**
 * A missing page on a known site, inside that site's header and footer. The response is a 404; Next.js
 * currently streams this boundary for the browser to render rather than in the first HTML
 * (vercel/next.js#62228), so the browser tests wait for it.
 */
export default function PageNotFound() {
  return (
    <section className="container page-not-found" data-testid="page-not-found">
      <title>Page not found</title>
      <h1>Page not found</h1>
      <p>Sorry, we couldn&apos;t find that page. It may have moved, or the car may have been sold.</p>
      <p className="actions">
        <Link className="button" href="/">
          Go to the home page
        </Link>
        <Link className="button button--ghost" href="/search/new-used-and-demo-cars/">
          Browse all stock
        </Link>
      </p>
    </section>
  )
}
