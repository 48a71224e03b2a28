import type { BankTransferDetails } from '@/domain/purchase'

/** The dealership's account for a purchase's balance, and the reference the buyer quotes when they have one. */
export function BankTransfer({ bank, reference }: { bank: BankTransferDetails; reference?: string }) {
  return (
    <dl className="step-flow-summary step-flow-summary--text">
      <dt>Account name</dt>
      <dd>{bank.accountName}</dd>
      <dt>BSB</dt>
      <dd>{bank.bsb}</dd>
      <dt>Account number</dt>
      <dd>{bank.accountNumber}</dd>
      {reference ? (
        <>
          <dt>Reference</dt>
          <dd>{reference}</dd>
        </>
      ) : null}
    </dl>
  )
}
