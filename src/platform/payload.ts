import 'server-only'

import { getPayload } from 'payload'
import { cache } from 'react'

/**
 * The Local API, initialised once per server process. The config is imported when first needed, not
 * when this module loads: the config's collections call into capabilities whose modules use this
 * getter, and a static import would make that a cycle in which a collection reads a half-loaded module.
 */
export const getPayloadClient = cache(async () => getPayload({ config: (await import('@payload-config')).default }))
