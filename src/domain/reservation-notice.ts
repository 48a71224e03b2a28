/**
 * What a shopper is told about their reservation (issue 19), by email and on the confirmation step:
 * one wording per status, so the page and the email never disagree. Pure; the outbox sends it.
 */
import { tz } from '@date-fns/tz'
import { format } from 'date-fns'

import type { LeadReservation } from './lead-for-delivery'
import { formatMoneyWithCents } from './money'
import { toDate } from './time'

export interface ReservationNoticeContext {
  carName: string
  dealerName: string
  dealerPhone?: string | null
  timeZone: string
}

export interface ReservationNotice {
  subject: string
  heading: string
  /** Paragraphs, plain text. */
  lines: string[]
}

const dollars = (cents: number) => formatMoneyWithCents(cents / 100)

/** "Thursday 26 November at 3:30 pm", in the dealership's clock. */
export function heldUntilText(expiresAt: string | null | undefined, timeZone: string): string | null {
  const date = toDate(expiresAt ?? null)
  return date ? format(date, "EEEE d MMMM 'at' h:mm aaa", { in: tz(timeZone) }) : null
}

export function reservationNotice(reservation: LeadReservation, context: ReservationNoticeContext): ReservationNotice {
  const { reference } = reservation
  const deposit = dollars(reservation.depositCents)
  const until = heldUntilText(reservation.expiresAt, context.timeZone)
  const call = context.dealerPhone ? ` on ${context.dealerPhone}` : ''
  const subject = (what: string) => `${what}: ${context.carName} (${reference})`
  switch (reservation.status) {
    case 'pending-payment':
      return reservation.payment === 'online'
        ? {
            subject: subject('Finish your reservation'),
            heading: 'Your reservation is waiting for its deposit',
            lines: [`We are holding the ${context.carName} for you${until ? ` until ${until}` : ''} while you pay the ${deposit} deposit online.`, `If the payment did not go through, you can pay it at ${context.dealerName} or by phone${call}, quoting ${reference}.`],
          }
        : {
            subject: subject('Your reservation'),
            heading: 'Your car is reserved',
            lines: [
              `We are holding the ${context.carName} for you${until ? ` until ${until}` : ''}.`,
              `Pay your ${deposit} deposit at ${context.dealerName} or by phone${call}, quoting ${reference}. Once it is paid, the car is held for you while we arrange the balance and the handover.`,
            ],
          }
    case 'paid':
      return {
        subject: subject('Deposit received'),
        heading: 'Deposit received: the car is yours to collect',
        lines: [`Thank you: we have your ${deposit} deposit and the ${context.carName} is held for you${until ? ` until ${until}` : ''}.`, `Our sales team will call you to arrange the balance and the handover. Questions? Call ${context.dealerName}${call}, quoting ${reference}.`],
      }
    case 'completed':
      return { subject: subject('Enjoy your new car'), heading: 'Your purchase is complete', lines: [`The ${context.carName} is yours. Thank you for buying from ${context.dealerName}.`] }
    case 'refunded':
      return {
        subject: subject('Reservation cancelled and refunded'),
        heading: 'Your reservation is cancelled',
        lines: [`Your reservation of the ${context.carName} is cancelled and your ${deposit} deposit has been refunded to the card you paid with. Refunds usually show within 5 to 10 business days.`, `Questions? Call ${context.dealerName}${call}, quoting ${reference}.`],
      }
    case 'cancelled':
    case 'expired':
      return {
        subject: subject('Reservation ended'),
        heading: 'Your reservation has ended',
        lines: [`Your reservation of the ${context.carName} has ${reservation.status === 'expired' ? 'reached the end of its hold time' : 'been cancelled'}, and the car is no longer held for you. If you paid a deposit online, we will contact you about its refund.`, `Still interested? Call ${context.dealerName}${call}, quoting ${reference}.`],
      }
  }
}
