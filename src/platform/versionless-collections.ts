import type { Endpoint, Plugin } from 'payload'

const noVersions: Endpoint['handler'] = () => Response.json({ errors: [{ message: 'This collection keeps no versions.' }] }, { status: 404 })

/**
 * Payload answers `/api/{collection}/versions` for every collection, and for one without versions the
 * query finds no versions table and fails with a 500. Those paths are a 404 here instead: a collection's
 * own endpoints are matched before Payload's defaults.
 */
export const versionlessCollections: Plugin = (config) => ({
  ...config,
  collections: (config.collections ?? []).map((collection) =>
    collection.versions || collection.endpoints === false
      ? collection
      : {
          ...collection,
          endpoints: [
            ...(collection.endpoints || []),
            { path: '/versions', method: 'get', handler: noVersions },
            { path: '/versions/:id', method: 'get', handler: noVersions },
            { path: '/versions/:id', method: 'post', handler: noVersions },
          ],
        },
  ),
})
