/** Spec §4 "Search state": a search that did not answer; the cars shown stay, and Retry asks again. */
export function SearchError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="search-error" role="alert">
      <p>We couldn’t update the results. Check your connection and try again.</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        Retry
      </button>
    </div>
  )
}
