/**
 * The tabbed embedded-frame viewer (spec §2 "Tabbed embedded-frame viewer"): which addresses may be
 * framed, and how the keyboard moves between its tabs.
 */

/**
 * Why an address cannot be framed, or null when it can. Only https: the site's Content-Security-Policy
 * allows frames from 'self' and https: (and upgrades insecure requests), so anything else would stay blank.
 */
export function frameUrlProblem(value: unknown): string | null {
  if (typeof value !== 'string' || !value.trim()) return 'Enter the address of the page to show.'
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    return 'Enter a full address, e.g. https://www.example.com.au/calculator.'
  }
  if (url.protocol !== 'https:') return 'Use an https:// address: the site only shows secure pages in frames.'
  if (url.username || url.password) return 'Remove the user name and password from the address.'
  return null
}
