import PDFDocument from 'pdfkit'

import { loadPrintPhoto } from './print-photo'
import { vehiclePrintSheet, type CarForPrintSheet, type PrintSheet, type PrintSheetOptions } from './vehicle-print-sheet'

/**
 * The vehicle PDF (spec §7 "Print PDF for a slug", §4 "PDF print"): the print sheet drawn on A4 with
 * pdfkit's built-in Helvetica, the first photo beside the price and key details, then features,
 * caravan specifications, dealer comments and the dealer. One page for most cars, two with long
 * comments. No HTTP here: the route loads the car and the dealer and sends the bytes.
 */
export interface VehiclePdfInput extends PrintSheetOptions {
  car: CarForPrintSheet
  /** Resolves relative photo URLs (uploaded media). */
  origin?: string | null
}

export interface VehiclePdfDeps {
  loadPhoto?: (url: string | null, origin: string | null) => Promise<Buffer | null>
}

const A4 = { width: 595.28, height: 841.89 }
const MARGIN = 40
const CONTENT_WIDTH = A4.width - 2 * MARGIN
const PHOTO = { width: 270, height: 180 }
const GAP = 20
const COLOUR = { text: '#1b2430', muted: '#52606d', rule: '#d3dae2', accent: '#c8102e' }

export async function createVehiclePdf(input: VehiclePdfInput, deps: VehiclePdfDeps = {}): Promise<Buffer> {
  const sheet = vehiclePrintSheet(input.car, input)
  const loadPhoto = deps.loadPhoto ?? ((url, origin) => loadPrintPhoto(url, { origin }))
  const photo = await loadPhoto(sheet.photo, input.origin ?? null)
  return drawSheet(sheet, photo, input.now)
}

function drawSheet(sheet: PrintSheet, photo: Buffer | null, now: Date): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: 'en-AU',
    displayTitle: true,
    info: { Title: sheet.title, Author: sheet.site.name, Subject: `${sheet.title} at ${sheet.site.name}`, CreationDate: now },
  })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  header(doc, sheet)
  const top = doc.y
  if (photo) {
    try {
      doc.image(photo, MARGIN, top, { fit: [PHOTO.width, PHOTO.height], align: 'center' })
    } catch (error) {
      console.warn('[print] photo could not be embedded', error instanceof Error ? error.message : error)
    }
  }
  const columnX = photo ? MARGIN + PHOTO.width + GAP : MARGIN
  const columnWidth = A4.width - MARGIN - columnX
  doc.y = top
  priceBlock(doc, sheet, columnX, columnWidth)
  detailRows(doc, sheet.details, columnX, columnWidth)
  doc.x = MARGIN
  doc.y = Math.max(doc.y, photo ? top + PHOTO.height : 0) + GAP

  if (sheet.caravan.length) {
    heading(doc, 'Caravan specifications')
    detailRows(doc, sheet.caravan, MARGIN, CONTENT_WIDTH / 2)
    doc.x = MARGIN
    doc.moveDown(0.8)
  }
  if (sheet.features.length) {
    heading(doc, 'Features')
    featureColumns(doc, sheet.features)
    doc.moveDown(0.8)
  }
  if (sheet.comments) {
    heading(doc, 'Dealer comments')
    doc.font('Helvetica').fontSize(10).fillColor(COLOUR.text).text(sheet.comments, MARGIN, doc.y, { width: CONTENT_WIDTH, lineGap: 2 })
    doc.moveDown(0.8)
  }
  if (sheet.dealer) {
    heading(doc, 'Dealer')
    doc.font('Helvetica-Bold').fontSize(11).fillColor(COLOUR.text).text(sheet.dealer.name, MARGIN, doc.y, { width: CONTENT_WIDTH })
    doc.font('Helvetica').fontSize(10)
    if (sheet.dealer.address) doc.text(sheet.dealer.address, { width: CONTENT_WIDTH })
    if (sheet.dealer.phone) doc.text(`Phone ${sheet.dealer.phone}`, { width: CONTENT_WIDTH })
    doc.moveDown(0.8)
  }
  rule(doc)
  doc.font('Helvetica').fontSize(9).fillColor(COLOUR.muted)
  doc.text('View this vehicle online: ', MARGIN, doc.y, { continued: true }).fillColor(COLOUR.text).text(sheet.url, { link: sheet.url, underline: true })
  doc.fillColor(COLOUR.muted).text(sheet.generated)
  doc.end()
  return done
}

function header(doc: PDFKit.PDFDocument, sheet: PrintSheet) {
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .fillColor(COLOUR.text)
    .text(sheet.site.name, MARGIN, MARGIN, { width: CONTENT_WIDTH * 0.7 })
  if (sheet.site.tagline)
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(COLOUR.muted)
      .text(sheet.site.tagline, { width: CONTENT_WIDTH * 0.7 })
  doc.moveDown(0.6)
  rule(doc)
  doc.font('Helvetica-Bold').fontSize(20).fillColor(COLOUR.text).text(sheet.title, MARGIN, doc.y, { width: CONTENT_WIDTH })
  if (sheet.subtitle) doc.font('Helvetica').fontSize(11).fillColor(COLOUR.muted).text(sheet.subtitle, { width: CONTENT_WIDTH })
  doc.moveDown(0.8)
}

function priceBlock(doc: PDFKit.PDFDocument, sheet: PrintSheet, x: number, width: number) {
  for (const line of sheet.priceLines) {
    if (line.kind === 'struckThrough') {
      doc.font('Helvetica').fontSize(11).fillColor(COLOUR.muted).text(line.text, x, doc.y, { width, strike: true })
    } else if (line.kind === 'price') {
      // The price type sits beside the price, on its baseline; the line is as tall as the price.
      const y = doc.y
      doc.font('Helvetica-Bold').fontSize(22).fillColor(COLOUR.accent).text(line.text, x, y, { width, lineBreak: false })
      const priceWidth = doc.widthOfString(line.text)
      if (line.label)
        doc
          .font('Helvetica')
          .fontSize(10)
          .fillColor(COLOUR.muted)
          .text(line.label, x + priceWidth + 8, y + 9, { width: Math.max(40, width - priceWidth - 8), lineBreak: false })
      doc.y = y + 26
    } else {
      doc
        .font('Helvetica')
        .fontSize(10)
        .fillColor(COLOUR.muted)
        .text(`${line.label ?? 'Was'} ${line.text}`, x, doc.y, { width })
    }
  }
  doc.y += 10
}

function detailRows(doc: PDFKit.PDFDocument, rows: PrintSheet['details'], x: number, width: number) {
  const labelWidth = Math.min(120, width * 0.45)
  doc.fontSize(10)
  for (const { label, value } of rows) {
    const y = doc.y
    doc.font('Helvetica').fillColor(COLOUR.muted).text(label, x, y, { width: labelWidth })
    const afterLabel = doc.y
    doc
      .font('Helvetica-Bold')
      .fillColor(COLOUR.text)
      .text(value, x + labelWidth, y, { width: width - labelWidth })
    doc.y = Math.max(afterLabel, doc.y) + 2
  }
}

/** Features in two balanced columns (pdfkit's own columns fill the first to the page bottom). */
function featureColumns(doc: PDFKit.PDFDocument, features: readonly string[]) {
  const half = Math.ceil(features.length / 2)
  const width = (CONTENT_WIDTH - GAP) / 2
  const columns = [features.slice(0, half), features.slice(half)].map((column) => column.map((feature) => `•  ${feature}`).join('\n'))
  doc.font('Helvetica').fontSize(10).fillColor(COLOUR.text)
  // Both columns start on the same page: move to the next one first when the taller would not fit.
  const height = Math.max(...columns.map((text) => doc.heightOfString(text, { width, lineGap: 2 })))
  if (doc.y + height > A4.height - MARGIN) doc.addPage()
  const top = doc.y
  let bottom = top
  for (const [i, text] of columns.entries()) {
    if (!text) continue
    doc.text(text, MARGIN + i * (width + GAP), top, { width, lineGap: 2 })
    bottom = Math.max(bottom, doc.y)
  }
  doc.x = MARGIN
  doc.y = bottom
}

function heading(doc: PDFKit.PDFDocument, text: string) {
  // Keep a heading with at least a few lines of what follows it.
  if (doc.y > A4.height - MARGIN - 80) doc.addPage()
  doc.font('Helvetica-Bold').fontSize(12).fillColor(COLOUR.text).text(text, MARGIN, doc.y, { width: CONTENT_WIDTH })
  doc.moveDown(0.3)
}

function rule(doc: PDFKit.PDFDocument) {
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(A4.width - MARGIN, doc.y)
    .lineWidth(0.75)
    .strokeColor(COLOUR.rule)
    .stroke()
  doc.moveDown(0.6)
}
