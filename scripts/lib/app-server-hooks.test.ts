import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { describe, expect, it } from 'vitest'

const HOOKS = pathToFileURL(path.join(import.meta.dirname, 'app-server-hooks.mjs')).href

/** Runs an ES module script in a node preloaded with the app server's hooks; returns what it printed as JSON. */
function withHooks(script: string): unknown {
  const result = spawnSync(process.execPath, ['--import', HOOKS, '--input-type=module', '-e', script], { encoding: 'utf8' })
  if (result.status !== 0) throw new Error(result.stderr)
  return JSON.parse(result.stdout)
}

describe('app server hooks: a finished request is not kept by later ones (issue 38)', () => {
  it("formats an abort reason's stack as the controller is aborted, so it keeps no call frames", () => {
    const out = withHooks(`
      let formatted = 0
      Error.prepareStackTrace = (error) => (formatted++, String(error))
      const controller = new AbortController()
      const reason = new Error('This render completed successfully.')
      controller.abort(reason)
      const atAbort = formatted
      controller.abort(new Error('a second abort changes nothing'))
      console.log(JSON.stringify({ atAbort, after: formatted, kept: controller.signal.reason === reason }))
    `)
    expect(out).toEqual({ atAbort: 1, after: 1, kept: true })
  })

  it('runs work for a shared cache outside every async-local store', () => {
    const out = withHooks(`
      import { AsyncLocalStorage } from 'node:async_hooks'
      const request = new AsyncLocalStorage()
      const outside = globalThis[Symbol.for('dealer-platform.outside-requests')]
      const seen = await request.run({ id: 1 }, () => outside(async () => { await null; return request.getStore() ?? null }))
      console.log(JSON.stringify({ seen, inside: request.run({ id: 2 }, () => request.getStore()) }))
    `)
    expect(out).toEqual({ seen: null, inside: { id: 2 } })
  })
})

describe('app server hooks: a page that failed for want of the database (issue 39)', () => {
  it('answers 503 with Retry-After instead of 500 when the render reported a database error, and leaves other 500s alone', () => {
    const out = withHooks(`
      import http from 'node:http'
      // What instrumentation's register installs, and what Next calls (onRequestError) before it answers.
      globalThis[Symbol.for('dealer-platform.is-database-unavailable')] = (error) => error?.code === '57P01'
      const noteRequestError = globalThis[Symbol.for('dealer-platform.request-error')]
      const server = http.createServer((request, response) => {
        noteRequestError(request.headers['x-dealer-request-id'], request.url === '/database' ? Object.assign(new Error('terminating connection'), { code: '57P01' }) : new Error('a bug'))
        response.statusCode = 500
        response.end('error page')
      })
      await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
      const answer = async (path) => {
        const response = await fetch('http://127.0.0.1:' + server.address().port + path)
        return [response.status, response.headers.get('retry-after')]
      }
      const seen = { database: await answer('/database'), bug: await answer('/bug') }
      server.close()
      console.log(JSON.stringify(seen))
    `)
    expect(out).toEqual({ database: [503, '5'], bug: [500, null] })
  })
})
