import { env } from '../../../platform/env'
import { createAlgoliaBackend } from './algolia/algolia-backend'
import { createEmbeddedBackend } from './embedded/embedded-backend'
import type { StockSearchBackend } from '../port'

/**
 * The one place an adapter is chosen: hosted Algolia when all three of its keys are configured,
 * otherwise the embedded engine. Everything else talks to the port.
 */
export function createStockSearchBackend(): StockSearchBackend {
  const { ALGOLIA_APP_ID: appId, ALGOLIA_SEARCH_KEY: searchKey, ALGOLIA_ADMIN_KEY: adminKey } = env
  if (appId && searchKey && adminKey) return createAlgoliaBackend({ appId, searchKey, adminKey })
  return createEmbeddedBackend()
}
