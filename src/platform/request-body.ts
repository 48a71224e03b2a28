/**
 * Reads a public request's body with its size limit enforced while it streams (issue 16): a body past
 * the limit is refused as soon as the limit is crossed, never read in full first. Bodies the client
 * compressed (Content-Encoding gzip or deflate) are limited by their decompressed size, so a small
 * compressed body cannot expand into a large one; a body that is not what its encoding says is a 400.
 */
export interface BodyRefusal {
  status: 400 | 413 | 415
  message: string
}

export const BODY_MESSAGES = {
  tooLarge: 'The request body is too large.',
  badEncoding: 'The request body is not valid for its Content-Encoding.',
  unsupportedEncoding: 'Unsupported Content-Encoding: send the body as is, gzip or deflate.',
  notText: 'The request body is not valid UTF-8 text.',
} as const

const DECOMPRESSED = new Set(['gzip', 'x-gzip', 'deflate'])

/** The body as text, or why it was refused. An absent body is the empty string. */
export async function readBodyText(request: Request, maxBytes: number): Promise<{ text: string } | { refusal: BodyRefusal }> {
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > maxBytes) return { refusal: { status: 413, message: BODY_MESSAGES.tooLarge } }
  if (!request.body) return { text: '' }

  const encoding = (request.headers.get('content-encoding') ?? 'identity').trim().toLowerCase()
  let stream: ReadableStream<Uint8Array> = request.body
  if (DECOMPRESSED.has(encoding))
    stream = stream.pipeThrough(new DecompressionStream(encoding === 'deflate' ? 'deflate' : 'gzip') as unknown as TransformStream<Uint8Array, Uint8Array>)
  else if (encoding !== 'identity' && encoding !== '') return { refusal: { status: 415, message: BODY_MESSAGES.unsupportedEncoding } }

  const reader = stream.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined)
        return { refusal: { status: 413, message: BODY_MESSAGES.tooLarge } }
      }
      chunks.push(value)
    }
  } catch {
    // The decompressor fails on data that is not gzip/deflate; the raw stream fails when the client aborts.
    await reader.cancel().catch(() => undefined)
    return { refusal: { status: 400, message: BODY_MESSAGES.badEncoding } }
  }
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks)) }
  } catch {
    return { refusal: { status: 400, message: BODY_MESSAGES.notText } }
  }
}
