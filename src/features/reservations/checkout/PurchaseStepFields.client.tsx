'use client'

import Link from 'next/link'
import { Fragment } from 'react'

import { StepChoices as Choices } from '@/components/step-flow/StepFields'
import { formatMoney, formatMoneyWithCents } from '@/domain/money'
import { contractOfSale, purchaseBalanceMethods, purchaseChargeCents, type BankTransferDetails } from '@/domain/purchase'
import { BALANCE_METHODS, type CheckoutTradeInOffer, type PurchaseBalanceMethod, type ReservationAmounts } from '@/domain/reservation'

import { AmountsSummary } from './AmountsSummary'
import { BankTransfer } from './BankTransfer'
import type { StoredCheckout } from './checkout-progress'

/**
 * The steps a purchase words its own way (issue 41 item 5): what buying online means, how the balance
 * is paid, and the contract-of-sale summary the buyer confirms. The server checks each answer again.
 */
export interface PurchaseStepProps {
  car: { name: string; vin: string | null; stockNumber: string | null }
  /** With the trade-in offer counted, as the checkout's other steps show them. */
  amounts: ReservationAmounts
  payment: 'online' | 'at-dealership'
  dealer: { name: string; phone: string | null; address: string | null; bank: BankTransferDetails | null }
  purchase: { cardLimitDollars: number; terms: string }
  financeHref: string
  draft: StoredCheckout
  setDraft: (draft: StoredCheckout) => void
  errors: Record<string, string>
}

const money = (cents: number) => formatMoneyWithCents(cents / 100)

export function PurchaseCar({ car, amounts }: Pick<PurchaseStepProps, 'car' | 'amounts'>) {
  return (
    <div className="step-flow-step__body">
      <p>
        You are buying the {car.name} for its drive-away price of {money(amounts.priceCents)}. The car is yours once you confirm the contract of sale and the
        balance is paid.
      </p>
      <p>Meanwhile a {money(amounts.depositCents)} deposit, which comes off the price, takes the car off sale for you until the balance is paid.</p>
      <p>Next: your details, any trade-in, how you pay the balance and pickup or delivery; then you read the contract-of-sale summary and buy.</p>
    </div>
  )
}

function offeredMethods({
  amounts,
  payment,
  dealer,
  purchase,
}: Pick<PurchaseStepProps, 'amounts' | 'payment' | 'dealer' | 'purchase'>): PurchaseBalanceMethod[] {
  return purchaseBalanceMethods({ amounts, cardLimitDollars: purchase.cardLimitDollars, paysOnline: payment === 'online', bankTransfer: dealer.bank !== null })
}

export function PurchaseBalance({ amounts, payment, dealer, purchase, financeHref, draft, setDraft, errors }: Omit<PurchaseStepProps, 'car'>) {
  const offered = offeredMethods({ amounts, payment, dealer, purchase })
  const labels = { ...BALANCE_METHODS['buy-online'], card: `Card, online now: ${money(purchaseChargeCents(amounts, 'card'))} with the deposit` }
  const options = Object.fromEntries(offered.map((method) => [method, labels[method]])) as Record<PurchaseBalanceMethod, string>
  const chosen = offered.find((method) => method === draft.balance?.method)
  const cardOverLimit = payment === 'online' && !offered.includes('card')
  return (
    <div className="step-flow-step__body">
      <AmountsSummary amounts={amounts} labels={{ price: 'Drive-away price', deposit: 'Deposit', balance: 'Balance' }} />
      <Choices
        legend={`How will you pay the balance of ${money(amounts.balanceCents)}?`}
        name="balance"
        options={options}
        value={chosen}
        onChange={(method) => setDraft({ ...draft, balance: { method } })}
        error={errors.method}
        hint={
          cardOverLimit
            ? `Card payment online is for amounts up to ${formatMoney(purchase.cardLimitDollars)}; this car's is more, so pay the balance by finance or bank transfer.`
            : undefined
        }
      />
      {chosen === 'finance' ? (
        <p className="step-flow-step__note">
          <Link href={financeHref}>Get finance pre-approval</Link> for this car: it takes a few minutes. The car is handed over once the lender pays the
          balance.
        </p>
      ) : chosen === 'bank-transfer' && dealer.bank ? (
        <>
          <p className="step-flow-step__note">
            Transfer the balance to {dealer.name} before the handover, quoting your purchase number (you get it when you buy):
          </p>
          <BankTransfer bank={dealer.bank} />
        </>
      ) : chosen === 'card' ? (
        <p className="step-flow-step__note">
          When you buy, you pay {money(purchaseChargeCents(amounts, 'card'))} (deposit and balance) on our payment provider&apos;s secure page, and the car is
          paid in full.
        </p>
      ) : null}
    </div>
  )
}

export function PurchaseContract({
  car,
  amounts,
  payment,
  dealer,
  purchase,
  draft,
  setDraft,
  errors,
  tradeInOffer,
}: Omit<PurchaseStepProps, 'financeHref'> & { tradeInOffer: CheckoutTradeInOffer | null }) {
  const details = (draft.details ?? {}) as Record<string, string | undefined>
  const method = offeredMethods({ amounts, payment, dealer, purchase }).find((offered) => offered === draft.balance?.method)
  const contract = method
    ? contractOfSale({
        buyer: { firstName: details.firstName ?? '', lastName: details.lastName, email: details.email ?? '', phone: details.phone ?? '' },
        dealer,
        car,
        amounts,
        tradeIn: draft.tradeIn ? { ...draft.tradeIn, offer: tradeInOffer } : null,
        pickup: draft.pickup,
        balanceMethod: method,
        bank: dealer.bank,
        depositOnline: payment === 'online',
        terms: purchase.terms,
      })
    : null
  const accepted = draft.contract?.accepted === true
  return (
    <div className="step-flow-step__body">
      {contract ? (
        <>
          <p>Please read the summary of your contract of sale. When you buy, we record that you agreed to it and when.</p>
          <dl className="step-flow-summary step-flow-summary--text step-flow-contract">
            {contract.rows.map((row) => (
              <Fragment key={row.label}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </Fragment>
            ))}
          </dl>
          <p className="step-flow-contract__terms">{contract.terms}</p>
        </>
      ) : (
        <p>Choose how you will pay the balance first: go back to the Payment step.</p>
      )}
      <label className="step-flow-check">
        <input
          type="checkbox"
          checked={accepted}
          aria-invalid={errors.accepted ? true : undefined}
          aria-describedby={errors.accepted ? 'checkout-contract-error' : undefined}
          onChange={(event) => setDraft({ ...draft, contract: { accepted: event.target.checked } })}
        />
        I have read the summary and agree to buy this car
      </label>
      {errors.accepted ? (
        <p className="step-flow-field__error" id="checkout-contract-error">
          {errors.accepted}
        </p>
      ) : null}
    </div>
  )
}
