import { jsonLdScript } from '@/domain/vehicle-json-ld'

/** The car's schema.org JSON-LD (domain vehicleJsonLd), escaped for a script element. */
export function VehicleJsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(data) }} />
}
