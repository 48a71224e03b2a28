/**
 * Spec §4 "Search state": a search that did not answer; the cars shown stay, and Retry asks again.
 * While it asks, the button says so and ignores clicks (aria-disabled, so it keeps the focus).
 */
export function SearchError({ onRetry, retrying = false }: { onRetry: () => void; retrying?: boolean }) {
  return (
    <div className="search-error" role="alert">
      <p>We couldn’t update the results. Check your connection and try again.</p>
      <button type="button" className="button button--secondary" aria-disabled={retrying || undefined} onClick={retrying ? undefined : onRetry}>
        {retrying ? 'Retrying…' : 'Retry'}
      </button>
    </div>
  )
}
