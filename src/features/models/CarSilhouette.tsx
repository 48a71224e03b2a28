/**
 * A car drawn in a colour: model pages have no photos yet (spec §3 Colour has photo_url, the seeds
 * do not), so the picker and the tiles show the paint on a side view instead of an empty frame.
 * Labelled when it stands for the chosen colour, hidden from screen readers when it is decoration.
 */
export function CarSilhouette({ hex, label, className = 'car-silhouette' }: { hex: string; label?: string; className?: string }) {
  const named = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const }
  return (
    <svg className={className} viewBox="0 0 240 100" focusable="false" {...named}>
      <ellipse cx="120" cy="90" rx="112" ry="6" fill="#000" fillOpacity="0.12" />
      <path
        d="M8 74V58q2-9 17-11l46-5 30-21q6-4 15-4h49q10 0 18 7l22 19 18 4q11 3 11 12v15z"
        fill={hex}
        stroke="#000"
        strokeOpacity="0.45"
        strokeWidth="1.5"
      />
      <path d="M80 42l24-18h33v18zM145 42V24h22q7 0 11 5l13 13z" fill="#141c26" fillOpacity="0.78" />
      <circle cx="60" cy="76" r="15" fill="#1b1f24" />
      <circle cx="60" cy="76" r="6.5" fill="#aab2bd" />
      <circle cx="186" cy="76" r="15" fill="#1b1f24" />
      <circle cx="186" cy="76" r="6.5" fill="#aab2bd" />
    </svg>
  )
}
