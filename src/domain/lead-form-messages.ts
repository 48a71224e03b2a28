import { ERROR_TEXTS } from './error-texts'

/**
 * The lead forms' field messages (spec §5, §8), apart from the zod schemas that check them so a form
 * that only shows a message (sign-in's email step) does not load zod and the phone metadata.
 */
export const LEAD_FORM_MESSAGES = {
  firstName: 'Please enter your first name.',
  lastName: 'Please enter your last name.',
  phone: 'Please enter a valid Australian mobile number, e.g. 0412 345 678.',
  email: 'Please enter a valid email address.',
  postcode: ERROR_TEXTS.postcodeInvalidFormat,
  message: 'Please enter your comments.',
  category: 'Please choose a category.',
  location: 'Please choose a location.',
  dealership: 'Please choose a dealership.',
  appointmentAt: 'Please choose a date and time.',
  vehiclePriceBudget: 'Please enter an amount between $1,000 and $2,000,000.',
  tradeInYear: 'Please enter a year between 1950 and next year.',
  tradeInKm: 'Please enter kilometres as a whole number.',
  position: 'Please tell us which role you are interested in.',
  terms: ERROR_TEXTS.termsRequired,
  tooLong: 'This is too long.',
} as const
