import { formatPhone, phoneHref } from '@/domain/phone'

/** A dealer's number as shoppers read it (spec §9 "Phone display": +61 as 0, 2-4-4) and as a tel: link. */
export function PhoneLink({ phone }: { phone: string }) {
  return <a href={phoneHref(phone)}>{formatPhone(phone)}</a>
}
