/**
 * The messages of a form or lookup that failed: §5's error banner heading and postcode message, §8's
 * submit and catch-all errors. Part of DEFAULT_TEXTS (./texts.ts), apart so the browser code that
 * shows them (step flows, lead forms, the location list) does not carry every message of the site.
 */
export const ERROR_TEXTS = {
  formErrorsHeading: 'Please fix the following errors:',
  formSubmitError: 'An error occurred when submitting this form',
  postcodeInvalidFormat: 'Invalid postcode. Please enter a 4-digit number.',
  unexpectedError: 'An unexpected error occured.', // sic: the spec's spelling
} as const
