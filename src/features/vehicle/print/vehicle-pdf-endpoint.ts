import { problem, rateLimited, siteForRequest } from '@/platform/site-api'

import { createVehiclePdf } from './vehicle-pdf'
import { loadPrintableCar } from './printable-car'

/**
 * GET /api/cars/{slug}/pdf (spec §7 "Print PDF for a slug"): the car's A4 sheet as a download named
 * {slug}.pdf. Errors are JSON `{ message, status }`, which the share bar shows in an alert (spec §8).
 */

export async function vehiclePdfResponse(request: Request, slug: string): Promise<Response> {
  const site = await siteForRequest(request)
  if (!site) return problem(404, 'This site could not be found.')
  const limited = await rateLimited(request, 'vehiclePdf', 'Too many PDF downloads. Please try again in a few minutes.')
  if (limited) return limited
  const printable = await loadPrintableCar(site, slug)
  if (!printable) return problem(404, 'This car is no longer available.')
  try {
    const pdf = await createVehiclePdf({ car: printable.car, ...printable.sheet, origin: printable.origin, now: new Date() })
    return new Response(new Uint8Array(pdf), {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${printable.car.slug}.pdf"`,
        'content-length': String(pdf.length),
        // Prices change with the next feed: a browser may keep a copy briefly, shared caches none.
        'cache-control': 'private, max-age=60',
      },
    })
  } catch (error) {
    console.error('[print] PDF failed for', site.slug, slug, error)
    return problem(500, 'The PDF could not be created. Please try again.')
  }
}
