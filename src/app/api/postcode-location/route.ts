import { postcodeLocationResponse } from '@/features/locations'
import { apiRoute } from '@/platform/api-route'

/** GET /api/postcode-location?postcode=4000 (src/features/locations/postcode-location-endpoint.ts). */
export const dynamic = 'force-dynamic'

export const GET = apiRoute(postcodeLocationResponse)
