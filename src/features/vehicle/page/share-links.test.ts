import { describe, expect, it } from 'vitest'

import { assertShareUrl, fetchVehiclePdf, printPageHref, shareLinks, shareWindowFeatures, vehiclePdfFileName, vehiclePdfHref } from './share-links'

const url = 'https://harbourcityauto.com.au/cars/2021-toyota-corolla-ascent-sport'
const title = '2021 Toyota Corolla Ascent Sport & more'

describe('share links (spec §2 share bar)', () => {
  it('builds one encoded link per network, email without a window', () => {
    const links = Object.fromEntries(shareLinks(url, title).map((link) => [link.network, link]))
    expect(Object.keys(links)).toEqual(['facebook', 'x', 'linkedin', 'whatsapp', 'email'])
    expect(links.facebook!.href).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`)
    expect(new URL(links.x!.href).searchParams.get('text')).toBe(title)
    expect(new URL(links.x!.href).searchParams.get('url')).toBe(url)
    expect(new URL(links.linkedin!.href).searchParams.get('url')).toBe(url)
    expect(new URL(links.whatsapp!.href).searchParams.get('text')).toBe(`${title} ${url}`)
    expect(links.email!.href).toBe(`mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${title}\n${url}`)}`)
    expect(links.email!.popup).toBe(false)
    expect(links.facebook!.popup).toBe(true)
  })

  it('raises an assertion error when the url is missing (spec §8)', () => {
    expect(() => shareLinks('', title)).toThrow(/Assertion failed/)
    expect(() => shareLinks(undefined as unknown as string, title)).toThrow(/Assertion failed/)
    expect(() => assertShareUrl('   ')).toThrow(/Assertion failed/)
    expect(() => assertShareUrl(url)).not.toThrow()
  })

  it('centres a 550x400 share window on the browser window (spec §9)', () => {
    expect(shareWindowFeatures({ left: 100, top: 50, width: 1450, height: 900 })).toBe('popup=yes,width=550,height=400,left=550,top=300')
    // A window smaller than the popup still opens it on screen.
    expect(shareWindowFeatures({ left: 0, top: 0, width: 400, height: 300 })).toBe('popup=yes,width=550,height=400,left=0,top=0')
  })

  it('links the print page, the PDF endpoint and names the file {slug}.pdf (spec §2 routes, §4 PDF print)', () => {
    expect(printPageHref('2021-toyota-corolla')).toBe('/print?car_id=2021-toyota-corolla')
    expect(vehiclePdfHref('2021-toyota-corolla')).toBe('/api/cars/2021-toyota-corolla/pdf')
    expect(vehiclePdfFileName('2021-toyota-corolla')).toBe('2021-toyota-corolla.pdf')
  })
})

describe('fetchVehiclePdf (spec §8 PDF download failure: alert with the error message)', () => {
  it('answers the PDF as a blob', async () => {
    const asked: string[] = []
    const blob = await fetchVehiclePdf(
      'a-car',
      async (input) => (asked.push(String(input)), new Response('%PDF-1.3 ...', { headers: { 'content-type': 'application/pdf' } })),
    )
    expect(asked).toEqual(['/api/cars/a-car/pdf'])
    expect(await blob.text()).toBe('%PDF-1.3 ...')
  })

  it("throws the endpoint's message", async () => {
    const notFound = async () => Response.json({ message: 'This car is no longer available.', status: 404 }, { status: 404 })
    await expect(fetchVehiclePdf('gone', notFound)).rejects.toThrow('This car is no longer available.')
  })

  it('throws a plain sentence for a network failure, a body without a message or an empty file', async () => {
    await expect(
      fetchVehiclePdf('x', async () => {
        throw new TypeError('Failed to fetch')
      }),
    ).rejects.toThrow('The PDF could not be downloaded. Please try again.')
    await expect(fetchVehiclePdf('x', async () => new Response('<html>Bad gateway</html>', { status: 502 }))).rejects.toThrow(
      'The PDF could not be downloaded. Please try again.',
    )
    await expect(fetchVehiclePdf('x', async () => new Response(new Uint8Array(0)))).rejects.toThrow('The PDF could not be downloaded. Please try again.')
  })
})
