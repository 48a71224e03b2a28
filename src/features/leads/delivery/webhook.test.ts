import { createHmac } from 'node:crypto'
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { enquiryLead } from '../../../../tests/fixtures/leads-for-delivery'
import { LEAD_WEBHOOK_SCHEMA_VERSION, postLeadWebhook } from './webhook'

interface Received {
  method: string
  headers: IncomingHttpHeaders
  body: string
}

let server: Server | null = null

/** A real HTTP server on a free local port; `answer` decides each response. */
async function startServer(answer: (response: ServerResponse, received: Received) => void = (response) => response.writeHead(200).end('ok')) {
  const received: Received[] = []
  server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const entry = { method: request.method ?? '', headers: request.headers, body: Buffer.concat(chunks).toString('utf8') }
      received.push(entry)
      answer(response, entry)
    })
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/leads`, received }
}

afterEach(async () => {
  server?.closeAllConnections()
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
  server = null
})

// Issue 8: "A webhook adapter posts the same lead as JSON to a per-dealership URL when set".
describe('postLeadWebhook', () => {
  it('POSTs { schema_version, lead } as JSON with the idempotency key and an HMAC signature of the exact body', async () => {
    const { url, received } = await startServer((response) => response.writeHead(202).end())
    expect(await postLeadWebhook(url, enquiryLead, { key: 'lead-101-webhook-3', secret: 'shh' })).toEqual({ status: 202 })
    expect(received).toHaveLength(1)
    const [request] = received
    expect(request!.method).toBe('POST')
    expect(request!.headers['content-type']).toBe('application/json')
    expect(request!.headers['idempotency-key']).toBe('lead-101-webhook-3')
    expect(JSON.parse(request!.body)).toEqual({ schema_version: LEAD_WEBHOOK_SCHEMA_VERSION, lead: JSON.parse(JSON.stringify(enquiryLead)) })
    const expected = `sha256=${createHmac('sha256', 'shh').update(request!.body).digest('hex')}`
    expect(request!.headers['x-lead-signature']).toBe(expected)
  })

  it('sends no signature without a secret', async () => {
    const { url, received } = await startServer()
    await postLeadWebhook(url, enquiryLead, { key: 'k1', secret: null })
    expect(received[0]!.headers['x-lead-signature']).toBeUndefined()
  })

  it.each([400, 404, 500, 503])('throws on a %i answer, with the status in the message', async (status) => {
    const { url } = await startServer((response) => response.writeHead(status, { 'Content-Type': 'text/plain' }).end('nope'))
    await expect(postLeadWebhook(url, enquiryLead, { key: 'k2' })).rejects.toThrow(new RegExp(`answered ${status}: nope`))
  })

  it('throws on a redirect rather than following it with the lead', async () => {
    const { url, received } = await startServer((response, request) =>
      request.headers['x-followed'] ? response.writeHead(200).end() : response.writeHead(307, { Location: '/elsewhere' }).end(),
    )
    await expect(postLeadWebhook(url, enquiryLead, { key: 'k3' })).rejects.toThrow(/Lead webhook .* failed/)
    expect(received).toHaveLength(1)
  })

  it('throws when the receiver does not answer in time', async () => {
    const { url } = await startServer(() => {
      /* never answers */
    })
    const started = Date.now()
    await expect(postLeadWebhook(url, enquiryLead, { key: 'k4', timeoutMs: 200 })).rejects.toThrow(/no answer within 200 ms/)
    expect(Date.now() - started).toBeLessThan(5000)
  })

  it('throws when nothing listens at the address', async () => {
    const { url } = await startServer()
    server!.close()
    server = null
    await expect(postLeadWebhook(url, enquiryLead, { key: 'k5' })).rejects.toThrow(/failed: .*ECONNREFUSED/)
  })
})
