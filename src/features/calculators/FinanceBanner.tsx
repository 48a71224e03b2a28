import Link from 'next/link'

import { DEFAULT_TEXTS } from '@/domain/texts'

export interface FinanceBannerProps {
  /** Where Get Finance Now goes, e.g. /finance?car_id={id}#finance-form or #finance-enquiry. */
  href: string
}

/** "Finance Available For This Vehicle!" with Get Finance Now (spec §2 vehicle detail page). */
export function FinanceBanner({ href }: FinanceBannerProps) {
  return (
    <div className="finance-banner">
      <p className="finance-banner__title">{DEFAULT_TEXTS.financeBannerTitle}</p>
      <Link className="button button--secondary" href={href}>
        {DEFAULT_TEXTS.financeBannerLink}
      </Link>
    </div>
  )
}
