/** The "cars sold this month" counter (spec §9 "Sales counter"). */
import { tz } from '@date-fns/tz'
import { format } from 'date-fns'

export const SALES_COUNTER = { timeZone: 'Australia/Brisbane', perDay: 192, secondsPerSale: 450, refreshSeconds: 150, countUpMs: 2000 } as const

/** (day of month - 1) x 192 + seconds into the day / 450, on Brisbane's clock, in whole sales. */
export function salesCounter(now: Date): number {
  const [day, hours, minutes, seconds] = format(now, 'd H m s', { in: tz(SALES_COUNTER.timeZone) })
    .split(' ')
    .map(Number) as [number, number, number, number]
  const secondsIntoDay = hours * 3600 + minutes * 60 + seconds
  return (day - 1) * SALES_COUNTER.perDay + Math.floor(secondsIntoDay / SALES_COUNTER.secondsPerSale)
}
