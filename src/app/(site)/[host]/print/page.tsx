import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'

import { loadPrintableCar, vehiclePrintSheet } from '@/features/vehicle'
import { VehiclePrintSheet } from '@/features/vehicle/ui'
import { buildPageMetadata } from '@/platform/page-metadata'
import { siteFromParams } from '@/platform/sites'

type Props = { params: Promise<{ host: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

/** /print?car_id={slug} (spec §2 routes): the car's print-friendly sheet, opened in a new tab. Unknown or missing car: 404. */
const load = cache(async (host: string, carId: string | null) => {
  const site = await siteFromParams({ host })
  if (!site) return null
  const printable = await loadPrintableCar(site, carId)
  return printable ? { site, printable } : null
})

async function carIdOf(searchParams: Props['searchParams']): Promise<string | null> {
  const value = (await searchParams).car_id
  return (Array.isArray(value) ? value[0] : value) ?? null
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const found = await load((await params).host, await carIdOf(searchParams))
  if (!found) return { robots: { index: false } }
  const { site, printable } = found
  // The listing itself is the page search engines should know: this copy is canonical to it and not indexed.
  const metadata = await buildPageMetadata(site, `/cars/${printable.car.slug}`, { title: `Print: ${printable.car.name}` })
  return { ...metadata, robots: { index: false, follow: true } }
}

export default async function PrintPage({ params, searchParams }: Props) {
  const found = await load((await params).host, await carIdOf(searchParams))
  if (!found) notFound()
  const { printable } = found
  return <VehiclePrintSheet sheet={vehiclePrintSheet(printable.car, { ...printable.sheet, now: new Date() })} />
}
