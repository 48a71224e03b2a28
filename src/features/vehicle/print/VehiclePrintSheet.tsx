import Image from 'next/image'

import type { PrintRow, PrintSheet } from '@/features/vehicle/print/vehicle-print-sheet'

import { PrintButton } from './PrintButton.client'

function Rows({ rows }: { rows: PrintRow[] }) {
  return (
    <dl className="print-sheet__rows">
      {rows.map((row) => (
        <div key={row.label} className="print-sheet__row">
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** The print page's sheet (spec §2 /print?car_id={slug}): the same sections the PDF draws. */
export function VehiclePrintSheet({ sheet }: { sheet: PrintSheet }) {
  return (
    <article className="print-sheet" aria-labelledby="print-sheet-title">
      <div className="print-sheet__actions">
        <PrintButton />
      </div>
      <header className="print-sheet__header">
        <p className="print-sheet__site">{sheet.site.name}</p>
        {sheet.site.tagline ? <p className="print-sheet__tagline">{sheet.site.tagline}</p> : null}
      </header>
      <h1 id="print-sheet-title" className="print-sheet__title">
        {sheet.title}
      </h1>
      {sheet.subtitle ? <p className="print-sheet__subtitle">{sheet.subtitle}</p> : null}
      <div className="print-sheet__top">
        {sheet.photo ? <Image className="print-sheet__photo" src={sheet.photo} alt={sheet.title} width={600} height={400} unoptimized priority /> : null}
        <div>
          <div className="print-sheet__price">
            {sheet.priceLines.map((line) =>
              line.kind === 'struckThrough' ? (
                <s key={line.kind} className="print-sheet__list-price">
                  <span className="visually-hidden">Was </span>
                  {line.text}
                </s>
              ) : line.kind === 'price' ? (
                <p key={line.kind} className="print-sheet__amount">
                  <strong>{line.text}</strong> {line.label ? <span className="print-sheet__price-type">{line.label}</span> : null}
                </p>
              ) : (
                <p key={line.kind} className="print-sheet__was">
                  {line.label} {line.text}
                </p>
              ),
            )}
          </div>
          <Rows rows={sheet.details} />
        </div>
      </div>
      {sheet.caravan.length ? (
        <section className="print-sheet__section">
          <h2>Caravan specifications</h2>
          <Rows rows={sheet.caravan} />
        </section>
      ) : null}
      {sheet.features.length ? (
        <section className="print-sheet__section">
          <h2>Features</h2>
          <ul className="print-sheet__features">
            {sheet.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {sheet.comments ? (
        <section className="print-sheet__section">
          <h2>Dealer comments</h2>
          <p className="print-sheet__comments">{sheet.comments}</p>
        </section>
      ) : null}
      {sheet.dealer ? (
        <section className="print-sheet__section">
          <h2>Dealer</h2>
          <p className="print-sheet__dealer">
            <strong>{sheet.dealer.name}</strong>
            {sheet.dealer.address ? <span>{sheet.dealer.address}</span> : null}
            {sheet.dealer.phone && sheet.dealer.phoneHref ? (
              <span>
                Phone <a href={sheet.dealer.phoneHref}>{sheet.dealer.phone}</a>
              </span>
            ) : null}
          </p>
        </section>
      ) : null}
      <footer className="print-sheet__footer">
        <p>
          View this vehicle online: <a href={sheet.url}>{sheet.url}</a>
        </p>
        <p>{sheet.generated}</p>
      </footer>
    </article>
  )
}
