/**
 * Spin to win (spec §2 `/spin-to-win`, §4 "Gated pages"; issue 22 "spin-to-win: a prize wheel with
 * odds and prizes set by the dealer in the admin, one spin per signed-in shopper per campaign, the
 * prize emailed, fair odds enforced on the server"). Pure rules: the draw, the wheel's picture and the
 * campaign's window. The spin-to-win capability does the I/O and supplies the random number.
 */
import { isPromoLive } from './promos'
import type { DateInput } from './time'

/** One segment of the wheel as the dealer set it in the admin. */
export interface SpinPrize {
  /** The admin's row id: stable while the dealer reorders or renames segments. */
  id: string
  label: string
  description?: string | null
  /** Integer odds: a segment with weight 2 comes up twice as often as one with weight 1; 0 never. */
  weight: number
  /** How many may be won; empty: no limit. Ignored for a "no prize" segment. */
  stockLimit?: number | null
  /** "Better luck next time": lands, but nothing is won, emailed or counted. */
  noPrize?: boolean | null
}

export interface SpinCampaignWindow {
  active?: boolean | null
  startsAt?: DateInput | null
  endsAt?: DateInput | null
}

/** Wins so far per prize id. */
export type PrizeWins = Readonly<Record<string, number>>

/** The largest weight a segment may have: keeps the sum of weights far inside the draw's precision. */
export const MAX_PRIZE_WEIGHT = 1_000_000

/** Whether a segment can still come up: weight above 0 and, for a prize with a limit, some left. */
export function canStillLand(prize: SpinPrize, wins: PrizeWins): boolean {
  if (!(prize.weight > 0)) return false
  if (prize.noPrize || prize.stockLimit === null || prize.stockLimit === undefined) return true
  return (wins[prize.id] ?? 0) < prize.stockLimit
}

/**
 * The weighted draw: `random` in [0, 1) picks a point along the weights of the segments that can
 * still land, so each comes up with probability weight / total. A prize that is out of stock is left
 * out (its odds go to the others). Returns the segment's index in `prizes`, or null when nothing can land.
 */
export function drawPrize(prizes: readonly SpinPrize[], wins: PrizeWins, random: number): number | null {
  const open = prizes.map((prize, index) => ({ prize, index })).filter(({ prize }) => canStillLand(prize, wins))
  const total = open.reduce((sum, { prize }) => sum + prize.weight, 0)
  if (total <= 0) return null
  const unit = Math.min(Math.max(random, 0), 1 - Number.EPSILON)
  let ticket = Math.floor(unit * total)
  for (const { prize, index } of open) {
    if (ticket < prize.weight) return index
    ticket -= prize.weight
  }
  return open[open.length - 1]!.index
}

export interface PrizeOdds {
  id: string
  label: string
  description: string | null
  noPrize: boolean
  /** The chance of landing here on a spin now, 0 to 1 (0 once all are won). */
  chance: number
  /** Left to win, for a prize with a limit. */
  left: number | null
}

/** The odds the page states in its table: what the server's draw uses right now. */
export function prizeOdds(prizes: readonly SpinPrize[], wins: PrizeWins): PrizeOdds[] {
  const total = prizes.filter((prize) => canStillLand(prize, wins)).reduce((sum, prize) => sum + prize.weight, 0)
  return prizes.map((prize) => ({
    id: prize.id,
    label: prize.label,
    description: prize.description?.trim() || null,
    noPrize: Boolean(prize.noPrize),
    chance: total > 0 && canStillLand(prize, wins) ? prize.weight / total : 0,
    left: prize.noPrize || prize.stockLimit === null || prize.stockLimit === undefined ? null : Math.max(0, prize.stockLimit - (wins[prize.id] ?? 0)),
  }))
}

/** A chance as the table shows it: "25%", "2.5%", "under 0.1%", "none left". */
export function formatChance(chance: number): string {
  if (chance <= 0) return 'none left'
  const percent = chance * 100
  if (percent < 0.1) return 'under 0.1%'
  return `${Number(percent.toFixed(percent < 10 ? 1 : 0))}%`
}

export interface WheelSegment {
  index: number
  label: string
  /** Degrees clockwise from 12 o'clock. */
  startAngle: number
  endAngle: number
  midAngle: number
}

/**
 * The wheel's segments: all the same size whatever their odds, so the picture never suggests odds it
 * does not have (the odds are stated in the table beside it).
 */
export function wheelSegments(prizes: readonly Pick<SpinPrize, 'label'>[]): WheelSegment[] {
  const size = prizes.length ? 360 / prizes.length : 0
  return prizes.map((prize, index) => ({ index, label: prize.label, startAngle: index * size, endAngle: (index + 1) * size, midAngle: (index + 0.5) * size }))
}

/**
 * The clockwise rotation (degrees) that stops segment `index` of `count` under the pointer at 12
 * o'clock after `turns` full turns. `nudge` in (-0.5, 0.5) of a segment moves the stop off the centre
 * line so every spin does not look the same; it never leaves the segment.
 */
export function landingRotation(index: number, count: number, { turns = 5, nudge = 0 }: { turns?: number; nudge?: number } = {}): number {
  if (count <= 0) return 0
  const size = 360 / count
  const safeNudge = Math.min(Math.max(nudge, -0.4), 0.4)
  const target = (index + 0.5 + safeNudge) * size
  return turns * 360 + ((((360 - target) % 360) + 360) % 360)
}

/** A segment's label on the wheel, in at most two lines of about `perLine` characters (the table beside it gives it in full). */
export function wheelLabelLines(label: string, perLine = 16): string[] {
  const words = label.trim().split(/\s+/).filter(Boolean)
  const lines: string[] = []
  for (const word of words) {
    const last = lines[lines.length - 1]
    if (last !== undefined && `${last} ${word}`.length <= perLine) lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  const fit = (line: string) => (line.length > perLine + 2 ? `${line.slice(0, perLine)}…` : line)
  if (lines.length <= 2) return lines.map(fit)
  // More than two lines: the first two words' lines, the cut marked.
  return [fit(lines[0]!), `${fit(lines[1]!).replace(/…$/, '')}…`]
}

/** A campaign takes spins while switched on and inside its window (start inclusive, end exclusive; an empty end is open). */
export function isCampaignLive(campaign: SpinCampaignWindow, now: Date): boolean {
  return Boolean(campaign.active) && isPromoLive({ start: campaign.startsAt, expiry: campaign.endsAt }, now)
}

/**
 * The admin's check of a campaign's segments: at least two, whole non-negative weights, some chance
 * of landing somewhere, and labels a shopper can tell apart. True, or the message to show.
 */
export function checkPrizeSegments(prizes: readonly Partial<Pick<SpinPrize, 'label' | 'weight' | 'stockLimit'>>[] | null | undefined): true | string {
  const rows = prizes ?? []
  if (rows.length < 2) return 'A wheel needs at least 2 segments (add a "Better luck next time" segment if there is only one prize).'
  if (rows.length > 12) return 'A wheel has at most 12 segments: more cannot be read on a phone.'
  if (rows.some((row) => !Number.isInteger(row.weight) || row.weight! < 0 || row.weight! > MAX_PRIZE_WEIGHT))
    return `Each weight is a whole number from 0 to ${MAX_PRIZE_WEIGHT.toLocaleString('en-AU')}.`
  if (rows.reduce((sum, row) => sum + (row.weight ?? 0), 0) <= 0) return 'At least one segment needs a weight above 0, or the wheel can never land.'
  if (rows.some((row) => row.stockLimit !== null && row.stockLimit !== undefined && (!Number.isInteger(row.stockLimit) || row.stockLimit < 0)))
    return 'A stock limit is a whole number of prizes (empty: no limit).'
  const labels = rows.map((row) => row.label?.trim().toLowerCase() ?? '')
  if (labels.some((label) => !label)) return 'Each segment needs a label.'
  const repeated = labels.find((label, index) => labels.indexOf(label) !== index)
  return repeated ? `Two segments are labelled "${rows[labels.indexOf(repeated)]!.label!.trim()}": give each its own label.` : true
}

/** Where a prize-winning shopper is told to bring their claim code. */
export const SPIN_CLAIM_PREFIX = 'W'
