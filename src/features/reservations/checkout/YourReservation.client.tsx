'use client'

import Link from 'next/link'
import { useSyncExternalStore } from 'react'

import { checkoutStepHref, type CheckoutJourney, type CheckoutPath } from '@/domain/reservation'

import { checkoutSnapshot, parseCheckout, subscribeCheckout } from './checkout-progress'

/** On the refusal of a car this tab reserved or bought: the way back to it, not "reserved by another buyer". */
export function YourReservation({ journey, checkoutPath, carSlug }: { journey: CheckoutJourney; checkoutPath: CheckoutPath; carSlug: string }) {
  const token = parseCheckout(
    useSyncExternalStore(
      subscribeCheckout,
      () => checkoutSnapshot(journey, carSlug),
      () => null,
    ),
  )?.reservation
  return token ? (
    <p className="step-flow-step__note">
      {journey === 'buy-online' ? 'Bought it yourself?' : 'Reserved it yourself?'}{' '}
      <Link href={checkoutStepHref({ journey, carSlug, checkoutPath }, 'confirmation', token)}>
        {journey === 'buy-online' ? 'See your purchase' : 'See your reservation'}
      </Link>
    </p>
  ) : null
}
