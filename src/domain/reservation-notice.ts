/**
 * What a shopper is told about their reservation (issue 19) or purchase (issue 41 item 5), by email
 * and on the confirmation step: one wording per status, so the page and the email never disagree.
 * Pure; the outbox sends it.
 */
import { tz } from '@date-fns/tz'
import { format } from 'date-fns'

import type { LeadReservation } from './lead-for-delivery'
import { formatMoneyWithCents } from './money'
import { formatPhone } from './phone'
import { purchaseChargeCents } from './purchase'
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
  if (reservation.purchase) return purchaseNotice(reservation, reservation.purchase, context)
  const { reference } = reservation
  const deposit = dollars(reservation.depositCents)
  const until = heldUntilText(reservation.expiresAt, context.timeZone)
  const call = context.dealerPhone ? ` on ${formatPhone(context.dealerPhone)}` : ''
  const subject = (what: string) => `${what}: ${context.carName} (${reference})`
  switch (reservation.status) {
    case 'pending-payment':
      return reservation.payment === 'online'
        ? {
            subject: subject('Finish your reservation'),
            heading: 'Your reservation is waiting for its deposit',
            lines: [
              `We are holding the ${context.carName} for you${until ? ` until ${until}` : ''} while you pay the ${deposit} deposit online.`,
              `If the payment did not go through, you can pay it at ${context.dealerName} or by phone${call}, quoting ${reference}.`,
            ],
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
        lines: [
          `Thank you: we have your ${deposit} deposit and the ${context.carName} is held for you${until ? ` until ${until}` : ''}.`,
          `Our sales team will call you to arrange the balance and the handover. Questions? Call ${context.dealerName}${call}, quoting ${reference}.`,
        ],
      }
    case 'completed':
      return {
        subject: subject('Enjoy your new car'),
        heading: 'Your purchase is complete',
        lines: [`The ${context.carName} is yours. Thank you for buying from ${context.dealerName}.`],
      }
    case 'refunded':
      return {
        subject: subject('Reservation cancelled and refunded'),
        heading: 'Your reservation is cancelled',
        lines: [
          `Your reservation of the ${context.carName} is cancelled and your ${deposit} deposit has been refunded to the card you paid with. Refunds usually show within 5 to 10 business days.`,
          `Questions? Call ${context.dealerName}${call}, quoting ${reference}.`,
        ],
      }
    case 'cancelled':
    case 'expired':
      return {
        subject: subject('Reservation ended'),
        heading: 'Your reservation has ended',
        lines: [
          `Your reservation of the ${context.carName} has ${reservation.status === 'expired' ? 'reached the end of its hold time' : 'been cancelled'}, and the car is no longer held for you. If you paid a deposit online, we will contact you about its refund.`,
          `Still interested? Call ${context.dealerName}${call}, quoting ${reference}.`,
        ],
      }
  }
}

/** A purchase's wording: the deposit, then how the balance is paid, until the car is the buyer's. */
function purchaseNotice(
  reservation: LeadReservation,
  purchase: NonNullable<LeadReservation['purchase']>,
  context: ReservationNoticeContext,
): ReservationNotice {
  const { reference } = reservation
  const deposit = dollars(reservation.depositCents)
  const balance = dollars(purchase.balanceCents)
  const charged = dollars(purchaseChargeCents({ depositCents: reservation.depositCents, balanceCents: purchase.balanceCents }, purchase.balanceMethod))
  const until = heldUntilText(reservation.expiresAt, context.timeZone)
  const held = `the ${context.carName} is held for you${until ? ` until ${until}` : ''}`
  const call = context.dealerPhone ? ` on ${formatPhone(context.dealerPhone)}` : ''
  const questions = `Questions? Call ${context.dealerName}${call}, quoting ${reference}.`
  const subject = (what: string) => `${what}: ${context.carName} (${reference})`
  const balanceNext = {
    finance: `Next, finish your finance application for the ${balance} balance. Once the lender approves it and pays us, we arrange the handover with you.`,
    'bank-transfer': `Next, pay the ${balance} balance by bank transfer to the account in your contract summary, quoting ${reference}. Once it arrives, we arrange the handover with you.`,
    card: 'We will call you to arrange the handover.',
  }[purchase.balanceMethod]
  switch (reservation.status) {
    case 'pending-payment':
      if (reservation.payment !== 'online') {
        return {
          subject: subject('Your purchase'),
          heading: 'Your purchase: deposit to pay',
          lines: [
            `Thank you for buying online: ${held}.`,
            `Pay your ${deposit} deposit at ${context.dealerName} or by phone${call}, quoting ${reference}.`,
            balanceNext,
          ],
        }
      }
      return purchase.balanceMethod === 'card'
        ? {
            subject: subject('Finish paying for your car'),
            heading: 'Your purchase is waiting for its payment',
            lines: [
              `We are holding the ${context.carName} for you${until ? ` until ${until}` : ''} while you pay ${charged} by card online.`,
              `If the payment did not go through, call ${context.dealerName}${call}, quoting ${reference}.`,
            ],
          }
        : {
            subject: subject('Finish your purchase'),
            heading: 'Your purchase is waiting for its deposit',
            lines: [
              `We are holding the ${context.carName} for you${until ? ` until ${until}` : ''} while you pay the ${deposit} deposit online.`,
              `If the payment did not go through, you can pay it at ${context.dealerName} or by phone${call}, quoting ${reference}.`,
              balanceNext,
            ],
          }
    case 'paid':
      return purchase.balanceMethod === 'card'
        ? {
            subject: subject('Paid in full'),
            heading: 'Your purchase is paid in full',
            lines: [`Thank you: we have your payment of ${charged} and the ${context.carName} is yours.`, balanceNext, questions],
          }
        : {
            subject: subject('Deposit received'),
            heading: purchase.balanceMethod === 'finance' ? 'Your purchase: awaiting finance approval' : 'Your purchase: deposit paid, balance due',
            lines: [`Thank you: we have your ${deposit} deposit and ${held}.`, balanceNext, questions],
          }
    case 'completed':
      return {
        subject: subject('Enjoy your new car'),
        heading: 'Your purchase is complete',
        lines: [`The ${context.carName} is yours. Thank you for buying from ${context.dealerName}.`],
      }
    case 'refunded':
      return {
        subject: subject('Purchase cancelled and refunded'),
        heading: 'Your purchase is cancelled',
        lines: [
          `Your purchase of the ${context.carName} is cancelled and the ${charged} you paid online has been refunded to your card. Refunds usually show within 5 to 10 business days.`,
          questions,
        ],
      }
    case 'cancelled':
    case 'expired':
      return {
        subject: subject('Purchase ended'),
        heading: 'Your purchase has ended',
        lines: [
          `Your purchase of the ${context.carName} has ${reservation.status === 'expired' ? 'reached the end of its hold time' : 'been cancelled'}, and the car is no longer held for you. If you paid anything online, we will contact you about its refund.`,
          `Still interested? Call ${context.dealerName}${call}, quoting ${reference}.`,
        ],
      }
  }
}
