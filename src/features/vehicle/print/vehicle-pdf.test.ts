import { extractText, getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'

import { stockCarSchema } from '@/features/search/stock/stock-record'

import { feedCar } from '../../../../tests/helpers/stock'
import { loadPrintPhoto } from './print-photo'
import { createVehiclePdf, type VehiclePdfInput } from './vehicle-pdf'

const now = new Date('2026-11-24T01:00:00Z')

async function pdfText(pdf: Buffer): Promise<{ pages: number; text: string }> {
  const document = await getDocumentProxy(new Uint8Array(pdf))
  const { totalPages, text } = await extractText(document, { mergePages: true })
  return { pages: totalPages, text: text.replace(/\s+/g, ' ') }
}

const input = (fields: Record<string, unknown> = {}): VehiclePdfInput => ({
  car: stockCarSchema.parse(
    feedCar(42, {
      price: 31_990,
      price_type: 'Drive Away',
      before_price: 34_990,
      standardEquipment: ['Apple CarPlay', 'Reversing camera'],
      dealercomments: 'One owner, full service history.',
      ...fields,
    }),
  ),
  siteName: 'Harbour City Auto Group',
  pageUrl: 'https://harbourcityauto.com.au/cars/2024-kia-sportage-s-42',
  now,
  dealer: { name: 'Harbour City Kia Newstead', address: '48 Breakfast Creek Road, Newstead QLD 4006', phone: '+61738524100' },
})

describe('createVehiclePdf (spec §7 Print PDF for a slug)', () => {
  it('makes an A4 PDF of a feed car with its name, formatted price, details, dealer and link', async () => {
    const pdf = await createVehiclePdf(input())
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const { pages, text } = await pdfText(pdf)
    expect(pages).toBe(1)
    for (const expected of [
      'Harbour City Auto Group',
      '2024 Kia Sportage S 42',
      '$31,990',
      'Drive Away',
      'Was $34,990',
      '12,000 km',
      'T42',
      'Apple CarPlay',
      'One owner, full service history.',
      'Harbour City Kia Newstead',
      'Phone 07 3852 4100',
      'https://harbourcityauto.com.au/cars/2024-kia-sportage-s-42',
      'Generated on 24/11/2026',
    ]) {
      expect(text).toContain(expected)
    }
  })

  it('embeds the first demo photo, drawn in-process (no HTTP)', async () => {
    const photoUrls: Array<string | null> = []
    const withPhoto = await createVehiclePdf(input(), { loadPhoto: (url) => (photoUrls.push(url), loadPrintPhoto(url)) })
    const withoutPhoto = await createVehiclePdf(input(), { loadPhoto: async () => null })
    expect(photoUrls).toEqual(['/demo-stock/suv-white-front.webp'])
    expect(withPhoto.toString('latin1')).toContain('/Subtype /Image')
    expect(withoutPhoto.toString('latin1')).not.toContain('/Subtype /Image')
  })

  it('still prints the sheet when the photo cannot be fetched', async () => {
    const failing: typeof fetch = async () => new Response('nope', { status: 503 })
    const pdf = await createVehiclePdf(input({ images: [{ image: { url: 'https://cdn.example.com/missing.jpg' } }] }), {
      loadPhoto: (url) => loadPrintPhoto(url, { fetch: failing }),
    })
    const { text } = await pdfText(pdf)
    expect(text).toContain('2024 Kia Sportage S 42')
    expect(pdf.toString('latin1')).not.toContain('/Subtype /Image')
  })

  it('stays within two pages with long comments and many features', async () => {
    const pdf = await createVehiclePdf(
      input({
        dealercomments: 'A well kept car with plenty of room for the family. '.repeat(40),
        standardEquipment: Array.from({ length: 40 }, (_, i) => `Feature number ${i + 1}`),
      }),
    )
    const { pages, text } = await pdfText(pdf)
    expect(pages).toBeLessThanOrEqual(2)
    expect(text).toContain('Feature number 12')
    expect(text).not.toContain('Feature number 13')
  })

  it('prints a caravan with its lengths in metres', async () => {
    const { text } = await pdfText(await createVehiclePdf(input({ item_type: 'caravan', caravan: { body_length: 21, body_width: 7.5, sleeps: 4 } })))
    expect(text).toContain('Caravan specifications')
    expect(text).toContain('6.4 m')
  })
})

describe('loadPrintPhoto', () => {
  it('turns a demo photo into a JPEG and ignores its query string', async () => {
    const jpeg = await loadPrintPhoto('/demo-stock/suv-white-front.webp?w=200')
    expect(jpeg?.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]))
  })

  it('skips unknown demo photos, relative URLs without an origin and failed fetches', async () => {
    expect(await loadPrintPhoto('/demo-stock/not-a-photo.webp')).toBeNull()
    expect(await loadPrintPhoto('/api/media/file/car.jpg')).toBeNull()
    expect(
      await loadPrintPhoto('https://cdn.example.com/car.jpg', {
        fetch: async () => {
          throw new Error('timeout')
        },
      }),
    ).toBeNull()
    expect(await loadPrintPhoto(null)).toBeNull()
  })

  it('fetches relative media against the origin and converts it', async () => {
    const png = await (
      await import('sharp')
    )
      .default({ create: { width: 60, height: 40, channels: 3, background: '#336699' } })
      .png()
      .toBuffer()
    const asked: string[] = []
    const jpeg = await loadPrintPhoto('/api/media/file/car.png', {
      origin: 'https://dealer.example',
      fetch: async (url) => (asked.push(String(url)), new Response(new Uint8Array(png))),
    })
    expect(asked).toEqual(['https://dealer.example/api/media/file/car.png'])
    expect(jpeg?.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]))
  })
})
