/**
 * The shopper's prize email (issue 22 spin-to-win: "the prize emailed"): what they won, the claim
 * code to bring, and the campaign's terms. Sent through the leads outbox like a reservation's
 * confirmation, so a prize won is never a prize unheard of.
 */
import type { LeadForDelivery, LeadSpinPrize } from '@/domain/lead-for-delivery'
import { escapeHtml } from '@/domain/html'
import { formatPhone } from '@/domain/phone'

export function prizeEmail(lead: LeadForDelivery & { prize: LeadSpinPrize }): { subject: string; text: string; html: string } {
  const { prize } = lead
  const dealerName = lead.dealership?.name ?? lead.site.name
  const dealerPhone = lead.location?.phone ?? lead.dealership?.phone
  const phone = dealerPhone ? formatPhone(dealerPhone) : null
  const greeting = `Hi ${lead.customer.firstName.trim()},`
  const heading = `You won: ${prize.label}`
  const claim = `To claim it, show this code at ${dealerName}${phone ? ` or call us on ${phone}` : ''}: ${prize.claimCode}`
  const lines = [`Thanks for spinning the wheel in our ${prize.campaign}.`, ...(prize.description?.trim() ? [prize.description.trim()] : []), claim]
  const text = [
    greeting,
    '',
    heading,
    '',
    ...lines.flatMap((line) => [line, '']),
    ...(prize.terms?.trim() ? ['Terms', prize.terms.trim(), ''] : []),
    dealerName,
  ].join('\n')
  const html = `<!DOCTYPE html><html lang="en"><body style="font-family:Arial,sans-serif;line-height:1.5;color:#111">
<p>${escapeHtml(greeting)}</p><h1 style="font-size:20px">${escapeHtml(heading)}</h1>
${lines
  .slice(0, -1)
  .map((line) => `<p>${escapeHtml(line)}</p>`)
  .join('\n')}
<p>To claim it, show this code at ${escapeHtml(dealerName)}${phone ? ` or call us on ${escapeHtml(phone)}` : ''}:</p><p style="font-size:24px;letter-spacing:3px;font-weight:bold">${escapeHtml(prize.claimCode)}</p>
${prize.terms?.trim() ? `<h2 style="font-size:16px">Terms</h2><p style="font-size:13px;color:#444">${escapeHtml(prize.terms.trim())}</p>` : ''}
<p>${escapeHtml(dealerName)}</p></body></html>`
  return { subject: `${heading} (claim code ${prize.claimCode})`, text, html }
}
