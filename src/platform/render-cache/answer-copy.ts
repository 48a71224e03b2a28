import type { ServerResponse } from 'node:http'
import zlib from 'node:zlib'

import type { RequestHeaders } from './cached-page'

export interface CopiedAnswer {
  statusCode: number
  headers: RequestHeaders
  /** As Next made it, before compressing. */
  body: Buffer
}

/** Next compresses for clients that take it; a copy is kept plain. */
function decoded(body: Buffer, encoding: unknown): Buffer {
  if (encoding === 'gzip') return zlib.gunzipSync(body)
  if (encoding === 'br') return zlib.brotliDecompressSync(body)
  if (encoding === 'deflate') return zlib.inflateSync(body)
  return body
}

/**
 * Lets Next answer as usual while copying what it sends. Resolves once the answer has gone: with its
 * status, headers and plain body, or null when it did not go out whole (the client left first).
 */
export function copyAnswer(response: ServerResponse): Promise<CopiedAnswer | null> {
  const chunks: Buffer[] = []
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (typeof chunk === 'string') chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'))
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk))
  }
  // Headers given to writeHead itself never show in getHeaders().
  let headHeaders: RequestHeaders = {}
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse
  response.writeHead = ((...args: unknown[]) => {
    const given = args.find((arg, index) => index > 0 && arg && typeof arg === 'object' && !Array.isArray(arg))
    if (given) headHeaders = Object.fromEntries(Object.entries(given as RequestHeaders).map(([name, value]) => [name.toLowerCase(), value]))
    return writeHead(...args)
  }) as typeof response.writeHead
  const write = response.write.bind(response) as (...args: unknown[]) => boolean
  const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse
  response.write = ((chunk: unknown, ...rest: unknown[]) => (keep(chunk, rest[0]), write(chunk, ...rest))) as typeof response.write
  response.end = ((chunk?: unknown, ...rest: unknown[]) => (typeof chunk !== 'function' && keep(chunk, rest[0]), end(chunk, ...rest))) as typeof response.end
  return new Promise((resolve) => {
    response.once('close', () => {
      if (!response.writableFinished) return resolve(null)
      const headers = { ...(response.getHeaders() as RequestHeaders), ...headHeaders }
      try {
        resolve({ statusCode: response.statusCode, headers, body: decoded(Buffer.concat(chunks), headers['content-encoding']) })
      } catch {
        resolve(null)
      }
    })
  })
}
