import type { SpinAnswer } from './spin-answer'

/** What the page says about a spin, first line announced (the wheel's stop is decoration; this is the result). */
export function spinResultLines(answer: SpinAnswer): string[] {
  const earlier = answer.alreadySpun ? 'You have had your spin in this campaign. ' : ''
  if (!answer.prize) return [`${earlier}The wheel stopped on ${answer.label}. No prize this time, thanks for playing.`]
  return [
    `${earlier}You won ${answer.prize.label}!`,
    ...(answer.prize.description ? [answer.prize.description] : []),
    ...(answer.claimCode ? [`Your claim code is ${answer.claimCode}. We have emailed it to you with how to claim your prize.`] : []),
  ]
}
