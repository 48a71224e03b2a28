import Link from 'next/link'

import type { ThreeFeatureBannerBlock } from '@/payload-types'

type Feature = ThreeFeatureBannerBlock['features'][number]

const ICONS: Record<Feature['icon'], string> = {
  offers: 'M4 12l8-8h8v8l-8 8-8-8zm12-5a1.5 1.5 0 100 3 1.5 1.5 0 000-3z',
  service: 'M14.7 6.3a4 4 0 00-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 005.4-5.4l-2.5 2.5-2.4-.6-.6-2.4 2.5-2.5z',
  sell: 'M3 13l2-6h14l2 6v5h-2v-2H5v2H3v-5zm3.5 1a1.5 1.5 0 100-3 1.5 1.5 0 000 3zm11 0a1.5 1.5 0 100-3 1.5 1.5 0 000 3z',
}

/** Spec §2: latest offers, book your service online, sell your car; the page block and the vehicle page show it. */
export function ThreeFeatureBanner({ features }: { features: readonly Feature[] }) {
  return (
    <section className="container section">
      <ul className="feature-banner">
        {features.map((feature) => (
          <li key={feature.id ?? feature.href} className="feature-banner__item">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="feature-banner__icon">
              <path d={ICONS[feature.icon]} fill="currentColor" />
            </svg>
            <h2 className="feature-banner__heading">{feature.heading}</h2>
            {feature.text ? <p>{feature.text}</p> : null}
            <Link href={feature.href} className="feature-banner__link">
              {feature.linkLabel}
              <span className="visually-hidden">: {feature.heading}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
