import 'server-only'

import config from '@payload-config'
import { getPayload } from 'payload'
import { cache } from 'react'

/** The Local API, initialised once per server process. */
export const getPayloadClient = cache(() => getPayload({ config }))
