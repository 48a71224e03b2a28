import http from 'node:http'
import type net from 'node:net'

/**
 * A dealer's CRM webhook for the cluster test: records every lead post by its Idempotency-Key and
 * answers at once, except the first post whose body contains `holdMarker`, which it never answers: the
 * app server sending it is mid-delivery for as long as the test likes (the test kills it then).
 */
export async function startWebhookReceiver(holdMarker: string) {
  const received: { key: string; at: number; cut: boolean }[] = []
  let held: (() => void) | null = null
  const heldNow = new Promise<void>((resolve) => (held = resolve))
  let holding = false
  const server = http.createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
    request.on('end', () => {
      const post = { key: String(request.headers['idempotency-key'] ?? ''), at: Date.now(), cut: false }
      received.push(post)
      if (!holding && body.includes(holdMarker)) {
        holding = true
        // The sender dies with this request open: its socket closes without an answer.
        request.socket.once('close', () => (post.cut = true))
        held?.()
        return
      }
      response.setHeader('content-type', 'application/json')
      response.end('{"ok":true}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}/leads`,
    received,
    /** Resolves once the post to hold has arrived (its sender is then mid-delivery). */
    heldNow,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
