/**
 * The heart on cards and vehicle pages: favourites (in the browser) and the watchlist (on the account)
 * share its look. The heart itself is drawn by the stylesheet, not an SVG in each card: a search
 * page shows 21 of them.
 */
export function HeartButton({ pressed, label, onClick, disabled = false }: { pressed: boolean; label: string; onClick: () => void; disabled?: boolean }) {
  return <button type="button" className="vehicle-card__favourite" aria-pressed={pressed} aria-label={label} onClick={onClick} disabled={disabled}></button>
}
