import { postcodeLocationResponse } from '@/features/locations'

/** GET /api/postcode-location?postcode=4000 (src/features/locations/postcode-location-endpoint.ts). */
export const dynamic = 'force-dynamic'

export const GET = postcodeLocationResponse
