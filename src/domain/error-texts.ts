/**
 * The messages of a form or lookup that failed: §5's error banner heading and its postcode and terms messages, §8's
 * submit, delivery estimate and catch-all errors. Part of DEFAULT_TEXTS (./texts.ts), apart so the browser code that
 * shows them (step flows, lead forms, the location list) does not carry every message of the site.
 */
export const ERROR_TEXTS = {
  formErrorsHeading: 'Please fix the following errors:',
  formSubmitError: 'An error occurred when submitting this form',
  postcodeRequired: 'Please enter a postcode.',
  postcodeInvalidFormat: 'Invalid postcode. Please enter a 4-digit number.',
  termsRequired: '*You must agree to the terms of use before submitting.',
  deliveryUnavailable: "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.",
  unexpectedError: 'An unexpected error occured.', // sic: the spec's spelling
} as const
