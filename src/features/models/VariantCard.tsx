import Link from 'next/link'

import { driveAwayPriceRange, driveAwayPriceText, orderNowHref, vehicleName } from '@/domain/models'
import type { Model } from '@/payload-types'

import { FeatureList } from './FeatureList.client'

type Variant = NonNullable<Model['variants']>[number]

/** One variant in the slider or grid: name, series, drive-away price, features and its own Order Now. */
export function VariantCard({ model, make, title, variant }: { model: Model; make: string; title: string; variant: Variant }) {
  const range = driveAwayPriceRange([variant])
  const vehicle = vehicleName(make, title, variant)
  return (
    <article className="variant-card">
      <h3 className="variant-card__name">{variant.name}</h3>
      {variant.series ? <p className="variant-card__series">Series {variant.series}</p> : null}
      <p className="variant-card__price">{range ? driveAwayPriceText(range) : 'Price on request'}</p>
      <FeatureList features={variant.features ?? []} variantName={variant.name} />
      <Link className="button variant-card__order" href={orderNowHref({ slug: model.slug, name: title }, vehicle)}>
        Order Now<span className="visually-hidden"> the {vehicle}</span>
      </Link>
    </article>
  )
}
