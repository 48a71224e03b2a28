/** What the details form edits; built on the server (a signed-in page) or in the browser (after sign-in). */
export interface DetailsValues {
  firstName: string
  lastName: string
  phone: string
  postcode: string
  marketingOptIn: boolean
  alertsEnabled: boolean
}

type KnownDetails = {
  firstName?: string | null
  lastName?: string | null
  phone?: string | null
  postcode?: string | null
  marketingOptIn?: boolean | null
  alertsEnabled?: boolean | null
}

export const detailsValuesOf = (shopper: KnownDetails | null): DetailsValues => ({
  firstName: shopper?.firstName ?? '',
  lastName: shopper?.lastName ?? '',
  phone: shopper?.phone ?? '',
  postcode: shopper?.postcode ?? '',
  marketingOptIn: shopper?.marketingOptIn ?? false,
  alertsEnabled: shopper?.alertsEnabled ?? true,
})
