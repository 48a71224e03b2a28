import { ERROR_TEXTS } from '@/domain/error-texts'

export type DeliveryState = { kind: 'idle' } | { kind: 'checking' } | { kind: 'result'; price: number; name: string } | { kind: 'error'; message: string }

/** The POST /api/delivery-quote call and how its answer becomes the calculator's state. */
export async function requestDeliveryQuote(postcode: string, dealershipSlug: string, signal?: AbortSignal): Promise<DeliveryState> {
  try {
    const response = await fetch('/api/delivery-quote', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ postcode, dealership: dealershipSlug }),
      signal,
    })
    const body = (await response.json().catch(() => ({}))) as { price?: unknown; name?: unknown; message?: unknown }
    if (response.ok && typeof body.price === 'number' && typeof body.name === 'string') return { kind: 'result', price: body.price, name: body.name }
    return { kind: 'error', message: typeof body.message === 'string' && response.status < 500 ? body.message : ERROR_TEXTS.deliveryUnavailable }
  } catch (error) {
    if (signal?.aborted) throw error
    return { kind: 'error', message: ERROR_TEXTS.deliveryUnavailable }
  }
}
