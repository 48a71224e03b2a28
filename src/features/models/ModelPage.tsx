import Link from 'next/link'

import { driveAwayPriceText, orderNowHref, swatchHex, vehicleName } from '@/domain/models'

import { CarSilhouette } from './CarSilhouette'
import { ColourPicker } from './ColourPicker.client'
import type { ModelPageData } from './model-pages'
import { ModelStock } from './ModelStock'
import { VariantsSection } from './VariantsSection'

/**
 * /models/{slug} (issue 22): the hero (name, short description, drive-away price range, coming soon,
 * Order Now), the variants, the colour picker and this model's cars in stock.
 */
export function ModelPage({ model, make, title, comingSoon, priceRange, hexCode, stock }: ModelPageData) {
  const variants = model.variants ?? []
  const colours = (model.colours ?? []).map(({ name, hexCode: hex, variantName, bodyType }) => ({ name, hexCode: hex, variantName, bodyType }))
  // The hero orders the model as a whole; each variant card orders itself.
  const orderHref = orderNowHref({ slug: model.slug, name: title }, vehicleName(make, title))
  return (
    <div className="container model-page">
      <nav className="model-page__crumbs" aria-label="Breadcrumb">
        <ol>
          <li>
            <Link href="/models">New models</Link>
          </li>
          <li aria-current="page">{title}</li>
        </ol>
      </nav>
      <header className="model-hero">
        <div className="model-hero__text">
          {comingSoon ? <p className="model-badge">Coming soon</p> : null}
          <h1 className="model-hero__name">
            {make ? <span className="model-hero__make">{make} </span> : null}
            {title}
          </h1>
          {model.shortDescription ? <p className="model-hero__description">{model.shortDescription}</p> : null}
          {priceRange ? <p className="model-hero__price">{driveAwayPriceText(priceRange)}</p> : null}
          <p className="model-hero__actions">
            <Link className="button" href={orderHref}>
              Order Now
              <span className="visually-hidden">
                {' '}
                the {make} {title}
              </span>
            </Link>
          </p>
        </div>
        <CarSilhouette hex={swatchHex(hexCode)} body={model.body} className="car-silhouette model-hero__car" />
      </header>
      <VariantsSection model={model} make={make} title={title} />
      {colours.length > 0 ? <ColourPicker modelName={title} body={model.body} variants={variants.map(({ name }) => ({ name }))} colours={colours} /> : null}
      <ModelStock stock={stock} make={make} title={title} orderHref={orderHref} />
    </div>
  )
}
