/**
 * Buying a car online (issue 41 item 5; spec §2 /checkout-journey?car_id=): the whole purchase, not a
 * reservation under another name. The buyer pays the drive-away price: a deposit holds the car, the
 * balance is paid by finance, by bank transfer to the dealership or by card online (within the site's
 * card limit), and the contract-of-sale summary the buyer confirms states all of it. Pure.
 */
import { formatMoneyWithCents } from './money'
import { BALANCE_METHODS, type CheckoutTradeInOffer, type PurchaseBalanceMethod, type ReservationAmounts, type ReservationStatus } from './reservation'

export const PURCHASE_DEFAULTS = {
  /** The most a buyer may pay by card online (deposit and balance together); above it, finance or a transfer. */
  onlineCardLimitDollars: 10_000,
  /** The line under the contract summary, unless the site words its own. */
  contractTerms:
    'This summary becomes your contract of sale when we confirm it in writing. The car is yours once the price is paid in full. Any cooling-off period your state gives applies, and your rights under the Australian Consumer Law are not affected.',
} as const

/** The dealership's account for a balance paid by bank transfer, as the buyer sees it (BSB as 064-000). */
export interface BankTransferDetails {
  accountName: string
  bsb: string
  accountNumber: string
}

export const BANK_DETAIL_MESSAGES = { bsb: 'A BSB is 6 digits, e.g. 064-000.', accountNumber: 'An account number is 5 to 10 digits.' } as const

const digits = (value: string) => value.replace(/[\s-]/g, '')
/** Null when the BSB is empty or 6 digits (spaces and a dash allowed), else what to fix. */
export const bsbProblem = (value: string | null | undefined): string | null =>
  !value?.trim() || /^\d{6}$/.test(digits(value)) ? null : BANK_DETAIL_MESSAGES.bsb
export const accountNumberProblem = (value: string | null | undefined): string | null =>
  !value?.trim() || /^\d{5,10}$/.test(digits(value)) ? null : BANK_DETAIL_MESSAGES.accountNumber

/** The dealership's account, or null unless its name, BSB and number are all set and well formed. */
export function bankTransferDetails(
  stored: { accountName?: string | null; bsb?: string | null; accountNumber?: string | null } | null | undefined,
): BankTransferDetails | null {
  const accountName = stored?.accountName?.trim()
  const bsb = digits(stored?.bsb ?? '')
  const accountNumber = digits(stored?.accountNumber ?? '')
  if (!accountName || bsbProblem(bsb) || !bsb || accountNumberProblem(accountNumber) || !accountNumber) return null
  return { accountName, bsb: `${bsb.slice(0, 3)}-${bsb.slice(3)}`, accountNumber }
}

/** What the buyer pays online when they buy: by card, everything still due (deposit and balance); otherwise the deposit. */
export const purchaseChargeCents = (
  amounts: Pick<ReservationAmounts, 'depositCents' | 'balanceCents'>,
  method: PurchaseBalanceMethod | null | undefined,
): number => (method === 'card' ? amounts.depositCents + amounts.balanceCents : amounts.depositCents)

/**
 * How this buyer may pay the balance: finance always; bank transfer where the dealership gives its
 * account; card where payments are taken online and all that is due is within the site's card limit.
 */
export function purchaseBalanceMethods({
  amounts,
  cardLimitDollars,
  paysOnline,
  bankTransfer,
}: {
  amounts: Pick<ReservationAmounts, 'depositCents' | 'balanceCents'>
  cardLimitDollars: number
  paysOnline: boolean
  bankTransfer: boolean
}): PurchaseBalanceMethod[] {
  const withinCardLimit = purchaseChargeCents(amounts, 'card') <= Math.round(cardLimitDollars * 100)
  const offered: Record<PurchaseBalanceMethod, boolean> = { finance: true, 'bank-transfer': bankTransfer, card: paysOnline && withinCardLimit }
  return (Object.keys(BALANCE_METHODS['buy-online']) as PurchaseBalanceMethod[]).filter((method) => offered[method])
}

/** Where a purchase stands, in the buyer's words (the confirmation and My garage). */
export function purchaseStatusText(status: ReservationStatus, method: PurchaseBalanceMethod | null | undefined): string {
  switch (status) {
    case 'pending-payment':
      return method === 'card' ? 'Awaiting your card payment' : 'Deposit to pay'
    case 'paid':
      return method === 'card' ? 'Paid in full' : method === 'finance' ? 'Deposit paid, awaiting finance approval' : 'Deposit paid, balance due'
    case 'completed':
      return 'Purchase complete'
    case 'cancelled':
      return 'Cancelled'
    case 'expired':
      return 'Ended'
    case 'refunded':
      return 'Cancelled and refunded'
  }
}

export interface ContractInput {
  buyer: { firstName: string; lastName?: string | null; email: string; phone: string }
  dealer: { name: string; address?: string | null; phone?: string | null }
  car: { name: string; vin?: string | null; stockNumber?: string | null }
  amounts: ReservationAmounts
  tradeIn: { hasTradeIn: boolean; rego?: string; km?: number | string; offer?: CheckoutTradeInOffer | null } | null | undefined
  pickup: { method: 'pickup' } | { method: 'delivery'; postcode: string } | null | undefined
  balanceMethod: PurchaseBalanceMethod
  bank: BankTransferDetails | null
  /** The deposit is paid online when the buyer buys (else at the dealership or by phone). */
  depositOnline: boolean
  terms: string
}

export interface ContractOfSale {
  rows: { label: string; value: string }[]
  terms: string
}

const money = (cents: number) => formatMoneyWithCents(cents / 100)
const joined = (...parts: (string | null | undefined)[]) =>
  parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ')

function tradeInLine(tradeIn: ContractInput['tradeIn'], amounts: ReservationAmounts): string {
  if (!tradeIn?.hasTradeIn) return 'None'
  const km = tradeIn.km === undefined || tradeIn.km === '' ? null : `${Number(String(tradeIn.km).replace(/[,\s]/g, '')).toLocaleString('en-AU')} km`
  const car = joined(tradeIn.rego ? `rego ${tradeIn.rego.toUpperCase()}` : null, km) || 'Your car'
  const declared = `${car[0]!.toUpperCase()}${car.slice(1)}, as you declared it`
  return tradeIn.offer && amounts.tradeInCents > 0
    ? `${declared}: ${money(amounts.tradeInCents)} off the price (offer ${tradeIn.offer.reference}), subject to our inspection`
    : `${declared}: valued on inspection before the handover and taken off the balance`
}

function balanceLine({ balanceMethod, bank, amounts }: ContractInput): string {
  switch (balanceMethod) {
    case 'card':
      return `By card online now, with the deposit: ${money(purchaseChargeCents(amounts, 'card'))} in all`
    case 'finance':
      return "Finance, subject to the lender's approval; the car is handed over once the lender pays the balance"
    case 'bank-transfer':
      return bank
        ? `Bank transfer to ${bank.accountName}, BSB ${bank.bsb}, account ${bank.accountNumber}, quoting your purchase number, before the handover`
        : 'Bank transfer to the dealership before the handover'
  }
}

/** The contract-of-sale summary the buyer reads and confirms before buying, line by line. */
export function contractOfSale(input: ContractInput): ContractOfSale {
  const { buyer, dealer, car, amounts, pickup } = input
  const rows = [
    { label: 'Buyer', value: joined(`${buyer.firstName} ${buyer.lastName ?? ''}`, buyer.email, buyer.phone) },
    { label: 'Seller', value: joined(dealer.name, dealer.address, dealer.phone) },
    { label: 'Car', value: joined(car.name, car.vin ? `VIN ${car.vin}` : null, car.stockNumber ? `stock number ${car.stockNumber}` : null) },
    { label: 'Drive-away price', value: money(amounts.priceCents) },
    { label: 'Trade-in', value: tradeInLine(input.tradeIn, amounts) },
    {
      label: 'Delivery',
      value:
        pickup?.method === 'delivery'
          ? `Delivery to postcode ${pickup.postcode}; any delivery charge is quoted and agreed before the car leaves`
          : `Pick up from ${dealer.name}`,
    },
    { label: 'Deposit', value: `${money(amounts.depositCents)}, ${input.depositOnline ? 'paid online when you buy' : 'paid at the dealership or by phone'}` },
    { label: 'Balance', value: money(amounts.balanceCents) },
    { label: 'Balance paid by', value: balanceLine(input) },
  ]
  return { rows, terms: input.terms.trim() || PURCHASE_DEFAULTS.contractTerms }
}
