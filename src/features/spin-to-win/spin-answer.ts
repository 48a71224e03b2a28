import type { LiveSpinCampaign, StoredSpin } from './campaigns'

/** What the browser hears of a spin: where the wheel stops and what it means, nothing of the odds' workings. */
export interface SpinAnswer {
  segmentIndex: number
  prize: { label: string; description: string | null } | null
  /** The "no prize" segment's own words, e.g. "Better luck next time". */
  label: string
  claimCode?: string
  alreadySpun?: true
}

/** The answer for a spin; the segment is found by its id, so a reordered wheel still stops on the right one. */
export function spinAnswer(campaign: Pick<LiveSpinCampaign, 'prizes'>, spin: StoredSpin, alreadySpun = false): SpinAnswer {
  const segmentIndex = campaign.prizes.findIndex((prize) => prize.id === spin.prizeId)
  return {
    segmentIndex,
    prize: spin.won ? { label: spin.label, description: spin.description } : null,
    label: spin.label,
    ...(spin.won && spin.claimCode ? { claimCode: spin.claimCode } : {}),
    ...(alreadySpun ? { alreadySpun: true as const } : {}),
  }
}
