import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'

import { afterAll, beforeAll } from 'vitest'

/**
 * For the tests of what sits in front of Next: a real HTTP server on a free port for the test file's
 * life, and a GET that decodes what it is sent (Brotli or gzip) and counts the bytes on the wire.
 */
export function serveForTests(listener: http.RequestListener) {
  const server = http.createServer(listener)
  let port = 0
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  return (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string; bytes: number }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path, headers }, (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () => {
            const raw = Buffer.concat(chunks)
            const encoding = response.headers['content-encoding']
            const body = encoding === 'gzip' ? zlib.gunzipSync(raw) : encoding === 'br' ? zlib.brotliDecompressSync(raw) : raw
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body: body.toString('utf8'), bytes: raw.length })
          })
        })
        .on('error', reject)
    })
}
