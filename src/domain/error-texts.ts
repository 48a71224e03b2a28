/**
 * §8's catch-all error message and §5's postcode message. Part of DEFAULT_TEXTS (./texts.ts), apart
 * so the browser code that may show them (a lookup or a form that failed, a postcode box) does not
 * carry every message of the site.
 */
export const ERROR_TEXTS = {
  postcodeInvalidFormat: 'Invalid postcode. Please enter a 4-digit number.',
  unexpectedError: 'An unexpected error occured.', // sic: the spec's spelling
} as const
