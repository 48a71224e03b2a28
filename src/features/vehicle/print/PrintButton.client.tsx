'use client'

/** "Print this page": the browser's print dialog for the print-friendly sheet. */
export function PrintButton() {
  return (
    <button type="button" className="button print-sheet__print" onClick={() => window.print()}>
      Print this page
    </button>
  )
}
