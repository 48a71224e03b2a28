/**
 * The shopper's own email about their lead (issue 19): a reservation's or purchase's confirmation or
 * update, worded by the domain's reservationNotice for its status when the delivery runs; or a
 * spin-to-win prize with its claim code (issue 22).
 */
import { carTitle, leadTimeZone } from '@/domain/lead-facts'
import type { LeadForDelivery } from '@/domain/lead-for-delivery'
import { escapeHtml } from '@/domain/html'
import { reservationNotice } from '@/domain/reservation-notice'

import { prizeEmail } from './prize-email'

export function shopperEmail(lead: LeadForDelivery): { subject: string; text: string; html: string } {
  if (lead.prize) return prizeEmail({ ...lead, prize: lead.prize })
  if (!lead.reservation) throw new Error(`Lead ${lead.id} has no reservation to confirm to the shopper.`)
  const dealerName = lead.dealership?.name ?? lead.site.name
  const notice = reservationNotice(lead.reservation, {
    carName: lead.car ? carTitle(lead.car) || 'car' : 'car',
    dealerName,
    dealerPhone: lead.location?.phone ?? lead.dealership?.phone,
    timeZone: leadTimeZone(lead),
  })
  const greeting = `Hi ${lead.customer.firstName.trim()},`
  const link = lead.reservation.url
  // A purchase (buy online) is told as one, never as a reservation (issue 41 item 5).
  const [What, what] = lead.reservation.purchase ? ['Purchase', 'purchase'] : ['Reservation', 'reservation']
  const text = [
    greeting,
    '',
    notice.heading,
    '',
    ...notice.lines.flatMap((line) => [line, '']),
    `${What} number: ${lead.reservation.reference}`,
    `Your ${what}: ${link}`,
    '',
    dealerName,
  ].join('\n')
  const html = `<!DOCTYPE html><html lang="en"><body style="font-family:Arial,sans-serif;line-height:1.5;color:#111">
<p>${escapeHtml(greeting)}</p><h1 style="font-size:20px">${escapeHtml(notice.heading)}</h1>
${notice.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p>${What} number: <strong>${escapeHtml(lead.reservation.reference)}</strong></p>
<p><a href="${escapeHtml(link)}">See your ${what}</a></p><p>${escapeHtml(dealerName)}</p></body></html>`
  return { subject: notice.subject, text, html }
}
