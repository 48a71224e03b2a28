/**
 * Recognises an error by its stable `code`, not by its class. Inside the Next.js bundle a module can be
 * loaded twice (the stock search lives on globalThis across copies), so `error instanceof SomeError`
 * fails for an error thrown by the other copy of the class, and a refusal meant for the caller turned
 * into a 500 with an empty body (issue 16 item 2). A code is a plain string and survives that.
 */
export function hasErrorCode<C extends string>(error: unknown, code: C): error is Error & { code: C } {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code && typeof (error as { message?: unknown }).message === 'string'
  )
}

/**
 * Payload's ValidationError (a unique index, or a field's own validation), recognised by its shape for
 * the same reason: inside the Next bundle `instanceof ValidationError` is false for the copy Payload's
 * database adapter throws, which once turned every losing shopper of a reservation race into a 500.
 */
export function isPayloadValidationError(error: unknown): boolean {
  const { status, data } = (error ?? {}) as { status?: unknown; data?: { errors?: unknown } }
  return status === 400 && Array.isArray(data?.errors)
}
