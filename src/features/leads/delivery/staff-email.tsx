/**
 * The email dealer staff receive for a new lead: a readable HTML page (inline styles only, as mail
 * clients drop style sheets) rendered by React, so every value the shopper typed is escaped, and a
 * plain-text alternative with the same facts.
 */
import { tz } from '@date-fns/tz'
import { format } from 'date-fns'
import type { CSSProperties, ReactNode } from 'react'
// The explicit edge build: Next refuses a bare 'react-dom/server' import in modules its app-router
// server graph reaches (route handlers, server actions), and this one runs in plain Node too.
import { renderToStaticMarkup } from 'react-dom/server.edge'

import { appointmentText, carTitle, customerName, leadDetails, leadKind, leadTimeZone, type LeadDetail } from '@/domain/lead-facts'
import type { LeadForDelivery } from '@/domain/lead-for-delivery'
import { formatMoney } from '@/domain/money'
import { phoneHref } from '@/domain/phone'
import { toDate } from '@/domain/time'

export interface StaffEmail {
  subject: string
  html: string
  text: string
}

/** Subject, HTML and plain text for the dealership's staff notification address. */
export function staffNotificationEmail(lead: LeadForDelivery): StaffEmail {
  const subject = staffEmailSubject(lead)
  const html = `<!DOCTYPE html>${renderToStaticMarkup(<StaffEmailDocument lead={lead} subject={subject} />)}`
  return { subject, html, text: staffEmailText(lead) }
}

/** "New test drive booking: 2021 Toyota Corolla Ascent (Stock 12345) – Jane Citizen"; one line, whatever the shopper typed. */
export function staffEmailSubject(lead: LeadForDelivery): string {
  const kind = leadKind(lead)
  const car = vehicleLine(lead)
  const subject = `New ${kind}: ${car ? `${car} – ` : ''}${customerName(lead.customer)}`
  return subject.replace(/\s+/g, ' ').trim()
}

function vehicleLine(lead: LeadForDelivery): string {
  if (!lead.car) return ''
  const stock = lead.car.stockNumber?.trim()
  return [carTitle(lead.car) || 'Vehicle', stock ? `(Stock ${stock})` : ''].filter(Boolean).join(' ')
}

function receivedText(lead: LeadForDelivery): string {
  const date = toDate(lead.createdAt)
  return date ? format(date, "EEEE d MMMM yyyy 'at' h:mm aaa", { in: tz(leadTimeZone(lead)) }) : lead.createdAt
}

/** Only web addresses become links; anything else is shown as text. */
function webHref(url: string | null | undefined): string | null {
  const trimmed = url?.trim()
  return trimmed && /^https?:\/\//i.test(trimmed) ? trimmed : null
}

const EMAIL_ADDRESS = /^[^\s@<>"]+@[^\s@<>"]+$/

function carFacts(car: NonNullable<LeadForDelivery['car']>): LeadDetail[] {
  const facts: (LeadDetail | null)[] = [
    car.stockNumber?.trim() ? { label: 'Stock number', value: car.stockNumber.trim() } : null,
    car.vin?.trim() ? { label: 'VIN', value: car.vin.trim() } : null,
    car.carType ? { label: 'Type', value: car.carType[0]!.toUpperCase() + car.carType.slice(1) } : null,
    typeof car.price === 'number' && car.price > 0 ? { label: 'Price', value: formatMoney(car.price) } : null,
    typeof car.km === 'number' ? { label: 'Kilometres', value: `${car.km.toLocaleString('en-AU')} km` } : null,
    car.colour?.trim() ? { label: 'Colour', value: car.colour.trim() } : null,
  ]
  return facts.filter((fact): fact is LeadDetail => fact !== null)
}

/** The same facts as the HTML, as plain text for mail clients that show no HTML. */
export function staffEmailText(lead: LeadForDelivery): string {
  const { customer, car } = lead
  const lines = [
    `New ${leadKind(lead)} from ${lead.site.name}`,
    `Received ${receivedText(lead)} (lead ${lead.id})`,
    '',
    'CUSTOMER',
    customerName(customer),
    `Mobile: ${customer.phone}`,
    `Email: ${customer.email}`,
    customer.postcode?.trim() ? `Postcode: ${customer.postcode.trim()}` : null,
  ]
  if (car)
    lines.push('', 'VEHICLE', vehicleLine(lead), ...carFacts(car).map(({ label, value }) => `${label}: ${value}`), car.url?.trim() ? car.url.trim() : null)
  if (lead.message?.trim()) lines.push('', 'MESSAGE', lead.message.trim())
  lines.push('', 'DETAILS', ...leadDetails(lead).map(({ label, value }) => `${label}: ${value}`))
  return lines.filter((line): line is string => line !== null).join('\n')
}

const styles = {
  body: {
    margin: 0,
    padding: '24px',
    backgroundColor: '#f4f5f7',
    fontFamily: 'Arial, Helvetica, sans-serif',
    color: '#1f2933',
    fontSize: '15px',
    lineHeight: 1.5,
  },
  card: { maxWidth: '640px', margin: '0 auto', backgroundColor: '#ffffff', borderRadius: '8px', padding: '24px', border: '1px solid #e4e7eb' },
  heading: { margin: '0 0 4px', fontSize: '22px', lineHeight: 1.3 },
  muted: { margin: '0 0 16px', color: '#616e7c', fontSize: '13px' },
  sectionTitle: { margin: '24px 0 8px', fontSize: '13px', letterSpacing: '0.05em', textTransform: 'uppercase', color: '#616e7c' },
  table: { width: '100%', borderCollapse: 'collapse' },
  label: { padding: '4px 12px 4px 0', color: '#616e7c', verticalAlign: 'top', whiteSpace: 'nowrap', width: '35%' },
  value: { padding: '4px 0', verticalAlign: 'top', wordBreak: 'break-word' },
  message: { margin: 0, padding: '12px', backgroundColor: '#f4f5f7', borderRadius: '4px', whiteSpace: 'pre-wrap', wordBreak: 'break-word' },
  link: { color: '#0b69a3' },
  appointment: { margin: 0, padding: '12px', backgroundColor: '#e8f4fd', borderRadius: '4px', fontWeight: 'bold' },
} satisfies Record<string, CSSProperties>

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <h2 style={styles.sectionTitle}>{title}</h2>
      {children}
    </>
  )
}

function Rows({ rows }: { rows: { label: string; value: ReactNode }[] }) {
  return (
    <table role="presentation" style={styles.table}>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <td style={styles.label}>{row.label}</td>
            <td style={styles.value}>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function Link({ href, children }: { href: string | null; children: ReactNode }) {
  return href ? (
    <a href={href} style={styles.link}>
      {children}
    </a>
  ) : (
    <>{children}</>
  )
}

function StaffEmailDocument({ lead, subject }: { lead: LeadForDelivery; subject: string }) {
  const { customer, car } = lead
  const email = customer.email.trim()
  const details = leadDetails(lead).map(({ label, value }) => ({ label, value: label === 'Page' ? <Link href={webHref(value)}>{value}</Link> : value }))
  return (
    <html lang="en">
      {/* eslint-disable-next-line @next/next/no-head-element -- an email document, not a Next page */}
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{subject}</title>
      </head>
      <body style={styles.body}>
        <div style={styles.card}>
          <h1 style={styles.heading}>New {leadKind(lead)}</h1>
          <p style={styles.muted}>
            {lead.site.name} · received {receivedText(lead)} · lead {lead.id}
          </p>

          <Section title="Customer">
            <Rows
              rows={[
                { label: 'Name', value: customerName(customer) },
                { label: 'Mobile', value: <Link href={customer.phone.trim() ? phoneHref(customer.phone) : null}>{customer.phone}</Link> },
                { label: 'Email', value: <Link href={EMAIL_ADDRESS.test(email) ? `mailto:${email}` : null}>{email}</Link> },
                ...(customer.postcode?.trim() ? [{ label: 'Postcode', value: customer.postcode.trim() }] : []),
              ]}
            />
          </Section>

          {car ? (
            <Section title="Vehicle">
              <p style={{ margin: '0 0 8px', fontWeight: 'bold' }}>
                <Link href={webHref(car.url)}>{carTitle(car) || 'Vehicle'}</Link>
              </p>
              <Rows rows={carFacts(car)} />
            </Section>
          ) : null}

          {lead.appointment ? (
            <Section title="Appointment">
              <p style={styles.appointment}>{appointmentText(lead.appointment)}</p>
            </Section>
          ) : null}

          {lead.message?.trim() ? (
            <Section title="Message">
              <p style={styles.message}>{lead.message.trim()}</p>
            </Section>
          ) : null}

          <Section title="Details">
            <Rows rows={details} />
          </Section>
        </div>
      </body>
    </html>
  )
}
