import { APIError } from 'payload'

/**
 * An error whose message reaches the shopper as written. Payload formats errors it recognises by class
 * and name; inside the Next.js bundle the class check can fail and minified names are empty, which
 * turns the message into "An unknown error occurred." A stable name keeps it.
 */
export function publicError(message: string, status: number, data?: Record<string, unknown>): APIError {
  const error = new APIError(message, status, data, true)
  error.name = 'PublicRequestError'
  return error
}
