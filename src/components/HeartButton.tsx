/** The heart on cards and vehicle pages: favourites (in the browser) and the watchlist (on the account) share its look. */
export function HeartButton({ pressed, label, onClick, disabled = false }: { pressed: boolean; label: string; onClick: () => void; disabled?: boolean }) {
  return (
    <button type="button" className="vehicle-card__favourite" aria-pressed={pressed} aria-label={label} onClick={onClick} disabled={disabled}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.2 3 4.5 6.6 4.5c2.2 0 3.6 1.2 5.4 3.2 1.8-2 3.2-3.2 5.4-3.2 3.6 0 5.7 3.7 4.2 7.2C19.5 16.4 12 21 12 21z" />
      </svg>
    </button>
  )
}
