import { loadSpinToWin } from '@/features/spin-to-win'
import { SpinToWinSection } from '@/features/spin-to-win/ui'
import type { SpinToWinBlock as SpinToWinData } from '@/payload-types'

import type { BlockProps } from '../types'

/**
 * The live campaign's wheel on a CMS page (issue 22). Nothing when the site has no live campaign, so
 * a block left on a page after the campaign ends shows nothing rather than a dead wheel. Signed-out
 * shoppers are offered /sign-in back to /spin-to-win, the page that always has the wheel.
 */
export async function SpinToWinBlock({ block, site }: BlockProps<SpinToWinData>) {
  const view = await loadSpinToWin(site, '/spin-to-win')
  return view ? <SpinToWinSection view={view} headingLevel={2} heading={block.heading} text={block.text} /> : null
}
